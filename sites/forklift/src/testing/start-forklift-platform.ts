// Starts the platform APIs on loopback over a fresh database that already holds the portal's migrations and the
// sample content (copied from the cached template), for the portal's integration tests.
import Fastify, { type FastifyInstance } from 'fastify';
import { loadConfig, openPlatform, registerPlatform, type Database, type PlatformConfig, type PlatformContext } from '@kit/platform';
import { TEST_JWT_SECRET, type TestBackend } from '@kit/platform/testing';
import { createLoadedDatabase } from './content-template';
import { portalMigrations } from '../content/portal-migrations';

export interface ForkliftPlatform {
  backend: TestBackend;
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  db: Database;
  /** Connection string of the database (PostgreSQL only). */
  databaseUrl?: string;
  dataDir: string;
  ctx: PlatformContext;
  app: FastifyInstance;
  close(): Promise<void>;
}

export interface StartForkliftPlatformOptions {
  backend?: TestBackend;
  /** Configuration overrides. */
  config?: Partial<PlatformConfig>;
  /** Function folders served at /functions/v1. */
  functionDirs?: readonly string[];
}

export async function startForkliftPlatform(options: StartForkliftPlatformOptions = {}): Promise<ForkliftPlatform> {
  const backend = options.backend ?? 'pglite';
  const loaded = await createLoadedDatabase(backend);
  const app = Fastify({ logger: false });
  try {
    const config: PlatformConfig = {
      ...loadConfig({ DATA_DIR: loaded.dataDir, JWT_SECRET: TEST_JWT_SECRET, PORT: '0', SAMPLE_CONTENT: 'false' }),
      ...options.config,
    };
    const ctx = await openPlatform({
      config,
      log: app.log,
      db: loaded.db,
      siteMigrations: portalMigrations(),
      functionDirs: options.functionDirs,
    });
    await registerPlatform(app, ctx);
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    ctx.config.siteUrl = url;
    return {
      backend,
      url,
      anonKey: ctx.keys.anonKey,
      serviceRoleKey: ctx.keys.serviceRoleKey,
      db: loaded.db,
      databaseUrl: loaded.url,
      dataDir: loaded.dataDir,
      ctx,
      app,
      async close() {
        await app.close();
        await loaded.drop();
      },
    };
  } catch (error) {
    await app.close();
    await loaded.drop();
    throw error;
  }
}
