// The public surface of Supabase Realtime on the platform: the route registration, its options and errors.
export { registerRealtimeRoutes } from './register-realtime-routes';
