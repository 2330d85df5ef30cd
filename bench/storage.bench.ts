// Storage and functions benchmark: 50 MB download and upload through /storage/v1 beside the same bytes on plain disk,
// ranged reads per second beside a bare node:http range server, and time to first byte of a streamed function beside
// a bare node:http SSE server. Everything runs in this process against a fresh test platform.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { startTestPlatform, type TestPlatform } from '../packages/platform/src/testing';
import type { BenchResult } from './result';

const MB = 1024 * 1024;
const OBJECT_MB = Number(process.env.STORAGE_BENCH_MB ?? 50);
const RANGE_BYTES = 64 * 1024;
const RANGE_SECONDS = Number(process.env.STORAGE_BENCH_SECONDS ?? 3);
const RANGE_CONCURRENCY = 16;
const TTFB_ROUNDS = 20;

function chunks(total: number): AsyncIterable<Uint8Array> {
  return (async function* () {
    for (let i = 0; i < total; i += 1) {
      const chunk = Buffer.alloc(MB, i % 251);
      chunk.writeUInt32BE(i, 0);
      yield chunk;
    }
  })();
}

function stream(total: number): ReadableStream<Uint8Array> {
  const iterator = chunks(total)[Symbol.asyncIterator]();
  return new ReadableStream({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
  });
}

async function drain(response: Response): Promise<number> {
  let bytes = 0;
  const reader = response.body!.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) bytes += chunk.value.length;
  return bytes;
}

async function timed<T>(work: () => Promise<T>): Promise<{ seconds: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { seconds: (performance.now() - started) / 1000, value };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

/** Requests per second of `request()` from RANGE_CONCURRENCY loops for RANGE_SECONDS (after `seconds` of warm-up). */
async function rate(request: (offset: number) => Promise<Response>, size: number, seconds = RANGE_SECONDS): Promise<number> {
  const deadline = performance.now() + seconds * 1000;
  let done = 0;
  const loop = async (seed: number) => {
    let offset = (seed * 7919 * RANGE_BYTES) % (size - RANGE_BYTES);
    while (performance.now() < deadline) {
      const response = await request(offset);
      if (response.status !== 206) throw new Error(`ranged read answered ${response.status}`);
      await drain(response);
      done += 1;
      offset = (offset + 104_729 * 13) % (size - RANGE_BYTES);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: RANGE_CONCURRENCY }, (_, i) => loop(i + 1)));
  return done / ((performance.now() - started) / 1000);
}

async function firstByteMs(url: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const reader = response.body!.getReader();
  await reader.read();
  const elapsed = performance.now() - started;
  await reader.cancel();
  return elapsed;
}

