// The read cache in serveRestRequest, in-process over a real database: repeated reads reuse one parsed request and
// statement, every statement header is part of the key, callers never share identity, and a schema reload rebuilds.
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, RequestIdentity } from '../db';
import { createTestDatabase, sqlMigration, testBackends, type TestDatabase } from '../testing';
import { shapeKey } from './build-request';
import { ALICE, BOB, conformanceMigration } from './conformance/fixture';
import { RestError } from './errors';
import type { RestEnv, RestResponse } from './handlers/types';
import { DEFAULT_REST_OPTIONS } from './routes';
import { openSchemaCache, type SchemaCacheHolder } from './schema/schema-cache';
import { createReadCache, serveRestRequest, type ReadCache } from './serve-request';

const EXTRA = sqlMigration(
  '0002_serve_request.sql',
  `create view public.caller as
     select current_setting('request.jwt.claims', true)::json->>'sub' as sub,
            current_setting('request.headers', true)::json->>'x-probe' as probe;
   create table public.gauges (id int primary key, label text not null);
   insert into public.gauges values (1, 'pressure');`,
);

const anon: RequestIdentity = { role: 'anon', claims: { role: 'anon' } };
const alice: RequestIdentity = { role: 'authenticated', claims: { role: 'authenticated', sub: ALICE } };
const bob: RequestIdentity = { role: 'authenticated', claims: { role: 'authenticated', sub: BOB } };

function httpRequest(method: string, path: string, headers: Record<string, string> = {}, body?: string): FastifyRequest {
  const url = `/rest/v1${path}`;
  return {
    method,
    url,
    raw: { url },
    headers: { host: 'localhost', ...headers },
    query: {},
    body: body === undefined ? undefined : Buffer.from(body),
  } as unknown as FastifyRequest;
}

