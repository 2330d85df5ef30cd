// /user/identities: link another provider (OAuth redirect) or unlink one, when manual linking is enabled.
import type { AuthCall, AuthRoute } from '../call';
import { refreshProviders } from '../accounts';
import { requireUser } from '../authenticate';
import { notFound, unprocessable } from '../errors';
import { audit } from '../store/audit-log';
import { deleteIdentity, listIdentities } from '../store/identities';
import { updateUser } from '../store/users';
import { isUuid } from '../validation';
import { providerRedirectUrl } from './authorize';

function requireLinking(call: AuthCall): void {
  if (!call.s.settings.manualLinking) throw notFound('manual_linking_disabled', 'Manual linking is disabled');
}

async function linkIdentity(call: AuthCall): Promise<unknown> {
  requireLinking(call);
  const { user } = await requireUser(call);
  const url = await providerRedirectUrl(call, user.id);
  if (call.param('skip_http_redirect') === 'true') return { url };
  return call.reply.redirect(url, 302);
}

async function unlinkIdentity(call: AuthCall): Promise<unknown> {
  requireLinking(call);
  const { user } = await requireUser(call);
  const id = (call.request.params as { identityId?: string }).identityId ?? '';
  if (!isUuid(id)) throw notFound('identity_not_found', "Identity doesn't exist");
  const identities = await listIdentities(call.s.db, user.id);
  const identity = identities.find((candidate) => candidate.id === id);
  if (!identity) throw unprocessable('identity_not_found', "Identity doesn't exist");
  if (identities.length <= 1) throw unprocessable('single_identity_not_deletable', 'User must have at least 1 identity after unlinking');
  await call.s.db.transaction(async (tx) => {
    await deleteIdentity(tx, identity.id);
    await audit(tx, user, 'identity_unlinked', call.ip, {
      identity_id: identity.id,
      provider: identity.provider,
      provider_id: identity.provider_id,
    });
    const updated = await refreshProviders(tx, user);
    if (identity.provider === 'email' && updated.email && identity.email === updated.email) await updateUser(tx, user.id, { email: null });
    if (identity.provider === 'phone' && updated.phone) await updateUser(tx, user.id, { phone: null });
  });
  return {};
}

export const identityRoutes: AuthRoute[] = [
  { method: 'GET', url: '/user/identities/authorize', handler: linkIdentity },
  { method: 'DELETE', url: '/user/identities/:identityId', handler: unlinkIdentity },
];
