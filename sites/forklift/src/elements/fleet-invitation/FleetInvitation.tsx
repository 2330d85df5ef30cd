/**
 * Where the invitation e-mail's link lands: what the invitation is (read by token, also for a visitor), then sign in
 * or create an account with the invited address, and accept. Expired, used and revoked links say so.
 */
import { useState } from 'react';
import type { ElementProps } from '@kit/runtime-react';
import { ROLE_IN_A_SENTENCE } from '../../fleets/roles';
import { day } from '../fleet-common/format';
import { FLEET_PATH } from '../fleet-common/paths';
import type { InvitationPreview } from '../fleet-common/types';
import { Empty, ErrorNote, FleetLink, Loading, Note } from '../fleet-common/ui';
import { asFleetError, useFleet, useLoad } from '../fleet-common/use-fleet';
import type { FleetInvitationSettings } from './definition';

const STATUS_TEXT: Record<Exclude<InvitationPreview['status'], 'pending'>, string> = {
  expired: 'This invitation has expired. Ask your fleet manager to send a new one.',
  accepted: 'This invitation has already been accepted.',
  revoked: 'This invitation was withdrawn by the fleet manager.',
};

export function FleetInvitation({ settings, className }: ElementProps<FleetInvitationSettings>) {
  const token = String(settings.token ?? '');
  const fleet = useFleet();
  const [preview, refresh] = useLoad<InvitationPreview>(token ? () => fleet.api.invitationPreview(token) : null, [token]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [joined, setJoined] = useState(false);

  if (!token)
    return (
      <div className={`ff ${className ?? ''}`}>
        <Empty title="This link has no invitation in it.">
          Open the link from the invitation e-mail again, or ask your fleet manager to resend it.
        </Empty>
      </div>
    );

  const accept = async () => {
    setBusy(true);
    setError('');
    try {
      const result = await fleet.api.acceptInvitation(token);
      fleet.choose(result.organizationId);
      setJoined(true);
    } catch (caught) {
      setError(asFleetError(caught).message);
    } finally {
      setBusy(false);
    }
  };

  const here = `/${FLEET_PATH.invitation}?${new URLSearchParams({ token })}`;
  let body;
  if (preview.state === 'loading' || fleet.user === undefined) body = <Loading label="Reading the invitation…" />;
  else if (preview.state === 'error')
    body =
      preview.error.code === 'invitation_not_found' ? (
        <Empty title="We could not find this invitation.">
          Check that the whole link was opened, or ask your fleet manager for a new one.
        </Empty>
      ) : (
        <ErrorNote error={preview.error} retry={refresh} />
      );
  else {
    const invitation = preview.value;
    const roleText = ROLE_IN_A_SENTENCE[invitation.role];
    const wrongUser = fleet.user !== null && fleet.user.email.toLowerCase() !== invitation.email.toLowerCase();
    body = (
      <section className="ff-card" aria-labelledby="ff-invitation">
        <div>
          <p className="ff-muted">Invitation</p>
          <h2 id="ff-invitation">Join {invitation.organizationName}</h2>
        </div>
        <p>
          {invitation.invitedByEmail ?? 'A fleet manager'} invited <strong>{invitation.email}</strong> to join{' '}
          <strong>{invitation.organizationName}</strong> as {roleText}: the fleet’s trucks, their manuals, fault history and maintenance.
        </p>
        {invitation.status !== 'pending' ? (
          <Note tone="warning">{STATUS_TEXT[invitation.status]}</Note>
        ) : joined ? (
          <>
            <Note tone="success">You joined {invitation.organizationName}.</Note>
            <div className="ff-actions">
              <FleetLink className="ff-btn ff-btn--primary" href={`/${FLEET_PATH.dashboard}`}>
                Open the fleet dashboard
              </FleetLink>
            </div>
          </>
        ) : fleet.user === null ? (
          <>
            <p className="ff-muted">
              Sign in with {invitation.email} to accept. No account yet? Create one with that address, confirm it from the e-mail, then open
              this link again.
            </p>
            <div className="ff-actions">
              <a className="ff-btn ff-btn--primary" href={`/login?${new URLSearchParams({ _source: here })}`}>
                Sign in to accept
              </a>
              <a className="ff-btn" href="/signup">
                New here? Create an account
              </a>
            </div>
            <p className="ff-muted">The invitation expires {day(invitation.expiresAt)}.</p>
          </>
        ) : (
          <>
            {wrongUser ? (
              <Note tone="warning">
                You are signed in as {fleet.user.email}. This invitation is for {invitation.email}: sign out and sign in with that address
                to accept it.
              </Note>
            ) : null}
            {error ? <ErrorNote error={error} /> : null}
            <div className="ff-actions">
              <button
                type="button"
                className="ff-btn ff-btn--primary"
                disabled={busy || wrongUser}
                aria-busy={busy}
                onClick={() => void accept()}
              >
                {busy ? 'Joining…' : `Accept and join ${invitation.organizationName}`}
              </button>
            </div>
          </>
        )}
      </section>
    );
  }
  return <div className={`ff ${className ?? ''}`}>{body}</div>;
}
