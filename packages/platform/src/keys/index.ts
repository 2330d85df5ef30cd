export { resolveJwtSecret, JwtSecretError, JWT_SECRET_FILE } from './jwt-secret';
export { createJwtService, JwtError } from './jwt';
export type { JwtService, JwtClaims, JwtFailure } from './jwt';
export { createApiKeys } from './api-keys';
export type { ApiKeys } from './api-keys';
export { parseSigningJwk, SigningKeyError } from './signing-key';
export type { SigningKey, SigningAlgorithm } from './signing-key';
