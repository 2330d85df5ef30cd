// Signs and verifies access tokens: HS256 with the project secret, or ES256 with a configured key (published in jwks.json).
import { SignJWT, decodeProtectedHeader, importJWK, jwtVerify, type JWK, type CryptoKey as JoseKey } from 'jose';
import { createHash } from 'node:crypto';
import type { JwtClaims, JwtService } from '../keys';
import { forbidden } from './errors';

export interface TokenSigner {
  sign(claims: Record<string, unknown>): Promise<string>;
  /** The claims of a valid token; throws 403 bad_jwt otherwise. */
  verify(token: string): Promise<JwtClaims>;
  /** The public keys for /.well-known/jwks.json (empty for HS256, which is never published). */
  publicJwks(): JWK[];
}

function badJwt(detail: string): Error {
  return forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`);
}

async function verifyWith(jwt: JwtService, token: string): Promise<JwtClaims> {
  try {
    return await jwt.verify(token);
  } catch (error) {
    const failure = (error as { failure?: string }).failure;
    throw badJwt(failure === 'expired' ? 'token has invalid claims: token is expired' : 'token signature is invalid');
  }
}

export async function createTokenSigner(jwt: JwtService, signingJwk?: string): Promise<TokenSigner> {
  if (!signingJwk) {
    return { sign: (claims) => jwt.sign(claims), verify: (token) => verifyWith(jwt, token), publicJwks: () => [] };
  }
  const privateJwk = JSON.parse(signingJwk) as JWK;
  if (privateJwk.kty !== 'EC' || privateJwk.crv !== 'P-256' || !privateJwk.d) {
    throw new Error('AUTH_JWT_SIGNING_JWK must be an EC P-256 private key in JWK form');
  }
  const { d: _d, ...publicFields } = privateJwk;
  const kid = privateJwk.kid ?? createHash('sha256').update(`${privateJwk.x}.${privateJwk.y}`).digest('base64url').slice(0, 16);
  const publicJwk: JWK = { ...publicFields, kid, alg: 'ES256', use: 'sig', key_ops: ['verify'] };
  const privateKey = (await importJWK({ ...privateJwk, alg: 'ES256' }, 'ES256')) as JoseKey;
  const publicKey = (await importJWK({ ...publicFields, alg: 'ES256' }, 'ES256')) as JoseKey;
  return {
    sign: (claims) => new SignJWT(claims).setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' }).sign(privateKey),
    async verify(token) {
      let alg: string | undefined;
      try {
        alg = decodeProtectedHeader(token).alg;
      } catch {
        throw badJwt('token is malformed');
      }
      if (alg !== 'ES256') return verifyWith(jwt, token);
      try {
        const { payload } = await jwtVerify(token, publicKey, { algorithms: ['ES256'] });
        return payload as JwtClaims;
      } catch (error) {
        const expired = (error as { code?: string }).code === 'ERR_JWT_EXPIRED';
        throw badJwt(expired ? 'token has invalid claims: token is expired' : 'token signature is invalid');
      }
    },
    publicJwks: () => [publicJwk],
  };
}
