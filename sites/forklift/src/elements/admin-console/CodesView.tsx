/**
 * /admin/codes: the review queue of codes the importer read out of manuals (oldest first, a page at a time from the
 * server), filtered by state and brand; one code open beside the page image it came from, to correct, approve or
 * reject.
 */
import { useEffect, useState } from 'react';
import type { AdminApi } from './admin-api';
import { PAGE_SIZE } from './admin-api';
import { CodeEditor } from './CodeEditor';
import { PageImage } from './PageImage';
import type { Extraction, ReviewState } from './types';
import { Empty, Loaded, Note, Pager, day, useLoad } from './ui';

const STATES: Array<[ReviewState, string]> = [
  ['unreviewed', 'To review'],
  ['approved', 'Approved'],
  ['rejected', 'Rejected'],
];

export function CodesView({ api }: { api: AdminApi }) {
  const [state, setState] = useState<ReviewState>('unreviewed');
  const [brand, setBrand] = useState('');
  const [cursors, setCursors] = useState<Array<Extraction | null>>([null]);
  const [openId, setOpenId] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const after = cursors[cursors.length - 1] ?? null;
  const [queue, refresh] = useLoad(() => api.extractions(state, brand, after), [state, brand, after]);
  const [brands] = useLoad(() => api.options('brands'), []);
  const [systems] = useLoad(() => api.options('systems'), []);
  const rows = queue.state === 'ready' ? queue.value : [];
  const open = rows.find((row) => row.id === openId);
  // Opening a code moves focus (and the view) to it: on a phone it sits below the whole list.
  useEffect(() => {
    if (openId) document.getElementById('ac-code-open')?.focus();
  }, [openId]);
  const reset = () => {
    setCursors([null]);
    setOpenId(null);
  };
  return (
    <>
      <section className="ff-card" aria-labelledby="ac-queue-title">
        <div className="ff-card__head">
          <h2 id="ac-queue-title">Extracted codes</h2>
          <div className="ac-filters">
            <div className="ff-field">
              <label htmlFor="ac-codes-state">State</label>
              <select
                id="ac-codes-state"
                className="ff-input"
                value={state}
                onChange={(event) => {
                  setState(event.target.value as ReviewState);
                  reset();
                }}
              >
                {STATES.map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </div>
            <div className="ff-field">
              <label htmlFor="ac-codes-brand">Brand</label>
              <select
                id="ac-codes-brand"
                className="ff-input"
                value={brand}
                onChange={(event) => {
                  setBrand(event.target.value);
                  reset();
                }}
              >
                <option value="">All brands</option>
                {(brands.state === 'ready' ? brands.value : []).map((entry) => (
                  <option key={entry.id} value={entry.id}>
                    {entry.name}
                  </option>
                ))}
              </select>
            </div>
          </div>
        </div>
        {message ? <Note tone="success">{message}</Note> : null}
        <Loaded load={queue} retry={refresh}>
          {(list) =>
            list.length === 0 ? (
              <Empty
                title={
                  state === 'unreviewed' ? 'Nothing to review. Imported codes waiting for approval appear here.' : 'No codes in this state.'
                }
              />
            ) : (
              <div className="ff-table-wrap">
                <table className="ff-table">
                  <thead>
                    <tr>
                      <th scope="col">Code</th>
                      <th scope="col">Title</th>
                      <th scope="col">Manual and page</th>
                      <th scope="col">Read from</th>
                      <th scope="col">Found</th>
                    </tr>
                  </thead>
                  <tbody>
                    {list.map((row) => (
                      <tr key={row.id} className={row.id === openId ? 'ac-row--selected' : undefined}>
                        <td data-label="Code" className="ff-primary">
                          <button
                            type="button"
                            className="ff-link-btn ac-row-btn ff-mono"
                            aria-pressed={row.id === openId}
                            onClick={() => setOpenId(row.id)}
                          >
                            {row.code}
                          </button>
                        </td>
                        <td data-label="Title">{row.title}</td>
                        <td data-label="Manual and page">
                          {row.manuals?.title ?? 'Manual'}, p. {row.page_number}
                        </td>
                        <td data-label="Read from">
                          <span className={`ff-pill ${row.text_source === 'ocr' ? 'ff-pill--warning' : 'ff-pill--info'}`}>
                            {row.text_source === 'ocr' ? 'Scan (OCR)' : 'Text layer'} · {row.found_by}
                          </span>
                        </td>
                        <td data-label="Found">{day(row.created_at)}</td>
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
          first={reset}
          next={() => setCursors([...cursors, rows[rows.length - 1] ?? null])}
        />
      </section>
      {open ? (
        <section className="ff-card" aria-labelledby="ac-code-open">
          <div className="ff-card__head">
            <h2 id="ac-code-open" tabIndex={-1}>
              <span className="ff-mono">{open.code}</span> · {open.title}
            </h2>
            <span className="ff-muted">{open.held ? 'Held: not published until approved' : 'Published'}</span>
          </div>
          <div className="ac-split">
            {open.manuals ? (
              <PageImage api={api} objectPath={open.manuals.object_path} pageNumber={open.page_number} title={open.manuals.title} />
            ) : null}
            <CodeEditor
              key={open.id}
              api={api}
              extraction={open}
              systems={systems.state === 'ready' ? systems.value : []}
              onSaved={(text) => {
                if (text) setMessage(text);
                refresh();
              }}
            />
          </div>
        </section>
      ) : null}
    </>
  );
}
