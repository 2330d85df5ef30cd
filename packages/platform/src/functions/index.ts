export { registerFunctionRoutes, DEFAULT_WALL_TIME_MS } from './register-function-routes';
export type { FunctionRoutesOptions } from './register-function-routes';
export { requestClaims, CLAIMS_HEADER } from './function-claims';
export { requestMailer } from './function-mail';
export type { FunctionHandler } from './function-module';
export { FunctionRelayError, RELAY_ERROR_HEADER } from './relay-error';
export type { RelayErrorCode } from './relay-error';
