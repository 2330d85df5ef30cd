/** Storage actions against the platform: upload (sanitised name), list, replace, copy, move, signed and public URLs, delete. */
import { createTestRuntime } from '@kit/runtime-core';
import { sqlMigration, startTestPlatform, testBackends } from '@kit/platform/testing';
import type { TestPlatform } from '@kit/platform/testing';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryCookies } from './cookies';
import { createSupabasePlugin } from './plugin';
import type { SupabasePlugin } from './plugin';
import { nodeClientOptions } from './testing/nodeClient';
import { runAction } from './testing/runAction';

const manualsPolicies = sqlMigration(
  '0001_manuals.sql',
  `create policy "manuals all" on storage.objects for all to anon using (bucket_id = 'manuals') with check (bucket_id = 'manuals');`,
);

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
    const uploaded = (await runAction(runtime, 'supabase:storage-upload', { bucket: 'manuals', path: 'linde/brake manual #1.txt', file })) as { path: string };
    expect(uploaded.path).toBe('linde/brake_manual__1.txt');
    const listed = (await runAction(runtime, 'supabase:storage-list', { bucket: 'manuals', path: 'linde' })) as { name: string }[];
    expect(listed.map((entry) => entry.name)).toEqual(['brake_manual__1.txt']);
    await runAction(runtime, 'supabase:storage-replace', { bucket: 'manuals', path: uploaded.path, file: new Blob(['second'], { type: 'text/plain' }) });
    await runAction(runtime, 'supabase:storage-copy', { bucket: 'manuals', path: uploaded.path, newPath: 'linde/copy.txt' });
    await runAction(runtime, 'supabase:storage-move', { bucket: 'manuals', path: 'linde/copy.txt', newPath: 'toyota/moved.txt' });
    const signed = (await runAction(runtime, 'supabase:storage-signed-url', { bucket: 'manuals', path: 'toyota/moved.txt', expiresIn: 60 })) as {
      signedUrl: string;
    };
    expect(await (await fetch(signed.signedUrl)).text()).toBe('second');
    const publicUrl = (await runAction(runtime, 'supabase:storage-public-url', { bucket: 'manuals', path: uploaded.path })) as { publicUrl: string };
    expect(await (await fetch(publicUrl.publicUrl)).text()).toBe('second');
    await runAction(runtime, 'supabase:storage-delete', { bucket: 'manuals', paths: [uploaded.path, 'toyota/moved.txt'] });
    expect(await runAction(runtime, 'supabase:storage-list', { bucket: 'manuals', path: 'linde' })).toEqual([]);
  });
});
