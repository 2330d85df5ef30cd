export { resolveJwtSecret, JwtSecretError } from './jwt-secret';
export { createJwtService, JwtError } from './jwt';
export type { JwtService, JwtClaims } from './jwt';
export { createApiKeys } from './api-keys';
export type { ApiKeys } from './api-keys';
export { parseSigningJwk, SigningKeyError } from './signing-key';
