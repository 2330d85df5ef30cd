import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { testBackends } from '../../testing';
import { clientFor } from './harness';
import { startPlatformProcess, type PlatformProcess } from './platform-process';

const MB = 1024 * 1024;
// LARGE_FILE_MB raises the size to check that the growth does not follow it (600 MB: under 10 MB).
const TOTAL_MB = Number(process.env.LARGE_FILE_MB ?? 200);

/** 200 MB made on the fly, chunk by chunk, hashed as it goes. */
function generated(hash: ReturnType<typeof createHash>): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent === TOTAL_MB) {
        controller.close();
        return;
      }
      const chunk = Buffer.alloc(MB, sent % 251);
      chunk.writeUInt32BE(sent, 0);
      hash.update(chunk);
      controller.enqueue(new Uint8Array(chunk));
      sent += 1;
    },
  });
}

// The server runs in its own process so its resident set is measured alone (the client's fetch keeps upload chunks).
describe.each(testBackends())('large objects stream through the server on %s', (backend) => {
  let server: PlatformProcess;
  let service: SupabaseClient;
  beforeAll(async () => {
    server = await startPlatformProcess(backend);
    service = clientFor({ url: server.url } as never, server.serviceRoleKey);
    expect((await service.storage.createBucket('big', { public: false })).error).toBeNull();
  }, 60_000);
  afterAll(() => server?.stop());

  it(`uploads and downloads ${TOTAL_MB} MB with the server's memory flat`, async () => {
    // Warm up the code paths so the baseline peak includes them.
    await service.storage.from('big').upload('warm.bin', new Blob([Buffer.alloc(MB)]));
    await (await service.storage.from('big').download('warm.bin')).data?.arrayBuffer();
    const before = server.memory();

    const sent = createHash('md5');
    const { error } = await service.storage.from('big').upload('manual.pdf', generated(sent), { contentType: 'application/pdf', duplex: 'half' });
    expect(error).toBeNull();
    const expected = sent.digest('hex');
    const afterUpload = server.memory();

    const { data, error: downloadError } = await service.storage.from('big').download('manual.pdf').asStream();
    expect(downloadError).toBeNull();
    const received = createHash('md5');
    let bytes = 0;
    for await (const chunk of data as unknown as AsyncIterable<Uint8Array>) {
      received.update(chunk);
      bytes += chunk.length;
    }
    const afterDownload = server.memory();
    expect(bytes).toBe(TOTAL_MB * MB);
    expect(received.digest('hex')).toBe(expected);
    expect((await service.storage.from('big').info('manual.pdf')).data).toMatchObject({ size: TOTAL_MB * MB, etag: `"${expected}"` });

    const uploadGrowth = afterUpload.peakMb - before.peakMb;
    const downloadGrowth = afterDownload.peakMb - afterUpload.peakMb;
    console.log(`${backend}: server peak RSS ${before.peakMb.toFixed(0)} MB; +${uploadGrowth.toFixed(1)} MB during the ${TOTAL_MB} MB upload, +${downloadGrowth.toFixed(1)} MB during the download`);
    expect(uploadGrowth).toBeLessThan(64);
    expect(downloadGrowth).toBeLessThan(64);
  }, 180_000);
});
