// /admin/users/{id}/passkeys (service role): list a user's passkeys, delete one.
import type { AuthCall, AuthRoute } from '../call';
import { requireAdmin } from '../authenticate';
import { notFound } from '../errors';
import { passkeyIdParam, passkeyJson, passkeyNotFound, requirePasskeysEnabled } from '../passkeys/access';
import { audit } from '../store/audit-log';
import { findUserById, type UserRow } from '../store/users';
import { deletePasskey, findPasskey, listPasskeys } from '../store/webauthn-credentials';
import { isUuid } from '../validation';

async function target(call: AuthCall): Promise<UserRow> {
  requirePasskeysEnabled(call);
  await requireAdmin(call);
  const id = (call.request.params as { userId?: string }).userId ?? '';
  if (!isUuid(id)) throw notFound('validation_failed', 'user_id must be an UUID');
  const user = await findUserById(call.s.db, id);
  if (!user) throw notFound('user_not_found', 'User not found');
  return user;
}

async function list(call: AuthCall): Promise<unknown> {
  const user = await target(call);
  return (await listPasskeys(call.s.db, user.id)).map(passkeyJson);
}

async function remove(call: AuthCall): Promise<unknown> {
  const user = await target(call);
  const passkey = await findPasskey(call.s.db, user.id, passkeyIdParam(call));
  if (!passkey) throw passkeyNotFound();
  await call.s.db.transaction(async (tx) => {
    await deletePasskey(tx, passkey.id);
    await audit(tx, user, 'passkey_deleted', call.ip, { passkey_id: passkey.id, user_id: user.id });
  });
  return call.reply.code(204).send();
}

export const adminPasskeyRoutes: AuthRoute[] = [
  { method: 'GET', url: '/admin/users/:userId/passkeys', handler: list },
  { method: 'DELETE', url: '/admin/users/:userId/passkeys/:passkeyId', handler: remove },
];
