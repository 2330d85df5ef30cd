/**
 * /admin/manuals: the library's manuals filtered by title (`?q=`, kept in the address), brand, kind and tier, a page
 * at a time from the server in title order; and the import jobs with each file's progress, read again every few
 * seconds while one runs. Uploading from the browser is not in this console yet: manuals come in with
 * `npm run import` (sites/forklift/README.md).
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useRuntime } from '@kit/runtime-react';
import type { AdminApi, ManualFilters } from './admin-api';
import { PAGE_SIZE } from './admin-api';
import { adminHref } from './paths';
import type { ManualRow } from './types';
import { Empty, Loaded, Pager, day, useLoad, when } from './ui';

const KINDS = ['service', 'parts', 'wiring', 'operator'];

/** How often the jobs are read again while one is running (the files' progress moves as the importer writes). */
const LIVE_MS = 3000;

function ImportJobs({ api }: { api: AdminApi }) {
  const [jobs, refresh] = useLoad(() => api.importJobs(), []);
  const running = jobs.state === 'ready' && jobs.value.some((job) => job.state === 'running');
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(refresh, LIVE_MS);
    return () => clearInterval(timer);
  }, [running, refresh]);
  return (
    <section className="ff-card" aria-labelledby="ac-jobs-title">
      <div className="ff-card__head">
        <h2 id="ac-jobs-title">Import jobs</h2>
        <button type="button" className="ff-btn ff-btn--small" onClick={refresh}>
          Refresh
        </button>
      </div>
      <Loaded load={jobs} retry={refresh}>
        {(list) =>
          list.length === 0 ? (
            <Empty title="No imports yet." />
          ) : (
            <ul className="ff-list">
              {list.map((job) => {
                const files = job.import_job_files;
                const done = files.filter((file) => file.state === 'done').length;
                return (
                  <li key={job.id} className="ac-job">
                    <div className="ff-spread">
                      <strong className="ff-mono">{job.source}</strong>
                      <span className={`ff-pill ${job.state === 'done' ? 'ff-pill--success' : 'ff-pill--info'}`}>
                        {job.state === 'done' ? 'Finished' : 'Running'}
                      </span>
                    </div>
                    <div className="ff-progress">
                      <div className="ff-progress__label">
                        <span>Files</span>
                        <span>
                          {done} / {files.length}
                        </span>
                      </div>
                      <div
                        className="ff-progress__track"
                        role="progressbar"
                        aria-label={`Files imported by the job from ${job.source}`}
                        aria-valuemin={0}
                        aria-valuemax={files.length}
                        aria-valuenow={done}
                      >
                        <div
                          className="ff-progress__fill"
                          style={{ width: `${files.length ? Math.round((done / files.length) * 100) : 0}%` }}
                        />
                      </div>
                    </div>
                    <p className="ff-muted">
                      Started {when(job.created_at)}
                      {job.finished_at ? ` · finished ${when(job.finished_at)}` : ''} ·{' '}
                      {files.reduce((n, file) => n + (file.outcome?.codes ?? 0), 0)} codes found
                    </p>
                  </li>
                );
              })}
            </ul>
          )
        }
      </Loaded>
    </section>
  );
}

export function ManualsView({ api, query }: { api: AdminApi; query: string }) {
  const runtime = useRuntime();
  const [typed, setTyped] = useState(query);
  const [filters, setFilters] = useState<ManualFilters>({ q: query, brand: '', kind: '', tier: '' });
  const [cursors, setCursors] = useState<Array<ManualRow | null>>([null]);
  const [brands] = useLoad(() => api.options('brands'), []);
  const after = cursors[cursors.length - 1] ?? null;
  const current = { ...filters, q: query };
  const [list, refresh] = useLoad(() => api.manuals(current, after), [query, filters.brand, filters.kind, filters.tier, after]);
  const rows = list.state === 'ready' ? list.value : [];
  const change = (patch: Partial<ManualFilters>) => {
    setFilters({ ...filters, ...patch });
    setCursors([null]);
  };
  // The title filter is the page's `?q=`: a link or a reload shows the same list.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setCursors([null]);
    void runtime.services.navigation.navigate({ kind: 'path', path: adminHref('manuals', { q: typed.trim() }) });
  };
  const select = (id: string, label: string, value: string, options: Array<[string, string]>, key: keyof ManualFilters) => (
    <div className="ff-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="ff-input" value={value} onChange={(event) => change({ [key]: event.target.value })}>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <>
      <section className="ff-card" aria-labelledby="ac-manuals-title">
        <h2 id="ac-manuals-title">Manuals</h2>
        <form className="ff-search" role="search" onSubmit={submit}>
          <label className="ff-sr" htmlFor="ac-manuals-q">
            Title contains
          </label>
          <input
            id="ac-manuals-q"
            className="ff-input"
            type="search"
            value={typed}
            maxLength={200}
            placeholder="Title contains…"
            onChange={(event) => setTyped(event.target.value)}
          />
          <button type="submit" className="ff-btn ff-btn--primary">
            Filter
          </button>
        </form>
        <div className="ac-filters">
          {select(
            'ac-manuals-brand',
            'Brand',
            filters.brand,
            [['', 'All brands'], ...(brands.state === 'ready' ? brands.value.map((b): [string, string] => [b.id, b.name]) : [])],
            'brand',
          )}
          {select(
            'ac-manuals-kind',
            'Kind',
            filters.kind,
            [['', 'Any kind'], ...KINDS.map((kind): [string, string] => [kind, kind])],
            'kind',
          )}
          {select(
            'ac-manuals-tier',
            'Tier',
            filters.tier,
            [
              ['', 'Any tier'],
              ['free', 'Free'],
              ['premium', 'Premium'],
            ],
            'tier',
          )}
        </div>
        <Loaded load={list} retry={refresh}>
          {(manuals) =>
            manuals.length === 0 ? (
              <Empty title={query ? `No manual’s title contains “${query}”.` : 'No manuals match these filters.'} />
            ) : (
              <div className="ff-table-wrap">
                <table className="ff-table">
                  <thead>
                    <tr>
                      <th scope="col">Title</th>
                      <th scope="col">Brand</th>
                      <th scope="col">Kind</th>
                      <th scope="col">Tier</th>
                      <th scope="col" className="ff-num">
                        Pages
                      </th>
                      <th scope="col">Revision</th>
                      <th scope="col">Updated</th>
                    </tr>
                  </thead>
                  <tbody>
                    {manuals.map((manual) => (
                      <tr key={manual.id}>
                        <td data-label="Title" className="ff-primary">
                          <a className="ff-link" href={`/manual?manual=${manual.id}`}>
                            {manual.title}
                          </a>
                        </td>
                        <td data-label="Brand">{manual.brand_id}</td>
                        <td data-label="Kind">{manual.kind}</td>
                        <td data-label="Tier">
                          <span className={`ff-pill ${manual.tier === 'premium' ? 'ff-pill--warning' : 'ff-pill--success'}`}>
                            {manual.tier}
                          </span>
                        </td>
                        <td data-label="Pages" className="ff-num">
                          {manual.page_count}
                        </td>
                        <td data-label="Revision">{manual.revision}</td>
                        <td data-label="Updated">{day(manual.updated_at)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )
          }
        </Loaded>
        <Pager
          page={cursors.length}
          more={rows.length === PAGE_SIZE}
          first={() => setCursors([null])}
          next={() => setCursors([...cursors, rows[rows.length - 1] ?? null])}
        />
      </section>
      <ImportJobs api={api} />
    </>
  );
}
