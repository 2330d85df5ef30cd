// Mounts every Supabase-wire API of the platform on a fastify instance.
import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from './context';
import { registerCors } from './http';

export const PLATFORM_PREFIXES = ['/rest/v1', '/auth/v1', '/storage/v1', '/functions/v1', '/realtime/v1'] as const;

export async function registerPlatform(app: FastifyInstance, ctx: PlatformContext): Promise<void> {
  registerCors(app, PLATFORM_PREFIXES);
}
