// The organization bar (picker when the member belongs to several, their role, page actions) and the gate every
// fleet page renders through: loading, signed out, an error, or no organization yet (with pending invitations).
import type { ReactNode } from 'react';
import { ROLE_LABEL, runsTheFleet } from '../../fleets/roles';
import { FLEET_PATH } from './paths';
import { PendingInvitations } from './PendingInvitations';
import { Empty, ErrorNote, FleetLink, Loading, Pill } from './ui';
import type { FleetState } from './use-fleet';

/** The organization picker (only when the member belongs to several) and their role in it. */
export function OrgBar({ fleet, children }: { fleet: FleetState; children?: ReactNode }) {
  const { organizations, organization } = fleet;
  if (organizations.state !== 'ready' || !organization) return null;
  return (
    <div className="ff-orgbar">
      {organizations.value.length > 1 ? (
        <label className="ff-orgbar__pick">
          <span>Organization</span>
          <select className="ff-input" value={organization.organization_id} onChange={(event) => fleet.choose(event.target.value)}>
            {organizations.value.map((entry) => (
              <option key={entry.organization_id} value={entry.organization_id}>
                {entry.name}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <p className="ff-orgbar__name">{organization.name}</p>
      )}
      <Pill tone={runsTheFleet(organization.role) ? 'info' : 'plain'}>{ROLE_LABEL[organization.role]}</Pill>
      <div className="ff-orgbar__actions">{children}</div>
    </div>
  );
}

/** Loading, signed out, or the organizations failing to load; else `children`. */
export function FleetGateSignedIn({ fleet, children }: { fleet: FleetState; children: ReactNode }) {
  if (fleet.user === undefined) return <Loading />;
  if (fleet.user === null)
    return (
      <Empty title="Sign in to see your fleet.">
        <a
          className="ff-btn ff-btn--primary"
          href={`/login?_source=${encodeURIComponent(typeof window === 'undefined' ? '/fleet' : window.location.pathname + window.location.search)}`}
        >
          Sign in
        </a>
      </Empty>
    );
  if (fleet.organizations.state === 'loading') return <Loading label="Loading your fleet…" />;
  if (fleet.organizations.state === 'error') return <ErrorNote error={fleet.organizations.error} retry={fleet.reload} />;
  return <>{children}</>;
}

/** The signed-in gate, then "not in a fleet yet" (with invitations waiting); else `children(organization)`. */
export function FleetGate({
  fleet,
  children,
}: {
  fleet: FleetState;
  children: (organization: NonNullable<FleetState['organization']>) => ReactNode;
}) {
  return (
    <FleetGateSignedIn fleet={fleet}>
      {fleet.organization ? (
        children(fleet.organization)
      ) : (
        <>
          <PendingInvitations fleet={fleet} />
          <Empty title="You are not in a fleet yet.">
            <p>Create an organization for your trucks, or accept an invitation from your fleet manager.</p>
            <FleetLink className="ff-btn ff-btn--primary" href={`/${FLEET_PATH.team}`}>
              Set up a fleet
            </FleetLink>
          </Empty>
        </>
      )}
    </FleetGateSignedIn>
  );
}
