// Who calls: the Bearer access token, its user and session (GoTrue's requireAuthentication), or a service-role key.
import type { JwtClaims } from '../keys';
import type { AuthCall } from './call';
import { forbidden, badRequest, unauthorized } from './errors';
import { findSession, type SessionRow } from './store/sessions';
import { findUserById, isBanned, type UserRow } from './store/users';
import { isUuid } from './validation';

export interface Authenticated {
  token: string;
  claims: JwtClaims;
  user: UserRow;
  session?: SessionRow;
}

const ADMIN_ROLES = new Set(['service_role', 'supabase_admin']);

function bearer(call: AuthCall): string {
  const header = call.request.headers.authorization;
  const match = typeof header === 'string' ? /^\s*bearer\s+(\S+)\s*$/i.exec(header) : null;
  if (!match?.[1]) throw unauthorized('no_authorization', 'This endpoint requires a valid Bearer token');
  return match[1];
}

export async function requireUser(call: AuthCall): Promise<Authenticated> {
  const token = bearer(call);
  const claims = await call.s.signer.verify(token);
  const sub = typeof claims.sub === 'string' ? claims.sub : '';
  if (sub === '') throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
  if (!isUuid(sub)) throw badRequest('bad_jwt', 'invalid claim: sub claim must be a UUID');
  const user = await findUserById(call.s.db, sub);
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
  let session: SessionRow | undefined;
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : '';
  if (sessionId !== '' && sessionId !== '00000000-0000-0000-0000-000000000000') {
    if (!isUuid(sessionId)) throw forbidden('bad_jwt', 'invalid claim: session_id claim must be a UUID');
    session = await findSession(call.s.db, sessionId);
    if (!session) throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  if (isBanned(user)) throw forbidden('user_banned', 'User is banned');
  return { token, claims, user, session };
}

/** The service-role (or supabase_admin) caller of the admin API. */
export async function requireAdmin(call: AuthCall): Promise<JwtClaims> {
  const claims = await call.s.signer.verify(bearer(call));
  if (typeof claims.role !== 'string' || !ADMIN_ROLES.has(claims.role)) throw forbidden('not_admin', 'User not allowed');
  return claims;
}
