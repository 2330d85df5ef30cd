// GET /passkeys, PATCH and DELETE /passkeys/{id}: the signed-in user's own passkeys — list, rename, remove.
import type { AuthCall, AuthRoute } from '../call';
import { validationFailed } from '../errors';
import { passkeyIdParam, passkeyJson, passkeyNotFound, passkeyOwner, requirePasskeyManagementAal } from '../passkeys/access';
import { audit } from '../store/audit-log';
import { deletePasskey, findPasskey, listPasskeys, renamePasskey } from '../store/webauthn-credentials';

const NAME_MAX = 120;

async function list(call: AuthCall): Promise<unknown> {
  const { user } = await passkeyOwner(call);
  return (await listPasskeys(call.s.db, user.id)).map(passkeyJson);
}

// A rename cannot change who signs in, so it needs no aal2 (GoTrue asks none either).
async function rename(call: AuthCall): Promise<unknown> {
  const { user } = await passkeyOwner(call);
  const id = passkeyIdParam(call);
  const name = call.body().string('friendly_name');
  if (name === '') throw validationFailed('friendly_name is required');
  if ([...name].length > NAME_MAX) throw validationFailed(`friendly_name must be ${NAME_MAX} characters or less`);
  const passkey = await findPasskey(call.s.db, user.id, id);
  if (!passkey) throw passkeyNotFound();
  return passkeyJson(await renamePasskey(call.s.db, passkey.id, name));
}

async function remove(call: AuthCall): Promise<unknown> {
  const auth = await passkeyOwner(call);
  await requirePasskeyManagementAal(call, auth);
  const passkey = await findPasskey(call.s.db, auth.user.id, passkeyIdParam(call));
  if (!passkey) throw passkeyNotFound();
  await call.s.db.transaction(async (tx) => {
    await deletePasskey(tx, passkey.id);
    await audit(tx, auth.user, 'passkey_deleted', call.ip, { passkey_id: passkey.id });
  });
  return call.reply.code(204).send();
}

export const passkeyRoutes: AuthRoute[] = [
  { method: 'GET', url: '/passkeys', handler: list },
  { method: 'PATCH', url: '/passkeys/:passkeyId', handler: rename },
  { method: 'DELETE', url: '/passkeys/:passkeyId', handler: remove },
];
