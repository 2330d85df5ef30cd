/**
 * /admin/members: find a member by the start of their e-mail (a page at a time, from the server), then see their
 * roles, entitlements (until when) and diagnoses; grant or revoke a role or a brand plan with a reason (audited).
 */
import { useEffect, useState, type FormEvent } from 'react';
import type { AdminApi } from './admin-api';
import { PAGE_SIZE } from './admin-api';
import { adminMessage } from './messages';
import type { MemberRow } from './types';
import { Empty, ErrorNote, Loaded, Note, Pager, day, useLoad, when } from './ui';

/** A brand id as its name is written ("c-monarch" → "C-Monarch"). */
const brandName = (id: string): string =>
  id
    .split('-')
    .map((part) => (part.length === 1 ? part.toUpperCase() : part.charAt(0).toUpperCase() + part.slice(1)))
    .join('-');

/** A role's name as an operator reads it. */
export function roleLabel(name: string): string {
  if (name === 'admin') return 'Operator (admin)';
  if (name === 'all-access') return 'All brands';
  if (name === 'freemium') return 'Free account';
  if (name.endsWith('-premium')) return `${brandName(name.slice(0, -'-premium'.length))} plan`;
  return name;
}

function AccessForm({ api, member, onDone }: { api: AdminApi; member: MemberRow; onDone: () => void }) {
  const [roles] = useLoad(() => api.roles(), []);
  const [role, setRole] = useState('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const act = async (grant: boolean, name: string) => {
    if (!name) return setError('Choose a role or plan.');
    if (!reason.trim()) return setError('Give a reason: it is kept in the audit log.');
    setBusy(true);
    setError('');
    setDone('');
    try {
      const changed = grant ? await api.grantRole(member.user_id, name, reason) : await api.revokeRole(member.user_id, name, reason);
      setDone(
        changed
          ? `${grant ? 'Granted' : 'Revoked'}: ${roleLabel(name)}.`
          : `${member.email} ${grant ? 'already has' : 'does not have'} ${roleLabel(name)}.`,
      );
      setReason('');
      onDone();
    } catch (caught) {
      setError(adminMessage(caught));
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void act(true, role);
  };
  const available = roles.state === 'ready' ? roles.value.filter((entry) => !member.roles.includes(entry.name)) : [];
  return (
    <div className="ac-stack">
      <h3>Roles and plans</h3>
      {member.roles.length === 0 ? (
        <p className="ff-muted">No roles.</p>
      ) : (
        <ul className="ac-roles">
          {member.roles.map((name) => (
            <li key={name}>
              <span className="ff-pill">{roleLabel(name)}</span>
              <button
                type="button"
                className="ff-btn ff-btn--small ff-btn--danger"
                disabled={busy}
                onClick={() => void act(false, name)}
                aria-label={`Revoke ${roleLabel(name)} from ${member.email}`}
              >
                Revoke
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="ff-form" onSubmit={submit} noValidate aria-label={`Change access of ${member.email}`}>
        <div className="ff-fields">
          <div className="ff-field">
            <label htmlFor="ac-grant-role">Grant</label>
            <select id="ac-grant-role" className="ff-input" value={role} onChange={(event) => setRole(event.target.value)}>
              <option value="">Choose a role or plan…</option>
              {available.map((entry) => (
                <option key={entry.id} value={entry.name}>
                  {roleLabel(entry.name)}
                </option>
              ))}
            </select>
          </div>
          <div className="ff-field ff-field--wide">
            <label htmlFor="ac-grant-reason">Reason (kept in the audit log; also used when you revoke)</label>
            <input
              id="ac-grant-reason"
              className="ff-input"
              value={reason}
              maxLength={500}
              placeholder="e.g. Dealer trial agreed by phone"
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
        </div>
        {error ? <ErrorNote message={error} /> : null}
        {done ? <Note tone="success">{done}</Note> : null}
        <div className="ff-actions">
          <button type="submit" className="ff-btn ff-btn--primary" disabled={busy} aria-busy={busy}>
            {busy ? 'Saving…' : 'Grant'}
          </button>
        </div>
      </form>
    </div>
  );
}

function MemberDetail({ api, member, onChanged }: { api: AdminApi; member: MemberRow; onChanged: () => void }) {
  return (
    <section className="ff-card" aria-labelledby="ac-member-title">
      <div className="ff-card__head">
        <h2 id="ac-member-title" tabIndex={-1}>
          {member.email}
        </h2>
        <span className="ff-muted">
          Joined {day(member.created_at)} · last sign-in {when(member.last_sign_in_at)} · {member.diagnoses} diagnoses
        </span>
      </div>
      <AccessForm api={api} member={member} onDone={onChanged} />
      <div className="ac-stack">
        <h3>Purchases and entitlements</h3>
        {member.entitlements.length === 0 ? (
          <p className="ff-muted">No purchases.</p>
        ) : (
          <div className="ff-table-wrap">
            <table className="ff-table">
              <thead>
                <tr>
                  <th scope="col">Plan</th>
                  <th scope="col">Status</th>
                  <th scope="col">Access until</th>
                  <th scope="col">Bought</th>
                  <th scope="col">Payment</th>
                </tr>
              </thead>
              <tbody>
                {member.entitlements.map((entry) => (
                  <tr key={entry.id}>
                    <td data-label="Plan" className="ff-primary">
                      {entry.product}
                    </td>
                    <td data-label="Status">
                      <span className={`ff-pill ${entry.active ? 'ff-pill--success' : 'ff-pill--warning'}`}>
                        {entry.active ? 'Active' : 'Ended'} · {entry.status}
                      </span>
                    </td>
                    <td data-label="Access until">
                      {entry.active && !entry.accessUntil ? 'While paid' : when(entry.accessUntil ?? entry.periodEnd)}
                    </td>
                    <td data-label="Bought">{day(entry.createdAt)}</td>
                    <td data-label="Payment" className="ff-mono">
                      {entry.sourceId}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </section>
  );
}

export function MembersView({ api }: { api: AdminApi }) {
  const [typed, setTyped] = useState('');
  const [email, setEmail] = useState('');
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  const [selected, setSelected] = useState<string | null>(null);
  const after = cursors[cursors.length - 1] ?? null;
  const [list, refresh] = useLoad(() => api.members(email, after), [email, after]);
  // Choosing a member moves focus (and the view) to their details: on a phone they sit below the whole list.
  useEffect(() => {
    if (selected) document.getElementById('ac-member-title')?.focus();
  }, [selected]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setEmail(typed.trim());
    setCursors([null]);
    setSelected(null);
  };
  const rows = list.state === 'ready' ? list.value : [];
  const chosen = rows.find((row) => row.user_id === selected);
  return (
    <>
      <section className="ff-card" aria-labelledby="ac-members-title">
        <h2 id="ac-members-title">Find a member</h2>
        <form className="ff-search" role="search" onSubmit={submit}>
          <label className="ff-sr" htmlFor="ac-member-email">
            E-mail starts with
          </label>
          <input
            id="ac-member-email"
            className="ff-input"
            type="search"
            value={typed}
            maxLength={320}
            placeholder="E-mail, or its beginning"
            autoComplete="off"
            onChange={(event) => setTyped(event.target.value)}
          />
          <button type="submit" className="ff-btn ff-btn--primary">
            Find
          </button>
        </form>
        <Loaded load={list} retry={refresh}>
          {(members) =>
            members.length === 0 ? (
              <Empty title={email ? `No member’s e-mail starts with “${email}”.` : 'No members yet.'} />
            ) : (
              <div className="ff-table-wrap">
                <table className="ff-table">
                  <thead>
                    <tr>
                      <th scope="col">E-mail</th>
                      <th scope="col">Roles</th>
                      <th scope="col">Plans</th>
                      <th scope="col" className="ff-num">
                        Diagnoses
                      </th>
                      <th scope="col">Joined</th>
                    </tr>
                  </thead>
                  <tbody>
                    {members.map((member) => (
                      <tr key={member.user_id} className={member.user_id === selected ? 'ac-row--selected' : undefined}>
                        <td data-label="E-mail" className="ff-primary">
                          <button
                            type="button"
                            className="ff-link-btn ac-row-btn"
                            aria-pressed={member.user_id === selected}
                            onClick={() => setSelected(member.user_id)}
                          >
                            {member.email}
                          </button>
                        </td>
                        <td data-label="Roles">{member.roles.map(roleLabel).join(', ') || '—'}</td>
                        <td data-label="Plans">{member.entitlements.filter((entry) => entry.active).length} active</td>
                        <td data-label="Diagnoses" className="ff-num">
                          {member.diagnoses}
                        </td>
                        <td data-label="Joined">{day(member.created_at)}</td>
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
          next={() => setCursors([...cursors, rows[rows.length - 1]?.email ?? null])}
        />
      </section>
      {chosen ? <MemberDetail api={api} member={chosen} onChanged={refresh} /> : null}
    </>
  );
}
