// Signs and verifies HS256 JWTs with the project secret; verification results are cached per token.
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

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

export function createJwtService(secret: string): JwtService {
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
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
        cache.set(token, payload as JwtClaims);
        return payload as JwtClaims;
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) throw new JwtError('expired', 'JWT expired');
        throw new JwtError('invalid', error instanceof Error ? error.message : 'invalid JWT');
      }
    },
  };
}
