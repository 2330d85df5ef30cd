// An asymmetric signing key from a private JWK (EC P-256 → ES256, RSA → RS256): its public half, as published in
// /auth/v1/.well-known/jwks.json and trusted by every service that verifies access tokens.
import { createHash } from 'node:crypto';
import { importJWK, type CryptoKey as JoseKey, type JWK } from 'jose';

export type SigningAlgorithm = 'ES256' | 'RS256';

export interface SigningKey {
  alg: SigningAlgorithm;
  kid: string;
  privateKey: JoseKey;
  publicKey: JoseKey;
  /** The public JWK (no private members), with kid, alg, use and key_ops. */
  publicJwk: JWK;
}

export class SigningKeyError extends Error {
  readonly code = 'signing_key_invalid';
  constructor(message: string) {
    super(message);
    this.name = 'SigningKeyError';
  }
}

const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k'] as const;

function algorithmOf(jwk: JWK): SigningAlgorithm {
  if (jwk.kty === 'EC' && jwk.crv === 'P-256' && jwk.d) return 'ES256';
  if (jwk.kty === 'RSA' && jwk.d && jwk.n && jwk.e) {
    if (Buffer.from(jwk.n, 'base64url').length * 8 < 2048)
      throw new SigningKeyError('AUTH_JWT_SIGNING_JWK: an RSA key needs at least 2048 bits');
    return 'RS256';
  }
  throw new SigningKeyError('AUTH_JWT_SIGNING_JWK must be an EC P-256 or RSA private key in JWK form');
}

export async function parseSigningJwk(text: string): Promise<SigningKey> {
  let jwk: JWK;
  try {
    jwk = JSON.parse(text) as JWK;
  } catch {
    throw new SigningKeyError('AUTH_JWT_SIGNING_JWK is not JSON');
  }
  if (typeof jwk !== 'object' || jwk === null || Array.isArray(jwk))
    throw new SigningKeyError('AUTH_JWT_SIGNING_JWK must be one JWK object');
  const alg = algorithmOf(jwk);
  if (jwk.alg !== undefined && jwk.alg !== alg)
    throw new SigningKeyError(`AUTH_JWT_SIGNING_JWK says alg ${jwk.alg} but is a key for ${alg}`);
  const publicFields: JWK = { ...jwk };
  for (const member of PRIVATE_MEMBERS) delete publicFields[member];
  delete publicFields.key_ops;
  const thumbprintInput = alg === 'ES256' ? `${jwk.x}.${jwk.y}` : `${jwk.n}.${jwk.e}`;
  const kid = jwk.kid ?? createHash('sha256').update(thumbprintInput).digest('base64url').slice(0, 16);
  const publicJwk: JWK = { ...publicFields, kid, alg, use: 'sig', key_ops: ['verify'] };
  // key_ops of the given JWK (often `sign` and `verify` together) would not suit either half: each gets its own use.
  const privateKey = (await importJWK({ ...jwk, alg, key_ops: ['sign'] }, alg)) as JoseKey;
  const publicKey = (await importJWK({ ...publicFields, alg }, alg)) as JoseKey;
  return { alg, kid, privateKey, publicKey, publicJwk };
}
