import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestS3Server, type TestS3Server } from '../../testing/s3-server';
import { clientFor, storageCases } from './harness';
import { startPlatformProcess, type PlatformProcess } from './platform-process';

const MB = 1024 * 1024;
// LARGE_FILE_MB raises the size to check that the growth does not follow it (600 MB: under 10 MB).
const DISK_MB = Number(process.env.LARGE_FILE_MB ?? 200);
// s3rver (a test server, writing every part to disk and joining them) is slower per MB than the disk: 160 MB is
// thirty-two 5 MiB parts, enough to show the upload goes part by part (a few parts in memory, never the whole file)
// with room for the garbage collector's lag on a busy machine (CI once measured +48 MB on a 64 MB file).
const S3_MB = Number(process.env.LARGE_FILE_MB ?? 160);

/** `totalMb` MB made on the fly, chunk by chunk, hashed as it goes. */
function generated(hash: ReturnType<typeof createHash>, totalMb: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent === totalMb) {
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
describe.each(storageCases())('large objects stream through the server on %s', (label, storage) => {
  let server: PlatformProcess;
  let service: SupabaseClient;
  let s3: TestS3Server | undefined;
  const totalMb = storage.objects === 's3' ? S3_MB : DISK_MB;
  beforeAll(async () => {
    s3 = storage.objects === 's3' ? await startTestS3Server() : undefined;
    server = await startPlatformProcess(storage.db, s3?.env() ?? {});
    service = clientFor({ url: server.url } as never, server.serviceRoleKey);
    expect((await service.storage.createBucket('big', { public: false })).error).toBeNull();
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await s3?.close();
  });

  it(`uploads and downloads ${totalMb} MB with the server's memory flat`, async () => {
    // Warm up the code paths so the baseline peak includes them.
    await service.storage.from('big').upload('warm.bin', new Blob([Buffer.alloc(MB)]));
    await (await service.storage.from('big').download('warm.bin')).data?.arrayBuffer();
    const before = server.memory();

    const sent = createHash('md5');
    const { error } = await service.storage
      .from('big')
      .upload('manual.pdf', generated(sent, totalMb), { contentType: 'application/pdf', duplex: 'half' });
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
    expect(bytes).toBe(totalMb * MB);
    expect(received.digest('hex')).toBe(expected);
    expect((await service.storage.from('big').info('manual.pdf')).data).toMatchObject({ size: totalMb * MB, etag: `"${expected}"` });

    const uploadGrowth = afterUpload.peakMb - before.peakMb;
    const downloadGrowth = afterDownload.peakMb - afterUpload.peakMb;
    console.log(
      `${label}: server peak RSS ${before.peakMb.toFixed(0)} MB; +${uploadGrowth.toFixed(1)} MB during the ${totalMb} MB upload, +${downloadGrowth.toFixed(1)} MB during the download`,
    );
    // Under half the file: it was never held whole (the rest is the garbage collector's lag, larger on a busy machine).
    expect(uploadGrowth).toBeLessThan(totalMb / 2);
    expect(downloadGrowth).toBeLessThan(totalMb / 2);
  }, 180_000);
});
