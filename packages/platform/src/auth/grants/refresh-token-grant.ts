// grant_type=refresh_token: rotation with GoTrue's reuse rules (the parent of the active token yields that token again;
// other revoked tokens are accepted within the reuse interval; later reuse revokes the whole session).
import type { AuthCall } from '../call';
import { AuthOAuthError, badRequest } from '../errors';
import { audit } from '../store/audit-log';
import { activeRefreshToken, createRefreshToken, findRefreshToken, revokeRefreshToken, revokeSessionTokens } from '../store/refresh-tokens';
import { deleteSession, findSession, markSessionRefreshed } from '../store/sessions';
import { findUserById, isBanned } from '../store/users';
import { sessionResponse } from '../tokens';

const NOT_FOUND = 'Invalid Refresh Token: Refresh Token Not Found';

const REUSED = Symbol('reused');

export async function refreshTokenGrant(call: AuthCall): Promise<unknown> {
  const { s } = call;
  const refreshToken = call.body().string('refresh_token');
  if (refreshToken === '') throw new AuthOAuthError('invalid_request', 'refresh_token required');
  const result = await s.db.transaction(async (tx) => {
    const token = await findRefreshToken(tx, refreshToken, true);
    if (!token) throw badRequest('refresh_token_not_found', NOT_FOUND);
    const user = await findUserById(tx, token.user_id);
    if (!user) throw badRequest('refresh_token_not_found', NOT_FOUND);
    if (isBanned(user)) throw badRequest('user_banned', 'Invalid Refresh Token: User Banned');
    const session = token.session_id ? await findSession(tx, token.session_id, true) : undefined;
    if (!session) throw badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found');
    if (session.not_after && new Date(session.not_after).getTime() < Date.now()) {
      throw badRequest('session_expired', 'Invalid Refresh Token: Session Expired');
    }
    let issued: string | undefined;
    if (token.revoked) {
      const active = await activeRefreshToken(tx, session.id);
      if (active && active.parent === token.token) {
        issued = active.token;
      } else {
        const reuseUntil = new Date(token.updated_at).getTime() + s.settings.refreshTokenReuseInterval * 1000;
        if (Date.now() > reuseUntil) {
          await revokeSessionTokens(tx, session.id);
          await deleteSession(tx, session.id);
          return REUSED;
        }
      }
    }
    await audit(tx, user, 'token_refreshed', call.ip);
    if (!issued) {
      await audit(tx, user, 'token_revoked', call.ip);
      await revokeRefreshToken(tx, token.id);
      issued = (await createRefreshToken(tx, { userId: user.id, sessionId: session.id, parent: token.token })).token;
    }
    await markSessionRefreshed(tx, session.id, call.ip, call.userAgent);
    return sessionResponse(tx, s, user, session.id, issued);
  });
  // The revocation of the session must commit, so reuse is reported after the transaction.
  if (result === REUSED) throw badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used');
  return result;
}
