// GET /user: the signed-in user with identities and factors (one statement with the token's session check).
import type { AuthCall, AuthRoute } from '../call';
import { requireUserWithProfile } from '../authenticate';
import { validationFailed } from '../errors';
import { userJson } from '../user-json';

async function getUser(call: AuthCall): Promise<unknown> {
  const { claims, user, identities, factors } = await requireUserWithProfile(call);
  const aud = Array.isArray(claims.aud) ? claims.aud[0] : claims.aud;
  if (aud !== (user.aud ?? call.s.settings.aud)) throw validationFailed("Token audience doesn't match request audience");
  return userJson(user, identities, factors);
}

export const userGetRoute: AuthRoute = { method: 'GET', url: '/user', handler: getUser };
