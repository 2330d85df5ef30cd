/** Storage actions against the platform: upload (sanitised name), list, replace, copy, move, signed and public URLs, delete. */
import { createTestRuntime } from '@kit/runtime-core/testing';
import { sqlMigration, startTestPlatform, testBackends } from '@kit/platform/testing';
import type { TestPlatform } from '@kit/platform/testing';
import { createClient } from '@supabase/supabase-js';
import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryCookies } from './cookies';
import { createSupabasePlugin } from './plugin';
import type { SupabasePlugin } from './plugin';
import { nodeClientOptions } from './testing/node-client';
import { runAction } from './testing/run-action';

const manualsPolicies = sqlMigration(
  '0001_manuals.sql',
  `create policy "manuals all" on storage.objects for all to anon using (bucket_id = 'manuals') with check (bucket_id = 'manuals');`,
);

/** A plain RGB PNG of the given size (one colour), built by hand: signature, IHDR, IDAT, IEND. */
function solidPng(width: number, height: number): Uint8Array<ArrayBuffer> {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x66)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', pixels),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

/** Width and height from a PNG's IHDR. */
const pngSize = (bytes: ArrayBuffer) => {
  const view = new DataView(bytes);
  return { width: view.getUint32(16), height: view.getUint32(20) };
};

describe.each(testBackends())('storage actions against the platform on %s', (backend) => {
  let platform: TestPlatform;
  let plugin: SupabasePlugin;

  beforeAll(async () => {
    platform = await startTestPlatform({ backend, migrations: [manualsPolicies] });
    const service = createClient(platform.url, platform.serviceRoleKey, nodeClientOptions());
    const created = await service.storage.createBucket('manuals', { public: true });
    expect(created.error).toBeNull();
    plugin = createSupabasePlugin(
      { projectUrl: platform.url, publicKey: platform.anonKey, connectionMode: 'custom' },
      { cookies: createMemoryCookies(), clientOptions: nodeClientOptions() },
    );
  });
  afterAll(async () => {
    plugin?.dispose();
    await platform?.close();
  });

  it('uploads with a sanitised name, lists, replaces, copies, moves, signs, gives a public URL and deletes', async () => {
    const runtime = createTestRuntime();
    plugin.install(runtime);
    const file = new Blob(['first'], { type: 'text/plain' });
    const uploaded = (await runAction(runtime, 'supabase:storage-upload', {
      bucket: 'manuals',
      path: 'linde/brake manual #1.txt',
      file,
    })) as { path: string };
    expect(uploaded.path).toBe('linde/brake_manual__1.txt');
    const listed = (await runAction(runtime, 'supabase:storage-list', { bucket: 'manuals', path: 'linde' })) as { name: string }[];
    expect(listed.map((entry) => entry.name)).toEqual(['brake_manual__1.txt']);
    await runAction(runtime, 'supabase:storage-replace', {
      bucket: 'manuals',
      path: uploaded.path,
      file: new Blob(['second'], { type: 'text/plain' }),
    });
    await runAction(runtime, 'supabase:storage-copy', { bucket: 'manuals', path: uploaded.path, newPath: 'linde/copy.txt' });
    await runAction(runtime, 'supabase:storage-move', { bucket: 'manuals', path: 'linde/copy.txt', newPath: 'toyota/moved.txt' });
    const signed = (await runAction(runtime, 'supabase:storage-signed-url', {
      bucket: 'manuals',
      path: 'toyota/moved.txt',
      expiresIn: 60,
    })) as {
      signedUrl: string;
    };
    expect(await (await fetch(signed.signedUrl)).text()).toBe('second');
    const publicUrl = (await runAction(runtime, 'supabase:storage-public-url', { bucket: 'manuals', path: uploaded.path })) as {
      publicUrl: string;
    };
    expect(await (await fetch(publicUrl.publicUrl)).text()).toBe('second');
    await runAction(runtime, 'supabase:storage-delete', { bucket: 'manuals', paths: [uploaded.path, 'toyota/moved.txt'] });
    expect(await runAction(runtime, 'supabase:storage-list', { bucket: 'manuals', path: 'linde' })).toEqual([]);
  });

  it('gives a public URL with an image transform that the storage service renders', async () => {
    const runtime = createTestRuntime();
    plugin.install(runtime);
    await runAction(runtime, 'supabase:storage-upload', {
      bucket: 'manuals',
      path: 'images/plate.png',
      file: new Blob([solidPng(40, 20)], { type: 'image/png' }),
    });
    const plain = (await runAction(runtime, 'supabase:storage-public-url', { bucket: 'manuals', path: 'images/plate.png' })) as {
      publicUrl: string;
    };
    expect(pngSize(await (await fetch(plain.publicUrl)).arrayBuffer())).toEqual({ width: 40, height: 20 });
    const resized = (await runAction(runtime, 'supabase:storage-public-url', {
      bucket: 'manuals',
      path: 'images/plate.png',
      transform: { width: 20, height: 10, resize: 'fill', format: 'origin', quality: 80 },
    })) as { publicUrl: string };
    expect(resized.publicUrl).toContain('/storage/v1/render/image/public/manuals/images/plate.png?');
    expect(new URL(resized.publicUrl).searchParams.get('resize')).toBe('fill');
    const image = await fetch(resized.publicUrl);
    expect(image.status).toBe(200);
    expect(pngSize(await image.arrayBuffer())).toEqual({ width: 20, height: 10 });
    // The same through the action's own fields; nonsense values are left out.
    const fields = (await runAction(runtime, 'supabase:storage-public-url', {
      bucket: 'manuals',
      path: 'images/plate.png',
      width: '10',
      resize: 'stretch',
    })) as { publicUrl: string };
    expect(new URL(fields.publicUrl).searchParams.get('width')).toBe('10');
    expect(new URL(fields.publicUrl).searchParams.has('resize')).toBe(false);
  });
});
