export { registerRestProxyRoutes } from './register-rest-proxy-routes';
export { proxyRequest, DEFAULT_REST_PROXY_OPTIONS } from './proxy-request';
export type { RestProxyOptions, ProxyResponse } from './proxy-request';
export { RestProxyError } from './errors';
export type { RestProxyErrorCode } from './errors';
export { isForbiddenAddress } from './address-policy';
