export { resolveIdentity, requestTokens } from './request-identity';
export type { IdentityResult } from './request-identity';
export { registerCors } from './cors';
