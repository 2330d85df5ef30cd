export { registerRestRoutes, DEFAULT_REST_OPTIONS } from './routes';
export type { RestOptions } from './handlers/types';
export { RestError } from './errors';
export type { RestErrorBody } from './errors';
