// Starts the platform APIs on a loopback port over a fresh test database, for integration and conformance tests.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { loadConfig, type PlatformConfig } from '../config';
import type { PlatformContext } from '../context';
import type { Database } from '../db';
import type { Migration } from '../migrations';
import { openPlatform } from '../open-platform';
import { registerPlatform } from '../platform';
import { createTestDatabase, type TestBackend } from './databases';

export const TEST_JWT_SECRET = 'test-secret-with-at-least-32-characters-long';

export interface TestPlatform {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  db: Database;
  ctx: PlatformContext;
  app: FastifyInstance;
  close(): Promise<void>;
}

export interface StartTestPlatformOptions {
  backend?: TestBackend;
  /** Extra migrations (tables and policies of the test). */
  migrations?: readonly Migration[];
  /** Configuration overrides. */
  config?: Partial<PlatformConfig>;
  /** Function folders served at /functions/v1 (before `config.functionsDir`). */
  functionDirs?: readonly string[];
}

export async function startTestPlatform(options: StartTestPlatformOptions = {}): Promise<TestPlatform> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kit-test-'));
  const testDb = await createTestDatabase(options.backend ?? 'pglite', options.migrations);
  const config: PlatformConfig = {
    ...loadConfig({ DATA_DIR: dataDir, JWT_SECRET: TEST_JWT_SECRET, PORT: '0' }),
    ...options.config,
  };
  // A test's clients may leave requests open (a refresh under way…): closing destroys every socket rather than waiting.
  const app = Fastify({ logger: false, forceCloseConnections: true });
  const ctx = await openPlatform({
    config,
    log: app.log,
    db: testDb.db,
    siteMigrations: options.migrations,
    functionDirs: options.functionDirs,
  });
  await registerPlatform(app, ctx);
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  ctx.config.siteUrl = address;
  return {
    url: address,
    anonKey: ctx.keys.anonKey,
    serviceRoleKey: ctx.keys.serviceRoleKey,
    db: testDb.db,
    ctx,
    app,
    async close() {
      await app.close();
      await testDb.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A migration from inline SQL, for tests. */
export function sqlMigration(name: string, sql: string): Migration {
  return { source: 'test', name, sql };
}
