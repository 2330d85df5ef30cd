// Verifies the JWT a channel joins with (or rotates to): role and exp are required, as Supabase Realtime requires them.
import type { RequestIdentity } from '../../db';
import { JwtError, type JwtService } from '../../keys';

export interface ChannelIdentity extends RequestIdentity {
  /** Groups subscribers that see the same rows: role plus claims. */
  key: string;
  /** Seconds since the epoch. */
  expiresAt: number;
  token: string;
}

export type TokenCheck = { ok: true; identity: ChannelIdentity } | { ok: false; reason: string };

export async function verifyChannelToken(jwt: JwtService, token: string): Promise<TokenCheck> {
  let claims: Record<string, unknown>;
  try {
    claims = await jwt.verify(token);
  } catch (error) {
    if (error instanceof JwtError && error.failure === 'expired') {
      const exp = expOf(token);
      const ago = exp === undefined ? 0 : Math.max(0, Math.floor(Date.now() / 1000) - exp);
      return { ok: false, reason: `InvalidJWTToken: Token has expired ${ago} seconds ago` };
    }
    if (token.split('.').length !== 3) return { ok: false, reason: 'MalformedJWT: The token provided is not a valid JWT' };
    return { ok: false, reason: 'JwtSignatureError: Failed to validate JWT signature' };
  }
  const role = claims.role;
  const exp = claims.exp;
  if (typeof role !== 'string' || role === '' || typeof exp !== 'number') {
    return { ok: false, reason: 'InvalidJWTToken: Fields `role` and `exp` are required in JWT' };
  }
  return { ok: true, identity: { role, claims, key: `${role}\u0000${JSON.stringify(claims)}`, expiresAt: exp, token } };
}

function expOf(token: string): number | undefined {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof payload.exp === 'number' ? payload.exp : undefined;
  } catch {
    return undefined;
  }
}
