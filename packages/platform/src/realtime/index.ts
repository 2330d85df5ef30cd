// The public surface of Supabase Realtime on the platform: the route registration, its options and errors.
export { registerRealtimeRoutes } from './register-realtime-routes';
export type { RealtimeHub } from './hub';
export { DEFAULT_REALTIME_OPTIONS } from './realtime-options';
export type { RealtimeOptions } from './realtime-options';
export { RealtimeError } from './errors';
export type { RealtimeErrorCode } from './errors';
