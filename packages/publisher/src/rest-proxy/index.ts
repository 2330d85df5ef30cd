export { registerRestProxyRoutes, REST_PROXY_BODY_LIMIT } from './register-rest-proxy-routes';
export type { RestProxyOptions } from './proxy-request';
export { RestProxyError } from './errors';
export type { RestProxyErrorCode } from './errors';
export { isForbiddenAddress } from './address-policy';
