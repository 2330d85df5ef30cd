/**
 * The team page: create an organization (its creator owns it); its members (owners and managers change roles and
 * remove, an owner's row and the owner role only by owners); invitations by e-mail to the four roles with what each
 * does (owners and managers send and revoke; the invited person gets a link from the mailbox); invitations waiting
 * for me. The database refuses the same things (0140); the page only leaves out what the member may not do.
 */
import { useState, type FormEvent } from 'react';
import type { ElementProps } from '@kit/runtime-react';
import { FLEET_ROLES, ROLE_DESCRIPTION, ROLE_LABEL, runsTheFleet, type FleetRole } from '../../fleets/roles';
import { FleetGateSignedIn, OrgBar } from '../fleet-common/FleetGate';
import { day } from '../fleet-common/format';
import { PendingInvitations } from '../fleet-common/PendingInvitations';
import type { Invitation, Member, Organization, Role } from '../fleet-common/types';
import { Empty, ErrorNote, Field, Loading, Note, Pill } from '../fleet-common/ui';
import { asFleetError, useFleet, useLoad, type FleetState } from '../fleet-common/use-fleet';

/** The roles a member of this role may give (to an invitation or a member): owners every one, managers all but owner. */
const givableRoles = (mine: FleetRole): readonly FleetRole[] =>
  mine === 'owner' ? FLEET_ROLES : runsTheFleet(mine) ? FLEET_ROLES.filter((role) => role !== 'owner') : [];

