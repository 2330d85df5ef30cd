// What every passkey endpoint shares: the feature switch, the signed-in owner (and GoTrue's AAL rule), the list shape.
import { requireUser, type Authenticated } from '../authenticate';
import type { AuthCall } from '../call';
import { forbidden, notFound } from '../errors';
import { listFactors } from '../store/factors';
import type { PasskeyRow } from '../store/webauthn-credentials';
import { isUuid } from '../validation';

export function requirePasskeysEnabled(call: AuthCall): void {
  if (!call.s.settings.passkey.enabled) throw notFound('passkey_disabled', 'Passkeys are disabled');
}

/** The signed-in, non-anonymous user whose passkeys an endpoint manages. */
export async function passkeyOwner(call: AuthCall): Promise<Authenticated> {
  requirePasskeysEnabled(call);
  const auth = await requireUser(call);
  if (auth.user.is_anonymous) throw forbidden('no_authorization', 'Anonymous user not allowed to perform these actions');
  return auth;
}

/**
 * Adding or removing a passkey changes who can sign in: with a verified MFA factor that takes an aal2 session, as
 * GoTrue requires (a user without one could never reach aal2, so the rule does not apply).
 */
export async function requirePasskeyManagementAal(call: AuthCall, auth: Authenticated): Promise<void> {
  if (auth.session?.aal === 'aal2') return;
  const factors = await listFactors(call.s.db, auth.user.id);
  if (factors.some((factor) => factor.status === 'verified')) {
    throw forbidden('insufficient_aal', 'AAL2 session is required to manage passkeys when MFA is enabled');
  }
}

/** The :passkeyId of the path; a malformed one is simply not found, as GoTrue answers. */
export function passkeyIdParam(call: AuthCall): string {
  const id = (call.request.params as { passkeyId?: string }).passkeyId ?? '';
  if (!isUuid(id)) throw passkeyNotFound();
  return id;
}

export const passkeyNotFound = () => notFound('validation_failed', 'Passkey not found');

/** A passkey as GET /passkeys lists it (empty name and never-used time left out, as GoTrue's omitempty). */
export function passkeyJson(row: PasskeyRow): Record<string, unknown> {
  return {
    id: row.id,
    ...(row.friendly_name ? { friendly_name: row.friendly_name } : {}),
    created_at: new Date(row.created_at).toISOString(),
    ...(row.last_used_at ? { last_used_at: new Date(row.last_used_at).toISOString() } : {}),
  };
}
