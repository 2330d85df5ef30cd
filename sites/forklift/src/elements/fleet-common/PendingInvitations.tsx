// Invitations waiting for the signed-in member's e-mail address, each accepted with one click (a new user who signed
// up without opening the link finds them here).
import { useState } from 'react';
import { ROLE_IN_A_SENTENCE } from '../../fleets/roles';
import { day } from './format';
import type { MyInvitation } from './types';
import { ErrorNote } from './ui';
import { asFleetError, useLoad, type FleetState } from './use-fleet';

export function PendingInvitations({ fleet, onAccepted }: { fleet: FleetState; onAccepted?: (organizationId: string) => void }) {
  const [load, refresh] = useLoad<MyInvitation[]>(fleet.user ? () => fleet.api.myInvitations() : null, [fleet.user?.id]);
  const [busy, setBusy] = useState('');
  const [error, setError] = useState('');
  if (load.state !== 'ready' || load.value.length === 0) return null;
  const accept = async (invitation: MyInvitation) => {
    setBusy(invitation.id);
    setError('');
    try {
      const joined = await fleet.api.acceptInvitationById(invitation.id);
      fleet.choose(joined.organizationId);
      fleet.reload();
      refresh();
      onAccepted?.(joined.organizationId);
    } catch (caught) {
      setError(asFleetError(caught).message);
    } finally {
      setBusy('');
    }
  };
  return (
    <section className="ff-card" aria-label="Invitations for you">
      <h2>Invitations for you</h2>
      <ul className="ff-list">
        {load.value.map((invitation) => (
          <li key={invitation.id}>
            <div className="ff-spread">
              <div>
                <p>
                  <strong>{invitation.organizationName}</strong> — as {ROLE_IN_A_SENTENCE[invitation.role]}
                </p>
                <p className="ff-muted">
                  {invitation.invitedByEmail ? `Invited by ${invitation.invitedByEmail} · ` : ''}expires {day(invitation.expiresAt)}
                </p>
              </div>
              <button
                type="button"
                className="ff-btn ff-btn--primary"
                disabled={busy !== ''}
                aria-busy={busy === invitation.id}
                onClick={() => void accept(invitation)}
              >
                {busy === invitation.id ? 'Joining…' : `Join ${invitation.organizationName}`}
              </button>
            </div>
          </li>
        ))}
      </ul>
      {error ? <ErrorNote error={error} /> : null}
    </section>
  );
}