function CreateOrganization({ fleet, first }: { fleet: FleetState; first: boolean }) {
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError('Give the organization a name, e.g. your company or depot.');
    setBusy(true);
    setError('');
    try {
      const created = await fleet.api.createOrganization(name.trim());
      fleet.choose(created.id);
      fleet.reload();
      setName('');
    } catch (caught) {
      setError(asFleetError(caught).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="ff-card" aria-labelledby="ff-create-org">
      <div>
        <h2 id="ff-create-org">{first ? 'Create your organization' : 'Create another organization'}</h2>
        <p className="ff-muted">You become its owner: you add trucks, invite your team and decide who does what.</p>
      </div>
      <form className="ff-form" onSubmit={(event) => void submit(event)} noValidate>
        <Field id="ff-org-name" label="Organization name">
          <input
            className="ff-input"
            id="ff-org-name"
            value={name}
            maxLength={120}
            autoComplete="organization"
            placeholder="e.g. Northside Logistics"
            aria-invalid={error !== ''}
            onChange={(event) => setName(event.target.value)}
          />
        </Field>
        {error ? <ErrorNote error={error} /> : null}
        <div className="ff-actions">
          <button type="submit" className="ff-btn ff-btn--primary" disabled={busy} aria-busy={busy}>
            {busy ? 'Creating…' : 'Create organization'}
          </button>
        </div>
      </form>
    </section>
  );
}

function Members({ fleet, organization }: { fleet: FleetState; organization: Organization }) {
  const manager = runsTheFleet(organization.role);
  const givable = givableRoles(organization.role);
  // An owner's row is the owners' to change or remove.
  const mayChange = (member: Member) => manager && member.user_id !== fleet.user?.id && givable.includes(member.role);
  const [load, refresh] = useLoad<Member[]>(() => fleet.api.members(organization.organization_id), [organization.organization_id]);
  const [error, setError] = useState('');
  const act = async (run: () => Promise<unknown>) => {
    setError('');
    try {
      await run();
      refresh();
    } catch (caught) {
      setError(asFleetError(caught).message);
    }
  };
  return (
    <section className="ff-card" aria-labelledby="ff-members">
      <div className="ff-card__head">
        <h2 id="ff-members">Members</h2>
        {load.state === 'ready' ? (
          <span className="ff-muted">{load.value.length === 1 ? '1 member' : `${load.value.length} members`}</span>
        ) : null}
      </div>
      {load.state === 'loading' ? <Loading /> : null}
      {load.state === 'error' ? <ErrorNote error={load.error} retry={refresh} /> : null}
      {load.state === 'ready' ? (
        <div className="ff-table-wrap">
          <table className="ff-table">
            <thead>
              <tr>
                <th scope="col">E-mail</th>
                <th scope="col">Role</th>
                <th scope="col">Joined</th>
                {manager ? <th scope="col">Actions</th> : null}
              </tr>
            </thead>
            <tbody>
              {load.value.map((member) => {
                const me = member.user_id === fleet.user?.id;
                return (
                  <tr key={member.user_id}>
                    <td data-label="E-mail" className="ff-primary">
                      {member.email}
                      {me ? <span className="ff-muted"> (you)</span> : null}
                    </td>
                    <td data-label="Role">
                      {mayChange(member) ? (
                        <select
                          className="ff-input"
                          aria-label={`Role of ${member.email}`}
                          value={member.role}
                          onChange={(event) =>
                            void act(() => fleet.api.setRole(organization.organization_id, member.user_id, event.target.value as Role))
                          }
                        >
                          {givable.map((role) => (
                            <option key={role} value={role}>
                              {ROLE_LABEL[role]}
                            </option>
                          ))}
                        </select>
                      ) : (
                        <Pill tone={runsTheFleet(member.role) ? 'info' : 'plain'}>{ROLE_LABEL[member.role]}</Pill>
                      )}
                    </td>
                    <td data-label="Joined" className="ff-nowrap">
                      {day(member.joined_at)}
                    </td>
                    {manager ? (
                      <td data-label="Actions">
                        {!mayChange(member) ? (
                          <span className="ff-muted">—</span>
                        ) : (
                          <button
                            type="button"
                            className="ff-btn ff-btn--small ff-btn--danger"
                            onClick={() => {
                              if (window.confirm(`Remove ${member.email} from ${organization.name}?`))
                                void act(() => fleet.api.removeMember(organization.organization_id, member.user_id));
                            }}
                          >
                            Remove
                          </button>
                        )}
                      </td>
                    ) : null}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
      {error ? <ErrorNote error={error} /> : null}
      {manager ? null : <p className="ff-muted">Owners and fleet managers invite, remove and change the roles of members.</p>}
      <details className="ff-more">
        <summary>What each role does</summary>
        <ul className="ff-list">
          {FLEET_ROLES.map((role) => (
            <li key={role}>{ROLE_DESCRIPTION[role]}</li>
          ))}
        </ul>
      </details>
    </section>
  );
}

function Invitations({ fleet, organization }: { fleet: FleetState; organization: Organization }) {
  const [load, refresh] = useLoad<Invitation[]>(() => fleet.api.invitations(organization.organization_id), [organization.organization_id]);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('technician');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [sent, setSent] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent('');
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) return setError('Enter the e-mail address of the person to invite.');
    setBusy(true);
    setError('');
    try {
      const invited = await fleet.api.invite(organization.organization_id, email.trim(), role);
      setSent(`Invitation sent to ${invited.email}. The link in the e-mail works for 7 days.`);
      setEmail('');
      refresh();
    } catch (caught) {
      setError(asFleetError(caught).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="ff-card" aria-labelledby="ff-invite">
      <div>
        <h2 id="ff-invite">Invite by e-mail</h2>
        <p className="ff-muted">
          They get a link to join {organization.name}. New to LiftFix? They create an account with that address first.
        </p>
      </div>
      <form className="ff-form" onSubmit={(event) => void submit(event)} noValidate>
        <div className="ff-fields ff-fields--1">
          <Field id="ff-invite-email" label="E-mail address">
            <input
              className="ff-input"
              id="ff-invite-email"
              type="email"
              autoComplete="off"
              value={email}
              placeholder="technician@example.com"
              aria-invalid={error !== ''}
              onChange={(event) => setEmail(event.target.value)}
            />
          </Field>
          <Field id="ff-invite-role" label="Role">
            <select className="ff-input" id="ff-invite-role" value={role} onChange={(event) => setRole(event.target.value as Role)}>
              {givableRoles(organization.role).map((choice) => (
                <option key={choice} value={choice}>
                  {ROLE_DESCRIPTION[choice]}
                </option>
              ))}
            </select>
          </Field>
        </div>
        {error ? <ErrorNote error={error} /> : null}
        {sent ? <Note tone="success">{sent}</Note> : null}
        <div className="ff-actions">
          <button type="submit" className="ff-btn ff-btn--primary" disabled={busy} aria-busy={busy}>
            {busy ? 'Sending…' : 'Send invitation'}
          </button>
        </div>
      </form>
      <h3>Pending invitations</h3>
      {load.state === 'loading' ? <Loading /> : null}
      {load.state === 'error' ? <ErrorNote error={load.error} retry={refresh} /> : null}
      {load.state === 'ready' && load.value.length === 0 ? <p className="ff-muted">No invitations waiting.</p> : null}
      {load.state === 'ready' && load.value.length > 0 ? (
        <ul className="ff-list">
          {load.value.map((invitation) => {
            const expired = new Date(invitation.expires_at).getTime() < Date.now();
            return (
              <li key={invitation.id}>
                <div className="ff-spread">
                  <div>
                    <p>
                      <strong>{invitation.email}</strong> · {ROLE_LABEL[invitation.role]}
                    </p>
                    <p className="ff-muted">
                      {expired
                        ? `Expired ${day(invitation.expires_at)}`
                        : `Sent ${day(invitation.created_at)} · expires ${day(invitation.expires_at)}`}
                    </p>
                  </div>
                  <button
                    type="button"
                    className="ff-btn ff-btn--small"
                    aria-label={`Revoke the invitation of ${invitation.email}`}
                    onClick={() =>
                      void fleet.api
                        .revokeInvitation(invitation.id)
                        .then(refresh, (caught: unknown) => setError(asFleetError(caught).message))
                    }
                  >
                    Revoke
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}

export function FleetTeam({ className }: ElementProps<Record<string, unknown>>) {
  const fleet = useFleet();
  const [another, setAnother] = useState(false);
  return (
    <div className={`ff ${className ?? ''}`}>
      <FleetGateSignedIn fleet={fleet}>
        <PendingInvitations fleet={fleet} />
        {fleet.organization ? (
          <>
            <OrgBar fleet={fleet}>
              <button type="button" className="ff-btn ff-btn--small" aria-expanded={another} onClick={() => setAnother((open) => !open)}>
                {another ? 'Close' : 'New organization'}
              </button>
            </OrgBar>
            {another ? <CreateOrganization fleet={fleet} first={false} /> : null}
            <div className="ff-cols">
              <div>
                <Members fleet={fleet} organization={fleet.organization} />
              </div>
              <div>
                {runsTheFleet(fleet.organization.role) ? (
                  <Invitations fleet={fleet} organization={fleet.organization} />
                ) : (
                  <Empty title="Invitations">Ask an owner or a fleet manager of {fleet.organization.name} to invite colleagues.</Empty>
                )}
              </div>
            </div>
          </>
        ) : (
          <CreateOrganization fleet={fleet} first />
        )}
      </FleetGateSignedIn>
    </div>
  );
}
