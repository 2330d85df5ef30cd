import { createHash } from 'node:crypto';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3Server, type TestS3Server } from '../../testing/s3-server';
import { createS3Backend, type S3Backend } from './s3-backend';

const v1 = '11111111-1111-4111-8111-111111111111';
const v2 = '22222222-2222-4222-8222-222222222222';
const MB = 1024 * 1024;

/** A loopback pass-through to the S3 server that records each request's method and query (headers kept: signatures hold). */
async function recordingProxy(target: string): Promise<{ url: string; seen: string[]; server: Server }> {
  const seen: string[] = [];
  const { hostname, port } = new URL(target);
  const server = createServer((incoming, outgoing) => {
    const query = new URL(incoming.url ?? '/', 'http://x').searchParams;
    seen.push(
      `${incoming.method} ${[...query.keys()]
        .filter((name) => name !== 'x-id')
        .sort()
        .join('&')}`,
    );
    const forward = request({ hostname, port, method: incoming.method, path: incoming.url, headers: incoming.headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, server };
}

describe('S3 backend (against s3rver)', () => {
  let s3: TestS3Server;
  let backend: S3Backend;
  let proxy: Awaited<ReturnType<typeof recordingProxy>>;

  beforeAll(async () => {
    s3 = await startTestS3Server();
    proxy = await recordingProxy(s3.endpoint);
    backend = createS3Backend({ ...s3.config('objects'), endpoint: proxy.url, prefix: 'site/' });
    await backend.ensureBucket();
  });
  afterAll(async () => {
    await backend?.close?.();
    proxy?.server.close();
    await s3?.close();
  });

  it('writes a stream under PREFIX/BUCKET/KEY/VERSION with its size and MD5 ETag, and reads it whole or by range', async () => {
    const stored = await backend.write({ bucket: 'b', key: 'a/file name.txt', version: v1 }, Readable.from(['hello ', 'world']), {
      maxBytes: 100,
    });
    expect(stored).toMatchObject({ size: 11, eTag: '"5eb63bbbe01eeed093cb22bb8f5acdc3"' });
    expect(await s3.keys('objects')).toEqual([`site/b/a/file name.txt/${v1}`]);
    expect(await text(await backend.read({ bucket: 'b', key: 'a/file name.txt', version: v1 }))).toBe('hello world');
    expect(await text(await backend.read({ bucket: 'b', key: 'a/file name.txt', version: v1 }, { start: 6, end: 10 }))).toBe('world');
    expect(await backend.stat({ bucket: 'b', key: 'a/file name.txt', version: v1 })).toMatchObject({ size: 11 });
  });

  it('streams a large body as a multipart upload and reads back the same bytes', async () => {
    const hash = createHash('md5');
    const chunks = Array.from({ length: 12 }, (_, i) => Buffer.alloc(MB, i + 1));
    for (const chunk of chunks) hash.update(chunk);
    proxy.seen.length = 0;
    const stored = await backend.write({ bucket: 'b', key: 'big.bin', version: v1 }, Readable.from(chunks), { maxBytes: 20 * MB });
    expect(stored).toMatchObject({ size: 12 * MB, eTag: `"${hash.digest('hex')}"` });
    // Create, three 5/5/2 MiB parts, complete.
    expect(proxy.seen).toEqual([
      'POST uploads',
      'PUT partNumber&uploadId',
      'PUT partNumber&uploadId',
      'PUT partNumber&uploadId',
      'POST uploadId',
    ]);
    const tail = await text(await backend.read({ bucket: 'b', key: 'big.bin', version: v1 }, { start: 12 * MB - 3, end: 12 * MB - 1 }));
    expect(Buffer.from(tail)).toEqual(Buffer.alloc(3, 12));
  });

  it('refuses a write past maxBytes, small or multipart, and leaves no object or pending upload behind', async () => {
    await expect(
      backend.write({ bucket: 'b', key: 'small-over.bin', version: v1 }, Readable.from([Buffer.alloc(60), Buffer.alloc(60)]), {
        maxBytes: 100,
      }),
    ).rejects.toMatchObject({ code: 'EntityTooLarge' });
    proxy.seen.length = 0;
    const parts = Array.from({ length: 8 }, () => Buffer.alloc(MB));
    await expect(
      backend.write({ bucket: 'b', key: 'big-over.bin', version: v1 }, Readable.from(parts), { maxBytes: 7 * MB }),
    ).rejects.toMatchObject({
      code: 'EntityTooLarge',
    });
    expect((await s3.keys('objects')).filter((key) => key.includes('-over'))).toEqual([]);
    // The multipart upload was started, then aborted (its parts released), never completed.
    expect(proxy.seen).toContain('POST uploads');
    expect(proxy.seen).toContain('DELETE uploadId');
    expect(proxy.seen).not.toContain('POST uploadId');
  });

  it('copies a version, answers NoSuchKey or undefined for missing bytes, and removes versions', async () => {
    await backend.copy({ bucket: 'b', key: 'a/file name.txt', version: v1 }, { bucket: 'c', key: 'x/y+z?.txt', version: v2 });
    expect(await text(await backend.read({ bucket: 'c', key: 'x/y+z?.txt', version: v2 }))).toBe('hello world');
    await expect(backend.read({ bucket: 'b', key: 'nope', version: v1 })).rejects.toMatchObject({ code: 'NoSuchKey' });
    expect(await backend.stat({ bucket: 'b', key: 'nope', version: v1 })).toBeUndefined();
    await backend.remove([
      { bucket: 'c', key: 'x/y+z?.txt', version: v2 },
      { bucket: 'c', key: 'never', version: v1 },
    ]);
    expect((await s3.keys('objects')).filter((key) => key.startsWith('site/c/'))).toEqual([]);
  });

  it('removes whatever is left of one bucket, and only that bucket', async () => {
    await backend.write({ bucket: 'bb', key: 'kept.txt', version: v1 }, Readable.from(['x']), { maxBytes: 10 });
    await backend.removeBucket('b');
    expect(await s3.keys('objects')).toEqual([`site/bb/kept.txt/${v1}`]);
  });
});
