// /admin/users/{id}/passkeys (service role): list a user's passkeys, delete one.
import type { AuthCall, AuthRoute } from '../call';
import { passkeyIdParam, passkeyJson, passkeyNotFound, requirePasskeysEnabled } from '../passkeys/access';
import { audit } from '../store/audit-log';
import type { UserRow } from '../store/users';
import { deletePasskey, findPasskey, listPasskeys } from '../store/webauthn-credentials';
import { adminTargetUser } from './target-user';

/** Passkeys answer only where they are enabled, before the caller or the user is checked. */
async function target(call: AuthCall): Promise<UserRow> {
  requirePasskeysEnabled(call);
  return adminTargetUser(call);
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
