// Signed URL tokens as the storage server issues them: HS256 JWTs with the project secret, scoped to one object and action.
import type { JwtService } from '../keys';
import { JwtError } from '../keys';
import { storageErrors } from './errors';

export type SignedScope = 'download' | 'upload';

export interface SignedToken {
  url: string;
  scope?: SignedScope;
  exp: number;
  iat?: number;
  /** Upload tokens: who uploads, and whether an existing object may be replaced. */
  owner?: string;
  upsert?: boolean;
  /** Download tokens for the image renderer. */
  transformations?: string;
  format?: string;
}

/** Seconds a signed upload URL stays valid (the storage server's default). */
export const SIGNED_UPLOAD_EXPIRES_IN = 2 * 60 * 60;

/** Longest `expiresIn` a sign request may name (a century, well inside a JWT's range). */
export const MAX_EXPIRES_IN = 100 * 365 * 24 * 60 * 60;

/** Longest validity of a signed download URL unless STORAGE_SIGNED_URL_MAX_AGE says otherwise: an hour. */
const DEFAULT_SIGNED_URL_MAX_AGE = 60 * 60;

/**
 * The validity a signed download URL gets: `expiresIn` clamped to the configured maximum. Clamped rather than
 * refused, so supabase-js callers asking for longer still get a working URL; its token's `exp` is the truth. A URL
 * is a bearer credential that outlives the access it was signed under (a role removed, a subscription ended) by at
 * most this long.
 */
export function signedUrlLifetime(expiresIn: number, maxAge: number | undefined): number {
  return Math.min(expiresIn, maxAge ?? DEFAULT_SIGNED_URL_MAX_AGE);
}

export function signToken(jwt: JwtService, claims: Omit<SignedToken, 'exp' | 'iat'>, expiresIn: number): Promise<string> {
  const iat = Math.floor(Date.now() / 1000);
  return jwt.sign({ ...claims, iat, exp: iat + expiresIn });
}

// Legacy tokens carry no scope: upload ones are recognised by their `upsert` claim.
function hasScope(payload: Record<string, unknown>, scope: SignedScope): boolean {
  if (payload.scope !== undefined) return payload.scope === scope;
  return scope === 'upload' ? 'upsert' in payload : !('upsert' in payload);
}

/** Verifies signature, scope, the object it was issued for, and expiry, in that order. */
export async function verifyToken(jwt: JwtService, token: string | undefined, url: string, scope: SignedScope): Promise<SignedToken> {
  if (!token) throw storageErrors.validation(`querystring must have required property 'token'`);
  let payload: Record<string, unknown>;
  try {
    payload = await jwt.verify(token);
  } catch (error) {
    if (error instanceof JwtError) {
      throw error.failure === 'expired'
        ? storageErrors.invalidJwt('"exp" claim timestamp check failed')
        : storageErrors.invalidJwt(error.message);
    }
    throw error;
  }
  if (!hasScope(payload, scope)) throw storageErrors.invalidSignature(`Token is not scoped for ${scope}`);
  if (payload.url !== url) throw storageErrors.invalidSignature();
  if (typeof payload.exp !== 'number' || payload.exp * 1000 < Date.now()) throw storageErrors.expiredSignature();
  return payload as unknown as SignedToken;
}
