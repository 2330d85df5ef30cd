// Sessions and access tokens: GoTrue's claims (aal, amr, session_id…) and the session response supabase-js stores.
import type { Queryable } from '../db';
import type { AuthServices } from './services';
import { listAmrClaims, type AmrClaimRow } from './store/sessions';
import { startSession, type SessionStart } from './store/session-start';
import type { UserRow } from './store/users';
import { loadUserJson, userJson, type UserJson } from './user-json';

export type AuthMethod =
  | 'password'
  | 'otp'
  | 'oauth'
  | 'totp'
  | 'recovery'
  | 'invite'
  | 'magiclink'
  | 'email/signup'
  | 'email_change'
  | 'token_refresh'
  | 'anonymous'
  | 'id_token'
  | 'passkey';

const AAL2_METHODS = new Set(['totp', 'mfa/phone', 'mfa/webauthn']);

export interface SessionResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: UserJson;
  provider_token?: string;
  provider_refresh_token?: string;
  weak_password?: { reasons: string[]; message?: string };
}

export interface ClientMeta {
  ip?: string;
  userAgent?: string;
}

/** `amrClaims`: the session's claims when the caller already has them all (a session it just created). */
export async function accessToken(
  q: Queryable,
  s: AuthServices,
  user: UserRow,
  sessionId: string,
  amrClaims?: readonly AmrClaimRow[],
): Promise<{ token: string; expiresAt: number; expiresIn: number }> {
  const claims = amrClaims ?? (await listAmrClaims(q, sessionId));
  const amr = claims
    .map((claim) => ({ method: claim.authentication_method, timestamp: Math.floor(new Date(claim.updated_at).getTime() / 1000) }))
    .sort((a, b) => b.timestamp - a.timestamp);
  const aal = claims.some((claim) => AAL2_METHODS.has(claim.authentication_method)) ? 'aal2' : 'aal1';
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + s.settings.jwtExpiry;
  const token = await s.signer.sign({
    iss: s.settings.externalUrl,
    sub: user.id,
    aud: user.aud ?? s.settings.aud,
    exp,
    iat,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role ?? 'authenticated',
    aal,
    amr,
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  });
  return { token, expiresAt: exp, expiresIn: s.settings.jwtExpiry };
}

/** `expires_in` is the token's whole lifetime, as GoTrue answers: the token was signed a moment ago, and deriving
 * it from the clock again would give 3599 when a second boundary falls between the two reads. */
function sessionBody(
  access: { token: string; expiresAt: number; expiresIn: number },
  refreshToken: string,
  user: UserJson,
): SessionResponse {
  const { token, expiresAt, expiresIn } = access;
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: expiresIn,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user,
  };
}

/** The response for an existing session (a refresh, a raised aal): its claims and the user read afresh. */
export async function sessionResponse(
  q: Queryable,
  s: AuthServices,
  user: UserRow,
  sessionId: string,
  refreshToken: string,
): Promise<SessionResponse> {
  const access = await accessToken(q, s, user, sessionId);
  return sessionBody(access, refreshToken, (await loadUserJson(q, user.id)) as UserJson);
}

/**
 * Starts a session for a signed-in user: session row, first refresh token, amr claim, last_sign_in_at and, given in
 * `writes`, the login's audit entry and the clearing of a password sign-in's attempt count, all in one statement
 * (store/session-start.ts).
 */
export async function issueSession(
  q: Queryable,
  s: AuthServices,
  user: UserRow,
  method: AuthMethod,
  meta: ClientMeta,
  writes: Pick<SessionStart, 'audit' | 'clearAttemptsOf'> = {},
): Promise<SessionResponse> {
  const started = await startSession(q, { userId: user.id, method, ip: meta.ip, userAgent: meta.userAgent, ...writes });
  // A new session has exactly this claim: no need to read it back.
  const access = await accessToken(q, s, started.user, started.sessionId, [started.claim]);
  return sessionBody(access, started.refreshToken, userJson(started.user, started.identities, started.factors));
}
