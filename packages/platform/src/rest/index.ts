// The public surface of /rest/v1: route registration, its options and its error class.
export { registerRestRoutes, DEFAULT_REST_OPTIONS } from './routes';
export type { RestOptions } from './handlers/types';
export { RestError } from './errors';
export type { RestErrorBody } from './errors';
