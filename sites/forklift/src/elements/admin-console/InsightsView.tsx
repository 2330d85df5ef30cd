/**
 * /admin/insights: the content team's to-do list — searches that found nothing (query, how often, by how many
 * people, last seen), diagnoses refused and answers marked as not fixing the fault, and the early-access sign-ups per
 * brand with a CSV export. Counts only: nobody is named but in the sign-ups people gave their address for.
 */
import { useState } from 'react';
import type { AdminApi } from './admin-api';
import { PAGE_SIZE } from './admin-api';
import { downloadCsv, toCsv } from './csv';
import { adminMessage } from './messages';
import type { EarlyAccess } from './types';
import { Empty, ErrorNote, Loaded, Pager, day, useLoad, when } from './ui';

const PERIODS = [7, 30, 90] as const;

function EarlyAccessList({ api }: { api: AdminApi }) {
  const [brand, setBrand] = useState('');
  const [cursors, setCursors] = useState<Array<EarlyAccess | null>>([null]);
  const [exporting, setExporting] = useState(false);
  const [error, setError] = useState('');
  const after = cursors[cursors.length - 1] ?? null;
  const [list, refresh] = useLoad(() => api.earlyAccess(brand, after), [brand, after]);
  const [brands] = useLoad(() => api.options('brands'), []);
  const rows = list.state === 'ready' ? list.value : [];
  // The export walks the same keyset a page at a time (500 rows a call), so a long list never becomes one query.
  const exportCsv = async () => {
    setExporting(true);
    setError('');
    try {
      const all: EarlyAccess[] = [];
      let last: EarlyAccess | null = null;
      for (;;) {
        const page: EarlyAccess[] = await api.earlyAccess(brand, last, 500);
        all.push(...page);
        if (page.length < 500) break;
        last = page[page.length - 1] ?? null;
      }
      downloadCsv(
        `early-access${brand ? `-${brand}` : ''}.csv`,
        toCsv(
          ['email', 'brand', 'signed_up'],
          all.map((row) => [row.email, row.brand_id ?? '', row.created_at]),
        ),
      );
    } catch (caught) {
      setError(adminMessage(caught));
    } finally {
      setExporting(false);
    }
  };
  return (
    <section className="ff-card" aria-labelledby="ac-early-title">
      <div className="ff-card__head">
        <h2 id="ac-early-title">Early-access sign-ups</h2>
        <div className="ac-filters">
          <div className="ff-field">
            <label htmlFor="ac-early-brand">Brand</label>
            <select
              id="ac-early-brand"
              className="ff-input"
              value={brand}
              onChange={(event) => {
                setBrand(event.target.value);
                setCursors([null]);
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
          <button type="button" className="ff-btn" onClick={() => void exportCsv()} disabled={exporting} aria-busy={exporting}>
            {exporting ? 'Exporting…' : 'Export CSV'}
          </button>
        </div>
      </div>
      {error ? <ErrorNote message={error} /> : null}
      <Loaded load={list} retry={refresh}>
        {(entries) =>
          entries.length === 0 ? (
            <Empty title="No sign-ups yet." />
          ) : (
            <div className="ff-table-wrap">
              <table className="ff-table">
                <thead>
                  <tr>
                    <th scope="col">E-mail</th>
                    <th scope="col">Brand</th>
                    <th scope="col">Signed up</th>
                  </tr>
                </thead>
                <tbody>
                  {entries.map((entry) => (
                    <tr key={entry.id}>
                      <td data-label="E-mail" className="ff-primary">
                        {entry.email}
                      </td>
                      <td data-label="Brand">{entry.brand_id ?? 'Any'}</td>
                      <td data-label="Signed up">{day(entry.created_at)}</td>
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
  );
}

export function InsightsView({ api }: { api: AdminApi }) {
  const [days, setDays] = useState<number>(30);
  const [misses, refreshMisses] = useLoad(() => api.searchMisses(days), [days]);
  const [diagnoses, refreshDiagnoses] = useLoad(() => api.diagnosisInsights(days), [days]);
  return (
    <>
      <div className="ac-filters" role="group" aria-label="Period">
        {PERIODS.map((period) => (
          <button
            key={period}
            type="button"
            className={`ff-btn ff-btn--small ${days === period ? 'ff-btn--primary' : ''}`}
            aria-pressed={days === period}
            onClick={() => setDays(period)}
          >
            Last {period} days
          </button>
        ))}
      </div>
      <section className="ff-card" aria-labelledby="ac-misses-title">
        <h2 id="ac-misses-title">Searches that found nothing</h2>
        <Loaded load={misses} retry={refreshMisses}>
          {(rows) =>
            rows.length === 0 ? (
              <Empty title="Every search found something in this period." />
            ) : (
              <div className="ff-table-wrap">
                <table className="ff-table">
                  <thead>
                    <tr>
                      <th scope="col">Search</th>
                      <th scope="col">Brand</th>
                      <th scope="col" className="ff-num">
                        Times
                      </th>
                      <th scope="col" className="ff-num">
                        People
                      </th>
                      <th scope="col">Last seen</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((row) => (
                      <tr key={`${row.query}|${row.brand_id ?? ''}`}>
                        <td data-label="Search" className="ff-primary">
                          {row.query}
                        </td>
                        <td data-label="Brand">{row.brand_id ?? 'All brands'}</td>
                        <td data-label="Times" className="ff-num">
                          {row.misses}
                        </td>
                        <td data-label="People" className="ff-num">
                          {row.people}
                        </td>
                        <td data-label="Last seen">{when(row.last_seen)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )
          }
        </Loaded>
      </section>
      <section className="ff-card" aria-labelledby="ac-diag-title">
        <h2 id="ac-diag-title">Diagnoses that could not help</h2>
        <Loaded load={diagnoses} retry={refreshDiagnoses}>
          {(rows) =>
            rows.length === 0 ? (
              <Empty title="No refused or unhelpful diagnoses in this period." />
            ) : (
              <div className="ff-table-wrap">
                <table className="ff-table">
                  <thead>
                    <tr>
                      <th scope="col">Kind</th>
                      <th scope="col">Brand and code</th>
                      <th scope="col">Reason or code title</th>
                      <th scope="col" className="ff-num">
                        Times
                      </th>
                      <th scope="col">Last seen</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((row, index) => (
                      <tr key={index}>
                        <td data-label="Kind" className="ff-primary">
                          <span className={`ff-pill ${row.kind === 'refused' ? 'ff-pill--warning' : 'ff-pill--danger'}`}>
                            {row.kind === 'refused' ? 'Refused' : 'Did not fix'}
                          </span>
                        </td>
                        <td data-label="Brand and code">
                          {row.brand_id} <span className="ff-mono">{row.code || '(symptoms only)'}</span>
                        </td>
                        <td data-label="Reason">{row.reason || '—'}</td>
                        <td data-label="Times" className="ff-num">
                          {row.total}
                        </td>
                        <td data-label="Last seen">{when(row.last_seen)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )
          }
        </Loaded>
      </section>
      <EarlyAccessList api={api} />
    </>
  );
}
