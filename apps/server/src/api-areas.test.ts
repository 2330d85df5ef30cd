// The mounted API areas against their declarations: every prefix reserved by the site and kept out of the service
// worker's page cache (both lists derived from the publisher's `API_AREAS`), every area's errors in its wire shape,
// and every declared body limit enforced in that shape (one byte over refused with 413, the limit itself accepted).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig, mountApiAreas, type ApiAreaDeclaration, type ErrorShape } from '@kit/platform';
import { createTestDatabase, testBackends, type TestDatabase } from '@kit/platform/testing';
import { apiAreaPrefixes } from '@kit/publisher';
import { testingPublication } from '@kit/publisher/testing';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverApiAreas } from './api-areas';
import { createServer, type Server } from './server';

const FUNCTION_FIXTURES = fileURLToPath(new URL('../../../packages/platform/src/functions/fixtures', import.meta.url));

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
  sandbox: { method: 'POST', url: '/_sandbox/clock', status: 401 },
  icons: { method: 'GET', url: '/icons/no-such-icon.svg', status: 404 },
  'page-data': { method: 'GET', url: '/data/no-such-page.json', status: 404 },
  collections: { method: 'GET', url: '/collections/no-such-collection.json', status: 404 },
  'data-sets': { method: 'POST', url: '/ww/cms_data_sets/no-such-data-set/fetch', status: 404 },
};

/**
 * One request per area with a declared body limit that reads its body whole before anything else can refuse it, and
 * the code of its refusal. `key`: the apikey (and bearer) sent.
 */
const BODY_PROBES: Record<string, { url: string; contentType: string; key?: 'anon' | 'service'; code: string }> = {
  auth: { url: '/auth/v1/signup', contentType: 'application/json', key: 'anon', code: 'request_entity_too_large' },
  storage: { url: '/storage/v1/object/limits/file.bin', contentType: 'application/octet-stream', key: 'service', code: 'EntityTooLarge' },
  functions: { url: '/functions/v1/echo', contentType: 'application/json', key: 'anon', code: 'REQUEST_TOO_LARGE' },
  rest: { url: '/rest/v1/no_such_table', contentType: 'application/json', key: 'anon', code: 'PGRST102' },
  payments: { url: '/designs/site/stripe/create-checkout-session', contentType: 'application/json', code: 'fst_err_ctp_body_too_large' },
  sandbox: { url: '/_sandbox/clock', contentType: 'application/json', code: 'fst_err_ctp_body_too_large' },
  'rest-proxy': { url: '/designs/site/rest-api/request', contentType: 'application/json', key: 'anon', code: 'proxy_request_too_large' },
  'user-files': { url: '/designs/site/user-files', contentType: 'application/json', code: 'user_file_too_large' },
  'data-sets': { url: '/ww/cms_data_sets/cities/fetch', contentType: 'application/json', code: 'data_set_body_too_large' },
};

/** Where each wire's body names its code (GoTrue's `code` is the HTTP status). */
const CODE_KEY: Record<ErrorShape, string> = {
  postgrest: 'code',
  gotrue: 'error_code',
  storage: 'code',
  'functions-relay': 'code',
  realtime: 'message',
  'code-message': 'code',
};

/** The storage server answers every client error 400, with the status it stands for (`statusCode`) in the body. */
const TOO_LARGE_STATUS: Partial<Record<ErrorShape, number>> = { storage: 400 };

/** Larger declared limits are checked on a copy of the declaration at this size (its register passes the limit on). */
const LARGEST_BODY_SENT = 16 * 1024 * 1024;
const SCALED_LIMIT = 1024 * 1024;

/** A body of exactly `bytes` bytes: a JSON object padded with one string, or plain bytes. */
function bodyOfSize(bytes: number, contentType: string): Buffer {
  if (contentType !== 'application/json') return Buffer.alloc(bytes, 0x61);
  return Buffer.from(`{"pad":"${'a'.repeat(bytes - 10)}"}`);
}

describe.each(testBackends())('declared API areas (%s)', (backend) => {
  let server: Server;
  let database: TestDatabase;
  let areas: ApiAreaDeclaration[];
  const dataDir = mkdtempSync(join(tmpdir(), 'kit-areas-'));

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    const config = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'areas-test-secret-with-at-least-32-chars',
      PORT: '0',
      FUNCTIONS_DIR: FUNCTION_FIXTURES,
    });
    const publication = testingPublication();
    server = await createServer({ config, db: database.db, logger: false, site: publication });
    const site = { publication, verifySession: async () => null, rolesOf: async () => [] };
    areas = serverApiAreas({ ctx: server.ctx, payments: server.payments, log: server.app.log, site });
    const { serviceRoleKey } = server.ctx.keys;
    const bucket = await server.app.inject({
      method: 'POST',
      url: '/storage/v1/bucket',
      headers: { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}` },
      payload: { id: 'limits', name: 'limits' },
    });
    expect(bucket.statusCode).toBe(200);
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
    expect(cached).toEqual(['/icons', '/data', '/collections']);
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

  it('probes the body limit of every area that declares one', () => {
    expect(areas.flatMap((area) => (area.bodyLimit === undefined ? [] : [area.name])).sort()).toEqual(Object.keys(BODY_PROBES).sort());
  });

  it("refuses a body one byte over each declared limit in the area's shape, and accepts one at the limit", async () => {
    const answers = [];
    for (const area of areas) {
      const probe = BODY_PROBES[area.name];
      if (area.bodyLimit === undefined || !probe) continue;
      let app = server.app;
      let limit = area.bodyLimit;
      if (limit > LARGEST_BODY_SENT) {
        limit = SCALED_LIMIT;
        app = Fastify({ logger: false });
        await mountApiAreas(app, [{ ...area, bodyLimit: limit }]);
      }
      const keys = server.ctx.keys;
      const key = probe.key === 'service' ? keys.serviceRoleKey : probe.key === 'anon' ? keys.anonKey : undefined;
      const send = (bytes: number) =>
        app.inject({
          method: 'POST',
          url: probe.url,
          headers: { 'content-type': probe.contentType, ...(key ? { apikey: key, authorization: `Bearer ${key}` } : {}) },
          payload: bodyOfSize(bytes, probe.contentType),
        });
      const over = await send(limit + 1);
      const at = await send(limit);
      if (app !== server.app) await app.close();
      const refusal = over.json<Record<string, unknown>>();
      answers.push({
        area: area.name,
        over: over.statusCode,
        code: refusal[CODE_KEY[area.errorShape]],
        keys: Object.keys(refusal).sort(),
        atLimitRefusedForSize: at.statusCode === 413,
      });
    }
    expect(answers).toEqual(
      areas.flatMap((area) => {
        const probe = BODY_PROBES[area.name];
        if (area.bodyLimit === undefined || !probe) return [];
        const over = TOO_LARGE_STATUS[area.errorShape] ?? 413;
        return [{ area: area.name, over, code: probe.code, keys: SHAPE_KEYS[area.errorShape], atLimitRefusedForSize: false }];
      }),
    );
  });
});
