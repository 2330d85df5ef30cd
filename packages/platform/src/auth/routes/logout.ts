// POST /logout?scope=global|local|others: ends this session, the others, or all of the user's sessions; 204.
import type { AuthCall, AuthRoute } from '../call';
import { requireUser } from '../authenticate';
import { validationFailed } from '../errors';
import { audit } from '../store/audit-log';
import { deleteSession, deleteUserSessions } from '../store/sessions';

async function logout(call: AuthCall): Promise<unknown> {
  const scope = call.param('scope') || 'global';
  if (!['global', 'local', 'others'].includes(scope)) throw validationFailed(`Unsupported logout scope "${scope}"`);
  const { user, session } = await requireUser(call);
  await call.s.db.transaction(async (tx) => {
    await audit(tx, user, 'logout', call.ip);
    if (session && scope === 'local') await deleteSession(tx, session.id);
    else if (session && scope === 'others') await deleteUserSessions(tx, user.id, session.id);
    else await deleteUserSessions(tx, user.id);
  });
  return call.reply.code(204).send();
}

export const logoutRoute: AuthRoute = { method: 'POST', url: '/logout', handler: logout };
