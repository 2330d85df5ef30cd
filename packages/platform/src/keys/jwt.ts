// Signs and verifies HS256 JWTs with the project secret; verification results are cached per token.
import { SignJWT, decodeProtectedHeader, jwtVerify, errors as joseErrors } from 'jose';
import type { SigningKey } from './signing-key';

export type JwtClaims = Record<string, unknown> & { role?: string; sub?: string; exp?: number };

export type JwtFailure = 'expired' | 'invalid';

export class JwtError extends Error {
  readonly code: string;
  constructor(
    readonly failure: JwtFailure,
    message: string,
  ) {
    super(message);
    this.name = 'JwtError';
    this.code = failure === 'expired' ? 'jwt_expired' : 'jwt_invalid';
  }
}

export interface JwtService {
  sign(claims: JwtClaims): Promise<string>;
  /** Returns the payload of a valid token; throws JwtError otherwise. */
  verify(token: string): Promise<JwtClaims>;
}

const CACHE_LIMIT = 10_000;

/** The key a token's header names: the asymmetric signing key for its alg (and kid, if given), else the secret. */
function keyFor(
  token: string,
  secret: Uint8Array,
  signing: SigningKey | undefined,
): { key: Uint8Array | SigningKey['publicKey']; alg: string } {
  if (!signing) return { key: secret, alg: 'HS256' };
  let header: { alg?: string; kid?: string };
  try {
    header = decodeProtectedHeader(token);
  } catch {
    throw new JwtError('invalid', 'JWT header is malformed');
  }
  if (header.alg !== signing.alg) return { key: secret, alg: 'HS256' };
  if (header.kid !== undefined && header.kid !== signing.kid) throw new JwtError('invalid', 'JWT signed by an unknown key');
  return { key: signing.publicKey, alg: signing.alg };
}

/**
 * HS256 with the project secret; with `signing` (AUTH_JWT_SIGNING_JWK), tokens of that key's algorithm are verified
 * with its public half too, so access tokens signed asymmetrically are trusted by every service.
 */
export function createJwtService(secret: string, signing?: SigningKey): JwtService {
  const key = new TextEncoder().encode(secret);
  const cache = new Map<string, JwtClaims>();

  return {
    sign(claims) {
      return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key);
    },
    async verify(token) {
      const cached = cache.get(token);
      const now = Math.floor(Date.now() / 1000);
      if (cached) {
        if (typeof cached.exp === 'number' && cached.exp <= now) {
          cache.delete(token);
          throw new JwtError('expired', 'JWT expired');
        }
        return cached;
      }
      try {
        const chosen = keyFor(token, key, signing);
        const { payload } = await jwtVerify(token, chosen.key, { algorithms: [chosen.alg] });
        if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
        cache.set(token, payload as JwtClaims);
        return payload as JwtClaims;
      } catch (error) {
        if (error instanceof JwtError) throw error;
        if (error instanceof joseErrors.JWTExpired) throw new JwtError('expired', 'JWT expired');
        throw new JwtError('invalid', error instanceof Error ? error.message : 'invalid JWT');
      }
    },
  };
}
