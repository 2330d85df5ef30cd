/** Prepared JSON: one ETag whatever the encoding, 304 on a match, large bodies compressed once, small ones sent as they are. */
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareJson, sendPreparedJson } from './json-body';

describe('sendPreparedJson', () => {
  const app = Fastify({ logger: false });
  const large = prepareJson({ rows: Array.from({ length: 200 }, (_, id) => ({ id, name: `row ${id}` })) });
  const small = prepareJson({ ok: true });
  app.get('/large', (request, reply) => sendPreparedJson(request, reply, large));
  app.get('/small', (request, reply) => sendPreparedJson(request, reply, small));
  afterAll(() => app.close());

  it('compresses a large body for browsers that accept it, with the same ETag', async () => {
    const plain = await app.inject({ method: 'GET', url: '/large' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await app.inject({ method: 'GET', url: '/large', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(large.body);
    const gzip = await app.inject({ method: 'GET', url: '/large', headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(large.body);
    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(1);
    expect(br.headers.vary).toBe('accept-encoding');
    expect(
      (await app.inject({ method: 'GET', url: '/large', headers: { 'if-none-match': large.etag, 'accept-encoding': 'br' } })).statusCode,
    ).toBe(304);
  });

  it('sends a small body uncompressed', async () => {
    const response = await app.inject({ method: 'GET', url: '/small', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ ok: true });
  });
});
