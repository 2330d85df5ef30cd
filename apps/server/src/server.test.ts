// The composed server: health, home page, the platform APIs and the publisher's endpoints on one instance.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@kit/platform';
import { apiAreaPrefixes } from '@kit/publisher';
import { createTestDatabase, type TestDatabase } from '@kit/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from './server';

describe('composed server', () => {
  let server: Server;
  let database: TestDatabase;
  const dataDir = mkdtempSync(join(tmpdir(), 'kit-server-'));

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'server-test-secret-with-at-least-32-chars', PORT: '0' });
    server = await createServer({ config, db: database.db, logger: false });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers /health and the home page', async () => {
    const health = await server.app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const home = await server.app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toContain('text/html');
  });

  it('mounts the REST proxy, refusing loopback targets by default', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/designs/site/rest-api/request',
      headers: { apikey: server.ctx.keys.anonKey },
      payload: { url: 'http://127.0.0.1:9/', method: 'GET' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'proxy_target_forbidden', message: 'The target address is not allowed' });
  });

  it('serves icons', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/icons/wrench.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
  });

  it('mounts the platform with its keys', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/rest/v1/no_such_table?select=*',
      headers: { apikey: server.ctx.keys.anonKey },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'PGRST205' });
  });

  it('mounts nothing outside the declared API areas (the site reserves them and its worker never caches them)', () => {
    // Depth-one lines of fastify's route tree: `    ├── rest/v1 (GET, …)` → `rest`.
    const segments = server.app
      .printRoutes({ commonPrefix: false })
      .split('\n')
      .flatMap((line) => /^ {4}[├└]── ([^/ (]+)/.exec(line)?.[1] ?? [])
      .filter((segment) => segment !== '*' && segment !== 'health');
    expect(segments.length).toBeGreaterThan(8);
    const declared = apiAreaPrefixes();
    expect([...new Set(segments.map((segment) => `/${segment}/`))].filter((prefix) => !declared.includes(prefix))).toEqual([]);
  });
});
