export { resolveIdentity, requestTokens } from './request-identity';
export { registerCors } from './cors';
export { createOperatorAccess } from './operator-access';
export type { OperatorAccess, OperatorCheck } from './operator-access';
export { isLoopbackHostname } from './loopback';
export { standInExposureWarning } from './exposure-warning';
export { jsonDepthExceeds, MAX_JSON_DEPTH } from './json-depth';
export { mountApiAreas } from './api-area';
export type { ApiAreaDeclaration, ApiError, ErrorShape } from './api-area';
