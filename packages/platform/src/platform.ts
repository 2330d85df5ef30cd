// Mounts every Supabase-wire API of the platform on a fastify instance.
import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from './context';
import { registerCors } from './http';
import { registerAuthRoutes } from './auth';
import { registerRealtimeRoutes } from './realtime';
import { registerStorageRoutes } from './storage';
import { registerFunctionRoutes } from './functions';
import { registerRestRoutes } from './rest';

export const PLATFORM_PREFIXES = ['/rest/v1', '/auth/v1', '/storage/v1', '/functions/v1', '/realtime/v1'] as const;

export async function registerPlatform(app: FastifyInstance, ctx: PlatformContext): Promise<void> {
  registerCors(app, PLATFORM_PREFIXES);
  await registerAuthRoutes(app, ctx);
  await registerRealtimeRoutes(app, ctx);
  await registerStorageRoutes(app, ctx);
  await registerFunctionRoutes(app, ctx);
  await registerRestRoutes(app, ctx);
}
