/**
 * /admin/audit: every operator write, newest first, a page at a time from the server; filtered by table, action and
 * the operator's e-mail; each entry opens to the fields it changed (before → after) and the reason given.
 */
import { useState, type FormEvent } from 'react';
import type { AdminApi, AuditFilters } from './admin-api';
import { PAGE_SIZE } from './admin-api';
import type { AuditEntry } from './types';
import { Empty, Loaded, Pager, useLoad, when } from './ui';

const TABLES = ['custom_user_roles', 'code_extractions', 'error_codes', 'error_code_details', 'brands', 'manuals', 'diagnostics_settings'];
const TABLE_LABEL: Record<string, string> = {
  custom_user_roles: 'Member roles',
  code_extractions: 'Extracted codes',
  error_codes: 'Codes',
  error_code_details: 'Code details',
  brands: 'Brands',
  manuals: 'Manuals',
  diagnostics_settings: 'Diagnostics limits',
};

const show = (value: unknown): string => (value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value));

/** The fields an entry changed: every field of an insert or delete, only the differing ones of an update. */
export function changedFields(entry: Pick<AuditEntry, 'before' | 'after'>): Array<[string, string, string]> {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => [key, entry.before ? show(before[key]) : '—', entry.after ? show(after[key]) : '—']);
}

function Entry({ entry }: { entry: AuditEntry }) {
  const fields = changedFields(entry);
  return (
    <details className="ac-audit">
      <summary>
        <span
          className={`ff-pill ${entry.action === 'delete' ? 'ff-pill--danger' : entry.action === 'insert' ? 'ff-pill--success' : 'ff-pill--info'}`}
        >
          {entry.action}
        </span>{' '}
        <strong>{TABLE_LABEL[entry.table_name] ?? entry.table_name}</strong>{' '}
        {entry.subject ? <span>{entry.subject}</span> : <span className="ff-mono ff-muted">{entry.row_key}</span>}
        <span className="ac-audit__who">
          {entry.actor_email ?? entry.actor_id} · {when(entry.at)}
        </span>
        {entry.reason ? <span className="ac-audit__reason">“{entry.reason}”</span> : null}
      </summary>
      <div className="ff-table-wrap">
        <table className="ff-table">
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Before</th>
              <th scope="col">After</th>
            </tr>
          </thead>
          <tbody>
            {fields.map(([key, from, to]) => (
              <tr key={key}>
                <td data-label="Field" className="ff-mono">
                  {key}
                </td>
                <td data-label="Before" className="ac-value">
                  {from}
                </td>
                <td data-label="After" className="ac-value">
                  {to}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

export function AuditView({ api }: { api: AdminApi }) {
  const [draft, setDraft] = useState<AuditFilters>({ table: '', action: '', actor: '' });
  const [filters, setFilters] = useState<AuditFilters>(draft);
  const [cursors, setCursors] = useState<Array<number | null>>([null]);
  const before = cursors[cursors.length - 1] ?? null;
  const [entries, refresh] = useLoad(() => api.audit(filters, before), [filters, before]);
  const rows = entries.state === 'ready' ? entries.value : [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ ...draft, actor: draft.actor.trim() });
    setCursors([null]);
  };
  return (
    <section className="ff-card" aria-labelledby="ac-audit-title">
      <h2 id="ac-audit-title">Operator writes</h2>
      <form className="ac-filters" onSubmit={submit} aria-label="Filter the audit log">
        <div className="ff-field">
          <label htmlFor="ac-audit-table">What</label>
          <select
            id="ac-audit-table"
            className="ff-input"
            value={draft.table}
            onChange={(event) => setDraft({ ...draft, table: event.target.value })}
          >
            <option value="">Everything</option>
            {TABLES.map((table) => (
              <option key={table} value={table}>
                {TABLE_LABEL[table]}
              </option>
            ))}
          </select>
        </div>
        <div className="ff-field">
          <label htmlFor="ac-audit-action">Action</label>
          <select
            id="ac-audit-action"
            className="ff-input"
            value={draft.action}
            onChange={(event) => setDraft({ ...draft, action: event.target.value })}
          >
            <option value="">Any</option>
            <option value="insert">Added</option>
            <option value="update">Changed</option>
            <option value="delete">Removed</option>
          </select>
        </div>
        <div className="ff-field">
          <label htmlFor="ac-audit-actor">Operator’s e-mail</label>
          <input
            id="ac-audit-actor"
            className="ff-input"
            type="email"
            value={draft.actor}
            maxLength={320}
            onChange={(event) => setDraft({ ...draft, actor: event.target.value })}
          />
        </div>
        <button type="submit" className="ff-btn ff-btn--primary">
          Filter
        </button>
      </form>
      <Loaded load={entries} retry={refresh}>
        {(list) =>
          list.length === 0 ? (
            <Empty title="No operator writes match." />
          ) : (
            <div className="ac-audit-list">
              {list.map((entry) => (
                <Entry key={entry.id} entry={entry} />
              ))}
            </div>
          )
        }
      </Loaded>
      <Pager
        page={cursors.length}
        more={rows.length === PAGE_SIZE}
        first={() => setCursors([null])}
        next={() => setCursors([...cursors, rows[rows.length - 1]?.id ?? null])}
      />
    </section>
  );
}