async function storageFigures(platform: TestPlatform, scratch: string): Promise<BenchResult[]> {
  const auth = { authorization: `Bearer ${platform.serviceRoleKey}`, apikey: platform.serviceRoleKey };
  const base = `${platform.url}/storage/v1`;
  await fetch(`${base}/bucket`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'bench' }),
  });

  const upload = await timed(() =>
    fetch(`${base}/object/bench/manual.pdf`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/pdf' },
      body: stream(OBJECT_MB),
      duplex: 'half',
    } as RequestInit),
  );
  if (!upload.value.ok) throw new Error(`upload failed: ${upload.value.status} ${await upload.value.text()}`);
  const diskWrite = await timed(() => pipeline(chunks(OBJECT_MB), createWriteStream(join(scratch, 'direct.bin'))));

  const info = (await (await fetch(`${base}/object/info/bench/manual.pdf`, { headers: auth })).json()) as { version: string; size: number };
  const stored = join(platform.ctx.config.dataDir, 'storage', 'bench', 'manual.pdf', info.version);
  await drain(await fetch(`${base}/object/bench/manual.pdf`, { headers: auth }));
  const download = await timed(async () => drain(await fetch(`${base}/object/bench/manual.pdf`, { headers: auth })));
  const diskRead = await timed(async () => {
    let bytes = 0;
    for await (const chunk of createReadStream(stored, { highWaterMark: 256 * 1024 })) bytes += (chunk as Buffer).length;
    return bytes;
  });
  if (download.value !== info.size || diskRead.value !== info.size) throw new Error('download size mismatch');

  const rangeServer = createServer((request, response) => {
    const match = /bytes=(\d+)-(\d+)/.exec(request.headers.range ?? '');
    const start = Number(match?.[1] ?? 0);
    const end = Number(match?.[2] ?? RANGE_BYTES - 1);
    response.writeHead(206, { 'content-length': end - start + 1, 'content-range': `bytes ${start}-${end}/${info.size}` });
    createReadStream(stored, { start, end }).pipe(response);
  });
  const rangeUrl = await listen(rangeServer);
  const range = (offset: number) => `bytes=${offset}-${offset + RANGE_BYTES - 1}`;
  // The viewer's hot path: a signed URL (made once, as the viewer does), then byte ranges through it.
  const sign = await fetch(`${base}/object/sign/bench/manual.pdf`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ expiresIn: 600 }),
  });
  const signedUrl = `${base}${((await sign.json()) as { signedURL: string }).signedURL}`;
  const authenticated = (offset: number) => fetch(`${base}/object/bench/manual.pdf`, { headers: { ...auth, range: range(offset) } });
  const signed = (offset: number) => fetch(signedUrl, { headers: { range: range(offset) } });
  const bare = (offset: number) => fetch(rangeUrl, { headers: { range: range(offset) } });
  // Each server warmed up the same way first (JIT, connections, caches), so the order of measurement does not count.
  for (const target of [authenticated, signed, bare]) await rate(target, info.size, 0.5);
  const ranged = await rate(authenticated, info.size);
  const signedRanged = await rate(signed, info.size);
  const bareRanged = await rate(bare, info.size);
  rangeServer.close();

  const mbps = (seconds: number) => OBJECT_MB / seconds;
  return [
    {
      name: `download ${OBJECT_MB} MB through /storage/v1`,
      value: mbps(download.seconds),
      unit: 'MB/s',
      baseline: { name: 'same file read from disk', value: mbps(diskRead.seconds), unit: 'MB/s' },
    },
    {
      name: `upload ${OBJECT_MB} MB through /storage/v1`,
      value: mbps(upload.seconds),
      unit: 'MB/s',
      baseline: { name: 'same bytes written to disk', value: mbps(diskWrite.seconds), unit: 'MB/s' },
    },
    {
      name: `ranged reads (64 KiB, ${RANGE_CONCURRENCY} concurrent)`,
      value: ranged,
      unit: 'req/s',
      baseline: { name: 'bare node:http range server', value: bareRanged, unit: 'req/s' },
    },
    {
      name: `ranged reads through a signed URL (the viewer's path; 64 KiB, ${RANGE_CONCURRENCY} concurrent)`,
      value: signedRanged,
      unit: 'req/s',
      baseline: { name: 'bare node:http range server', value: bareRanged, unit: 'req/s' },
    },
  ];
}

async function functionFigure(platform: TestPlatform): Promise<BenchResult> {
  const sse = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    response.write('data: {"n":0}\n\n');
    setTimeout(() => response.end(), 50);
  });
  const sseUrl = await listen(sse);
  const functionUrl = `${platform.url}/functions/v1/stream?count=2&delay=50`;
  const headers = { authorization: `Bearer ${platform.anonKey}` };
  await firstByteMs(functionUrl, headers);
  await firstByteMs(sseUrl, {});
  const viaPlatform: number[] = [];
  const bare: number[] = [];
  for (let i = 0; i < TTFB_ROUNDS; i += 1) {
    viaPlatform.push(await firstByteMs(functionUrl, headers));
    bare.push(await firstByteMs(sseUrl, {}));
  }
  sse.close();
  const value = median(viaPlatform);
  const baseline = median(bare);
  return {
    name: 'time to first byte of a streamed function (median)',
    value,
    unit: 'ms',
    baseline: { name: 'bare node:http SSE server', value: baseline, unit: 'ms' },
    ratio: value / baseline,
  };
}

export async function runStorageBench(): Promise<BenchResult[]> {
  const fixtures = fileURLToPath(new URL('../packages/platform/src/functions/fixtures', import.meta.url));
  const platform = await startTestPlatform({ backend: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite', functionDirs: [fixtures] });
  const scratch = await mkdtemp(join(tmpdir(), 'kit-storage-bench-'));
  try {
    return [...(await storageFigures(platform, scratch)), await functionFigure(platform)];
  } finally {
    await platform.close();
    await rm(scratch, { recursive: true, force: true });
  }
}
