// Test support: the platform plus the user-files endpoint on a loopback port over a fresh test database.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { loadConfig, openPlatform, registerPlatform, type PlatformContext } from '@kit/platform';
import { createTestDatabase, TEST_JWT_SECRET, type TestBackend } from '@kit/platform/testing';
import type { UserFileOptions } from '../options';
import { registerUserFileRoutes } from '../register-user-file-routes';

export interface UserFilesTestServer {
  url: string;
  ctx: PlatformContext;
  app: FastifyInstance;
  /** An access token of a new signed-in user. */
  signIn(email: string): Promise<{ id: string; token: string }>;
  close(): Promise<void>;
}

export async function startUserFilesTestServer(backend: TestBackend, options: Partial<UserFileOptions> = {}): Promise<UserFilesTestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kit-user-files-'));
  const testDb = await createTestDatabase(backend);
  const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: TEST_JWT_SECRET, PORT: '0', AUTH_AUTOCONFIRM: 'true' });
  const app = Fastify({ logger: false });
  const ctx = await openPlatform({ config, log: app.log, db: testDb.db });
  await registerPlatform(app, ctx);
  await registerUserFileRoutes(app, {
    jwt: ctx.jwt,
    serviceRoleKey: () => ctx.keys.serviceRoleKey,
    siteUrl: () => ctx.config.siteUrl,
    options,
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  ctx.config.siteUrl = url;
  return {
    url,
    ctx,
    app,
    async signIn(email) {
      const response = await fetch(`${url}/auth/v1/signup`, {
        method: 'POST',
        headers: { apikey: ctx.keys.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'correct-horse-battery' }),
      });
      const body = (await response.json()) as { access_token?: string; user?: { id: string } };
      if (!body.access_token || !body.user) throw new Error(`sign-up: ${response.status} ${JSON.stringify(body)}`);
      return { id: body.user.id, token: body.access_token };
    },
    async close() {
      // A public download can leave its keep-alive socket looking busy for a while (seen flakily on tiny files);
      // the test does not wait for it.
      const closing = app.close();
      app.server.closeAllConnections();
      await closing;
      await testDb.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
