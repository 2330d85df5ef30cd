// Ranged reads through a signed URL: the length from the first range, a re-sign after expiry, clear failures.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentRangeLength, createRangedFile, RangedFileError } from './ranged-file';

const FILE = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
let server: Server;
let origin = '';
const seen: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push(`${request.url} ${request.headers.range ?? ''}`);
    if (!request.url?.includes('token=good')) {
      response.writeHead(400, { 'content-type': 'application/json' }).end('{"statusCode":"400","error":"InvalidJWT"}');
      return;
    }
    const match = /bytes=(\d+)-(\d+)/.exec(request.headers.range ?? '');
    if (!match) return void response.writeHead(200, { 'content-length': FILE.length }).end(FILE);
    const [begin, end] = [Number(match[1]), Math.min(Number(match[2]), FILE.length - 1)];
    response
      .writeHead(206, { 'content-range': `bytes ${begin}-${end}/${FILE.length}`, 'content-length': end - begin + 1 })
      .end(FILE.subarray(begin, end + 1));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('ranged file', () => {
  it('reads the length from Content-Range', () => {
    expect(contentRangeLength('bytes 0-65535/1234567')).toBe(1234567);
    expect(contentRangeLength('bytes */1234')).toBeNull();
    expect(contentRangeLength(null)).toBeNull();
  });

  it('reads the first range and later ranges, counting bytes', async () => {
    let bytes = 0;
    const file = createRangedFile({ sign: async () => `${origin}/f?token=good`, onBytes: (n) => (bytes += n) });
    const first = await file.first(100);
    expect(first.length).toBe(1000);
    expect([...first.data.subarray(0, 3)]).toEqual([0, 1, 2]);
    const tail = await file.range(900, 1000);
    expect(tail.byteLength).toBe(100);
    expect(tail[0]).toBe(900 % 251);
    expect(bytes).toBe(200);
  });

  it('serves reads inside a range read ahead from it, asking only for the gaps', async () => {
    let bytes = 0;
    const file = createRangedFile({ sign: async () => `${origin}/f?token=good`, onBytes: (n) => (bytes += n) });
    seen.length = 0;
    file.prefetch(800, 1000);
    const first = await file.first(100);
    expect(first.length).toBe(1000);
    const inside = await file.range(850, 900);
    expect([...inside]).toEqual([...FILE.subarray(850, 900)]);
    // Spanning the head, a gap and the tail: one request, for the gap.
    const across = await file.range(50, 950);
    expect([...across]).toEqual([...FILE.subarray(50, 950)]);
    expect(seen.sort()).toEqual(['/f?token=good bytes=0-99', '/f?token=good bytes=100-799', '/f?token=good bytes=800-999']);
    expect(bytes).toBe(1000);
  });

  it('asks again for a range whose read ahead failed', async () => {
    const urls = [`${origin}/f?token=bad`, `${origin}/f?token=bad`];
    const file = createRangedFile({ sign: async () => urls.shift() ?? `${origin}/f?token=good` });
    file.prefetch(0, 10);
    await expect(file.range(0, 10)).rejects.toBeInstanceOf(RangedFileError);
    expect([...(await file.range(0, 10))]).toEqual([...FILE.subarray(0, 10)]);
  });

  it('keeps the whole file when the server ignores ranges', async () => {
    const file = createRangedFile({ sign: async () => `${origin}/f?token=good`, fetch: (input) => fetch(input) });
    seen.length = 0;
    const first = await file.first(100);
    expect(first.length).toBe(1000);
    expect([...(await file.range(500, 510))]).toEqual([...FILE.subarray(500, 510)]);
    expect(seen).toHaveLength(1);
  });

  it('signs again once when the URL has expired', async () => {
    const urls = [`${origin}/f?token=expired`, `${origin}/f?token=good`];
    const file = createRangedFile({ sign: async () => urls.shift() ?? `${origin}/f?token=bad` });
    seen.length = 0;
    expect((await file.range(0, 10)).byteLength).toBe(10);
    expect(seen).toEqual(['/f?token=expired bytes=0-9', '/f?token=good bytes=0-9']);
  });

  it('fails with the status when signing again does not help', async () => {
    const file = createRangedFile({ sign: async () => `${origin}/f?token=bad` });
    await expect(file.range(0, 10)).rejects.toBeInstanceOf(RangedFileError);
  });
});
