// Signs and verifies access tokens: HS256 with the project secret, or ES256/RS256 with a configured key (published in jwks.json).
import { SignJWT, decodeProtectedHeader, jwtVerify, type JWK } from 'jose';
import { parseSigningJwk, type JwtClaims, type JwtService } from '../keys';
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
  if (!signingJwk) return { sign: (claims) => jwt.sign(claims), verify: (token) => verifyWith(jwt, token), publicJwks: () => [] };
  // openPlatform gives `jwt` the same key, so the other services trust these tokens too.
  const key = await parseSigningJwk(signingJwk);
  return {
    sign: (claims) => new SignJWT(claims).setProtectedHeader({ alg: key.alg, kid: key.kid, typ: 'JWT' }).sign(key.privateKey),
    async verify(token) {
      let alg: string | undefined;
      try {
        alg = decodeProtectedHeader(token).alg;
      } catch {
        throw badJwt('token is malformed');
      }
      if (alg !== key.alg) return verifyWith(jwt, token);
      try {
        const { payload } = await jwtVerify(token, key.publicKey, { algorithms: [key.alg] });
        return payload as JwtClaims;
      } catch (error) {
        const expired = (error as { code?: string }).code === 'ERR_JWT_EXPIRED';
        throw badJwt(expired ? 'token has invalid claims: token is expired' : 'token signature is invalid');
      }
    },
    publicJwks: () => [key.publicJwk],
  };
}
