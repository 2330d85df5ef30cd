export { resolveIdentity, requestTokens } from './request-identity';
export type { IdentityResult } from './request-identity';
export { registerCors } from './cors';
export { createOperatorAccess, isAdminUser, SESSION_COOKIE } from './operator-access';
export type { OperatorAccess, OperatorAccessOptions, OperatorCheck, OperatorGrant, CheckOptions } from './operator-access';
export { isLoopbackAddress, isLoopbackHostname } from './loopback';
export { standInExposureWarning } from './exposure-warning';
export { jsonDepthExceeds, MAX_JSON_DEPTH } from './json-depth';
