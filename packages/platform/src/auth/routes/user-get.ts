// GET /user: the signed-in user with identities and factors.
import type { AuthCall, AuthRoute } from '../call';
import { requireUser } from '../authenticate';
import { validationFailed } from '../errors';
import { listFactors } from '../store/factors';
import { listIdentities } from '../store/identities';
import { userJson } from '../user-json';

async function getUser(call: AuthCall): Promise<unknown> {
  const { claims, user } = await requireUser(call);
  const aud = Array.isArray(claims.aud) ? claims.aud[0] : claims.aud;
  if (aud !== (user.aud ?? call.s.settings.aud)) throw validationFailed("Token audience doesn't match request audience");
  return userJson(user, await listIdentities(call.s.db, user.id), await listFactors(call.s.db, user.id));
}

export const userGetRoute: AuthRoute = { method: 'GET', url: '/user', handler: getUser };
