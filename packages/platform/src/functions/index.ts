export { registerFunctionRoutes } from './register-function-routes';
export { requestMailer } from './function-mail';
export type { FunctionMailer } from './function-mail';
export { MAX_FUNCTION_JSON_BYTES } from './json-body-check';
export { requestPlatformOrigin, requestSiteUrl } from './function-origins';
export { requestClaims } from './function-claims';
export { requestBearerToken, requestCaller } from './function-caller';
export type { FunctionCaller } from './function-caller';
