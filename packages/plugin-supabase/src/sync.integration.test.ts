/** Collection sync against the platform: realtime changes from a second client, auto-sync after local writes on other tables. */
import { createCollectionStore } from '@kit/runtime-core';
import { createTestRuntime } from '@kit/runtime-core/testing';
import type { CollectionSource } from '@kit/runtime-core';
import { sqlMigration, startTestPlatform, testBackends } from '@kit/platform/testing';
import type { TestPlatform } from '@kit/platform/testing';
import { createClient } from '@supabase/supabase-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CollectionSync } from './collection-sync';
import { createMemoryCookies } from './cookies';
import { createSupabasePlugin } from './plugin';
import type { SupabasePlugin } from './plugin';
import { nodeClientOptions } from './testing/node-client';
import { portalMigration } from './testing/portal-migration';
import { runAction } from './testing/run-action';

const none: CollectionSource = { id: 'none', nativePaging: false, fetch: () => Promise.reject(new Error('not used')) };

const ticketsMigration = sqlMigration(
  '0002_tickets.sql',
  `create table public.tickets (id int primary key, title text not null);
   insert into public.tickets values (1, 'Leaking cylinder'), (2, 'Worn forks');
   alter publication supabase_realtime add table public.tickets;`,
);

describe.each(testBackends())('collection sync against the platform on %s', (backend) => {
  let platform: TestPlatform;
  let plugin: SupabasePlugin;
  let other: SupabaseClient;
  let sync: CollectionSync;
  const store = () => {
    const made = createCollectionStore({ sources: { static: none, server: none, plugins: { supabase: plugin.collectionSource } } });
    made.define([
      { id: 'tickets', mode: 'dynamic', pluginId: 'supabase', config: { table: 'tickets', sort: [{ key: 'id' }] } },
      { id: 'parts', mode: 'dynamic', pluginId: 'supabase', config: { table: 'parts', sort: [{ key: 'id' }] } },
    ]);
    return made;
  };

  beforeAll(async () => {
    platform = await startTestPlatform({ backend, migrations: [portalMigration, ticketsMigration] });
    plugin = createSupabasePlugin(
      { projectUrl: platform.url, publicKey: platform.anonKey, connectionMode: 'custom', realtimeTables: ['tickets'] },
      { cookies: createMemoryCookies(), clientOptions: nodeClientOptions() },
    );
    other = createClient(platform.url, platform.anonKey, nodeClientOptions());
  });
  afterAll(async () => {
    await sync?.stop();
    plugin?.dispose();
    await other?.removeAllChannels();
    await platform?.close();
  });

  it('a row inserted by a second client appears in a subscribed collection; a deleted one disappears, total adjusted', async () => {
    const collections = store();
    sync = plugin.syncCollections(collections);
    await sync.start();
    await collections.fetch('tickets');
    expect(collections.get('tickets')?.total).toBe(2);

    expect((await other.from('tickets').insert({ id: 3, title: 'Horn silent' })).error).toBeNull();
    await vi.waitFor(() => expect(collections.get('tickets')?.total).toBe(3), { timeout: 5000 });
    expect(collections.get('tickets')?.data).toContainEqual({ id: 3, title: 'Horn silent' });

    expect((await other.from('tickets').update({ title: 'Horn fixed' }).eq('id', 3)).error).toBeNull();
    await vi.waitFor(() => expect(collections.get('tickets')?.data).toContainEqual({ id: 3, title: 'Horn fixed' }), { timeout: 5000 });

    expect((await other.from('tickets').delete().eq('id', 1)).error).toBeNull();
    await vi.waitFor(() => expect(collections.get('tickets')?.total).toBe(2), { timeout: 5000 });
    expect((collections.get('tickets')?.data as { id: number }[]).map((row) => row.id)).toEqual([2, 3]);
  });

  it('auto-syncs collections after local writes on tables that are not realtime, once', async () => {
    const collections = store();
    const local = plugin.syncCollections(collections);
    const runtime = createTestRuntime();
    plugin.install(runtime);
    await collections.fetch('parts');
    expect(collections.get('parts')?.total).toBe(7);
    const [row] = (await runAction(runtime, 'supabase:insert', { table: 'parts', data: { name: 'Mirror', price: 12 } })) as {
      id: number;
    }[];
    expect(collections.get('parts')?.total).toBe(8);
    await runAction(runtime, 'supabase:update', { table: 'parts', primaryData: { id: row?.id }, data: { price: 13 } });
    expect(collections.get('parts')?.data).toContainEqual(expect.objectContaining({ id: row?.id, price: 13 }));
    await runAction(runtime, 'supabase:delete', { table: 'parts', primaryData: { id: row?.id } });
    expect(collections.get('parts')?.total).toBe(7);

    await collections.fetch('tickets');
    const before = collections.get('tickets')?.total ?? 0;
    await runAction(runtime, 'supabase:insert', { table: 'tickets', data: { id: 10, title: 'Realtime only' } });
    expect(collections.get('tickets')?.total).toBe(before);
    await local.stop();
  });
});
