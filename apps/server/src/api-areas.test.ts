// The mounted API areas against their declarations: every prefix reserved by the site and kept out of the service
// worker's page cache (both lists derived from the publisher's `API_AREAS`), and every area's errors in its wire shape.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type ApiAreaDeclaration, type ErrorShape } from '@kit/platform';
import { createTestDatabase, testBackends, type TestDatabase } from '@kit/platform/testing';
import { apiAreaPrefixes } from '@kit/publisher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverApiAreas } from './api-areas';
import { createServer, type Server } from './server';

/** The keys of each wire's error body, as its clients read them. */
const SHAPE_KEYS: Record<ErrorShape, string[]> = {
  postgrest: ['code', 'details', 'hint', 'message'],
  gotrue: ['code', 'error_code', 'msg'],
  storage: ['code', 'error', 'message', 'statusCode'],
  'functions-relay': ['code', 'message'],
  realtime: ['error', 'message'],
  'code-message': ['code', 'message'],
};

/** One request per area that its own error handling refuses. */
const PROBES: Record<string, { method: 'GET' | 'POST'; url: string; status: number; anonKey?: boolean }> = {
  auth: { method: 'GET', url: '/auth/v1/no-such-endpoint', status: 404 },
  mailbox: { method: 'GET', url: '/_dev/mail.json', status: 401 },
  realtime: { method: 'POST', url: '/realtime/v1/api/broadcast', status: 401 },
  storage: { method: 'GET', url: '/storage/v1/no-such-endpoint', status: 404 },
  functions: { method: 'GET', url: '/functions/v1/no-such-function', status: 404, anonKey: true },
  rest: { method: 'GET', url: '/rest/v1/no_such_table', status: 404, anonKey: true },
  payments: { method: 'POST', url: '/designs/site/stripe/create-checkout-session', status: 401 },
  'rest-proxy': { method: 'POST', url: '/designs/site/rest-api/request', status: 401 },
  'user-files': { method: 'POST', url: '/designs/site/user-files', status: 401 },
  icons: { method: 'GET', url: '/icons/no-such-icon.svg', status: 404 },
};

describe.each(testBackends())('declared API areas (%s)', (backend) => {
  let server: Server;
  let database: TestDatabase;
  let areas: ApiAreaDeclaration[];
  const dataDir = mkdtempSync(join(tmpdir(), 'kit-areas-'));

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'areas-test-secret-with-at-least-32-chars', PORT: '0' });
    server = await createServer({ config, db: database.db, logger: false });
    areas = serverApiAreas({ ctx: server.ctx, payments: server.payments, log: server.app.log });
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('reserves every mounted prefix for the areas and never caches it (or keeps it offline by declaration)', () => {
    const reserved = apiAreaPrefixes('all');
    const missing = areas.flatMap((area) =>
      area.prefixes.filter((prefix) => !reserved.some((segment) => `${prefix}/`.startsWith(segment))),
    );
    expect(missing).toEqual([]);
    const neverCached = apiAreaPrefixes('never-cached');
    const cached = areas.flatMap((area) =>
      area.prefixes.filter((prefix) => !neverCached.some((segment) => `${prefix}/`.startsWith(segment))),
    );
    expect(cached).toEqual(['/icons']);
  });

  it('probes every declared area', () => {
    expect(areas.map((area) => area.name).sort()).toEqual(Object.keys(PROBES).sort());
  });

  it("answers each area's errors in the body shape it declares", async () => {
    const answers = [];
    for (const area of areas) {
      const probe = PROBES[area.name];
      if (!probe) throw new Error(`no probe for ${area.name}`);
      const response = await server.app.inject({
        method: probe.method,
        url: probe.url,
        headers: { 'content-type': 'application/json', ...(probe.anonKey ? { apikey: server.ctx.keys.anonKey } : {}) },
        payload: probe.method === 'POST' ? '{}' : undefined,
      });
      answers.push({ area: area.name, status: response.statusCode, keys: Object.keys(response.json() as object).sort() });
    }
    expect(answers).toEqual(
      areas.map((area) => ({ area: area.name, status: PROBES[area.name]?.status, keys: SHAPE_KEYS[area.errorShape] })),
    );
  });
});