describe.each(testBackends())('serveRestRequest read cache on %s', (backend) => {
  let testDb: TestDatabase;
  let db: Database;
  let schema: SchemaCacheHolder;
  let reads: ReadCache;

  beforeAll(async () => {
    testDb = await createTestDatabase(backend, [conformanceMigration(), EXTRA]);
    db = testDb.db;
    schema = await openSchemaCache(db, { schemas: DEFAULT_REST_OPTIONS.schemas });
  });
  afterAll(async () => {
    await schema?.close();
    await testDb?.drop();
  });

  const env = (): RestEnv => ({ db, cache: schema.current(), options: DEFAULT_REST_OPTIONS });
  const serve = (request: FastifyRequest, identity: RequestIdentity = anon): Promise<RestResponse> =>
    serveRestRequest(env(), reads, request, identity);
  const rows = async (request: FastifyRequest, identity?: RequestIdentity): Promise<unknown> =>
    JSON.parse((await serve(request, identity)).body);

  it('serves a repeated read from one cached parse and statement', async () => {
    reads = createReadCache();
    const request = httpRequest('GET', '/manuals?select=id,title&id=eq.1');
    const first = await serve(request);
    expect(reads.size).toBe(1);
    const entry = reads.get(schema.current(), shapeKey(request));
    expect(entry?.read.sql).toContain('$1');
    expect(entry?.read.params).toEqual(['1']);
    const second = await serve(httpRequest('GET', '/manuals?select=id,title&id=eq.1'));
    expect(second).toEqual(first);
    expect(JSON.parse(second.body)).toEqual([{ id: 1, title: 'Pump installation guide' }]);
    // A miss would have stored a new entry in its place.
    expect(reads.get(schema.current(), shapeKey(request))).toBe(entry);
    expect(reads.size).toBe(1);
  });

  it("never gives one caller another's rows, claims or request headers", async () => {
    reads = createReadCache();
    const notes = () => httpRequest('GET', '/notes?select=body&order=id');
    expect(await rows(notes(), alice)).toEqual([{ body: 'alice public' }, { body: 'alice private' }, { body: 'bob public' }]);
    expect(await rows(notes(), bob)).toEqual([{ body: 'alice public' }, { body: 'bob public' }, { body: 'bob private' }]);
    expect(await rows(notes(), anon)).toEqual([{ body: 'alice public' }, { body: 'bob public' }]);

    const caller = (probe: string) => httpRequest('GET', '/caller?select=sub,probe', { 'x-probe': probe });
    expect(await rows(caller('probe-of-alice'), alice)).toEqual([{ sub: ALICE, probe: 'probe-of-alice' }]);
    expect(await rows(caller('probe-of-bob'), bob)).toEqual([{ sub: BOB, probe: 'probe-of-bob' }]);
    expect(await rows(caller('probe-of-anon'), anon)).toEqual([{ sub: null, probe: 'probe-of-anon' }]);

    expect(reads.size).toBe(2);
    const stored = JSON.stringify(reads.get(schema.current(), shapeKey(caller('any'))));
    for (const secret of [ALICE, BOB, 'probe-of', 'authenticated']) expect(stored).not.toContain(secret);
  });

  it('keys on every header that changes the statement, and on the method', async () => {
    reads = createReadCache();
    const path = '/brands?select=id&order=id';
    const plain = async () => {
      const response = await serve(httpRequest('GET', path));
      expect(response.body).toBe('[{"id":1}, \n {"id":2}, \n {"id":3}]');
      expect(response.headers['Content-Range']).toBe('0-2/*');
      expect(response.headers['Content-Profile']).toBeUndefined();
    };
    const variants: Array<[string, Record<string, string>, (response: RestResponse) => void]> = [
      ['GET', { range: '1-1' }, (r) => expect(JSON.parse(r.body)).toEqual([{ id: 2 }])],
      ['GET', { accept: 'text/csv' }, (r) => expect(r.body).toBe('id\n1\n2\n3')],
      ['GET', { prefer: 'count=exact' }, (r) => expect(r.headers['Content-Range']).toBe('0-2/3')],
      ['GET', { 'accept-profile': 'public' }, (r) => expect(r.headers['Content-Profile']).toBe('public')],
      ['HEAD', {}, (r) => expect(r.body).toBe('')],
    ];
    await plain();
    for (const [method, headers, check] of variants) {
      check(await serve(httpRequest(method, path, headers)));
      await plain();
      check(await serve(httpRequest(method, path, headers)));
    }
    const single = await serve(httpRequest('GET', '/brands?select=id&id=eq.2', { accept: 'application/vnd.pgrst.object+json' }));
    expect(single.body).toBe('{"id":2}');
    await expect(serve(httpRequest('GET', path, { 'accept-profile': 'elsewhere' }))).rejects.toMatchObject({ code: 'PGRST106' });
    expect(reads.size).toBe(1 + variants.length + 1);
  });

  it('does not cache writes, rpc or requests that fail to parse', async () => {
    reads = createReadCache();
    const insert = await serve(
      httpRequest('POST', '/gauges', { 'content-type': 'application/json', prefer: 'return=minimal' }, '{"id":2,"label":"flow"}'),
      { role: 'service_role', claims: { role: 'service_role' } },
    );
    expect(insert.status).toBe(201);
    expect(JSON.parse((await serve(httpRequest('GET', '/rpc/add_numbers?a=1'))).body)).toBe(11);
    await expect(serve(httpRequest('GET', '/manuals?select=id(('))).rejects.toBeInstanceOf(RestError);
    expect(reads.size).toBe(0);
  });

  it('builds again after the schema cache reloads', async () => {
    reads = createReadCache();
    const gauges = () => httpRequest('GET', '/gauges?select=*&id=eq.1');
    expect(await rows(gauges())).toEqual([{ id: 1, label: 'pressure' }]);
    const before = schema.current();
    await db.exec(`alter table public.gauges add column unit text not null default 'bar'`);
    await schema.reload();
    expect(schema.current()).not.toBe(before);
    // `*` was expanded to the columns known when the statement was built: a stale statement would miss `unit`.
    expect(await rows(gauges())).toEqual([{ id: 1, label: 'pressure', unit: 'bar' }]);
    expect(reads.size).toBe(1);
  });
});
