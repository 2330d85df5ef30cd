// Mounts Supabase Realtime on the server: the Phoenix websocket, the broadcast REST API, and their shutdown.
import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../context';
import { registerBroadcastRoutes } from './broadcast/broadcast-routes';
import { RealtimeHub } from './hub';
import { DEFAULT_REALTIME_OPTIONS, type RealtimeOptions } from './realtime-options';
import { acceptWebsockets } from './socket/websocket-upgrade';

export async function registerRealtimeRoutes(
  app: FastifyInstance,
  ctx: PlatformContext,
  options: Partial<RealtimeOptions> = {},
): Promise<RealtimeHub> {
  const hub = new RealtimeHub(ctx, { ...DEFAULT_REALTIME_OPTIONS, ...options });
  await hub.start();
  const wss = acceptWebsockets(app, hub);
  registerBroadcastRoutes(app, hub);
  app.addHook('preClose', async () => {
    await hub.close();
    wss.close();
  });
  return hub;
}
