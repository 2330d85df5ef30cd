// The composition root: one fastify process serving the platform APIs (and, as they land, the publisher and payments).
import Fastify, { type FastifyInstance } from 'fastify';
import { openPlatform, registerPlatform, type Database, type Migration, type PlatformConfig, type PlatformContext } from '@kit/platform';
import { registerHealthRoutes } from './health';
import { registerHomeRoute } from './home';

export interface Server {
  app: FastifyInstance;
  ctx: PlatformContext;
  /** Stops taking connections, lets in-flight requests finish, then closes the database. */
  close(): Promise<void>;
}

export interface CreateServerOptions {
  config: PlatformConfig;
  db?: Database;
  siteMigrations?: readonly Migration[];
  /** Pino logger options, or false to silence (tests). */
  logger?: boolean | { level: string };
}

export async function createServer(options: CreateServerOptions): Promise<Server> {
  const app = Fastify({
    logger: options.logger ?? { level: options.config.logLevel },
    bodyLimit: 1024 * 1024 * 10,
    routerOptions: { maxParamLength: 1000 },
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  });
  let ctx: PlatformContext;
  try {
    ctx = await openPlatform({ config: options.config, log: app.log, db: options.db, siteMigrations: options.siteMigrations });
  } catch (error) {
    await app.close();
    throw error;
  }
  registerHealthRoutes(app);
  await registerPlatform(app, ctx);
  registerHomeRoute(app);
  await app.ready();
  let closing: Promise<void> | undefined;
  return {
    app,
    ctx,
    close() {
      closing ??= (async () => {
        await app.close();
        await ctx.db.close();
      })();
      return closing;
    },
  };
}
