// Who calls: the Bearer access token, its user and session (GoTrue's requireAuthentication), or a service-role key.
// The user and the session are read in one statement on every call, never cached: a sign-out, ban or deletion by any
// process on the same database refuses the token's next request.
import type { JwtClaims } from '../keys';
import type { AuthCall } from './call';
import { forbidden, badRequest, unauthorized } from './errors';
import type { SessionRow } from './store/sessions';
import { findCaller, findCallerWithProfile, type CallerWithProfile } from './store/user-profile';
import { isBanned, type UserRow } from './store/users';
import { isUuid } from './validation';

export interface Authenticated {
  token: string;
  claims: JwtClaims;
  user: UserRow;
  session?: SessionRow;
}

const ADMIN_ROLES = new Set(['service_role', 'supabase_admin']);
const NO_SESSION = '00000000-0000-0000-0000-000000000000';

function bearer(call: AuthCall): string {
  const header = call.request.headers.authorization;
  const match = typeof header === 'string' ? /^\s*bearer\s+(\S+)\s*$/i.exec(header) : null;
  if (!match?.[1]) throw unauthorized('no_authorization', 'This endpoint requires a valid Bearer token');
  return match[1];
}

/** Checks the token and loads its user and session with `load`; the refusals come in GoTrue's order. */
async function authenticate<T extends { user: UserRow; session: object | undefined }>(
  call: AuthCall,
  load: (userId: string, sessionId: string | null) => Promise<T | undefined>,
): Promise<{ token: string; claims: JwtClaims } & T> {
  const token = bearer(call);
  const claims = await call.s.signer.verify(token);
  const sub = typeof claims.sub === 'string' ? claims.sub : '';
  if (sub === '') throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
  if (!isUuid(sub)) throw badRequest('bad_jwt', 'invalid claim: sub claim must be a UUID');
  const sessionId = typeof claims.session_id === 'string' && claims.session_id !== NO_SESSION ? claims.session_id : '';
  const found = await load(sub, isUuid(sessionId) ? sessionId : null);
  if (!found) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
  if (sessionId !== '') {
    if (!isUuid(sessionId)) throw forbidden('bad_jwt', 'invalid claim: session_id claim must be a UUID');
    if (!found.session) throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  if (isBanned(found.user)) throw forbidden('user_banned', 'User is banned');
  return { token, claims, ...found };
}

export async function requireUser(call: AuthCall): Promise<Authenticated> {
  const { token, claims, user, session } = await authenticate(call, (userId, sessionId) => findCaller(call.s.db, userId, sessionId));
  return { token, claims, user, session };
}

/** `requireUser` with the user's identities and factors, read in the same statement (GET /user). */
export async function requireUserWithProfile(call: AuthCall): Promise<{ token: string; claims: JwtClaims } & CallerWithProfile> {
  return authenticate(call, (userId, sessionId) => findCallerWithProfile(call.s.db, userId, sessionId));
}

/** The service-role (or supabase_admin) caller of the admin API. */
export async function requireAdmin(call: AuthCall): Promise<JwtClaims> {
  const claims = await call.s.signer.verify(bearer(call));
  if (typeof claims.role !== 'string' || !ADMIN_ROLES.has(claims.role)) throw forbidden('not_admin', 'User not allowed');
  return claims;
}
