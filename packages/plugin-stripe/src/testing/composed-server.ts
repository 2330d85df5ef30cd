/** Test support: the real composed server (platform, payments sandbox, publisher endpoints) on a loopback port. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@kit/platform';
import { createTestDatabase, TEST_JWT_SECRET } from '@kit/platform/testing';
import type { TestBackend } from '@kit/platform/testing';
import { createServer } from '@kit/server';
import type { Server } from '@kit/server';

export interface RunningServer {
  url: string;
  server: Server;
  /** Form POST with manual redirects (the sandbox's hosted pages answer 303). */
  postForm(url: string, form: Record<string, string>): Promise<{ status: number; location: string | null; text: string }>;
  close(): Promise<void>;
}

export async function startComposedServer(backend: TestBackend): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kit-plugin-stripe-'));
  const database = await createTestDatabase(backend);
  const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: TEST_JWT_SECRET, PORT: '0', AUTH_AUTOCONFIRM: 'true' });
  const server = await createServer({ config, db: database.db, logger: false });
  const url = await server.app.listen({ host: '127.0.0.1', port: 0 });
  server.ctx.config.siteUrl = url;
  return {
    url,
    server,
    async postForm(target, form) {
      const response = await fetch(target.startsWith('http') ? target : `${url}${target}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form).toString(),
        redirect: 'manual',
      });
      return { status: response.status, location: response.headers.get('location'), text: await response.text() };
    },
    async close() {
      const closing = server.close();
      server.app.server.closeAllConnections();
      await closing;
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
