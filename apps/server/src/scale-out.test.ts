// Two server processes on one PostgreSQL database: changes, broadcasts and presence reach clients of the other one.
import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import { createApiKeys, createJwtService } from '@kit/platform';
import { createTestDatabase, type TestDatabase } from '@kit/platform/testing';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { spawnServer, type ServerProcess } from './testing/spawn-server';

const secret = 'scale-out-test-secret-with-32-characters-or-more';

function subscribed(channel: RealtimeChannel): Promise<void> {
  return new Promise((resolve, reject) => {
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') resolve();
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(error ?? new Error(status));
    });
  });
}

async function eventually(check: () => void, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('two server processes on one PostgreSQL', () => {
  let database: TestDatabase;
  let one: ServerProcess;
  let two: ServerProcess;
  let serviceKey: string;
  let anonKey: string;
  const clients: SupabaseClient[] = [];
  const dataDirs: string[] = [];

  const clientOf = (server: ServerProcess, key = anonKey) => {
    const client = createClient(server.base, key, { auth: { persistSession: false }, realtime: { transport: WebSocket as never } });
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const env = (dir: string) => ({ DATABASE_URL: database.url as string, JWT_SECRET: secret, DATA_DIR: dir });
    dataDirs.push(mkdtempSync(join(tmpdir(), 'kit-scale-a-')), mkdtempSync(join(tmpdir(), 'kit-scale-b-')));
    one = await spawnServer(env(dataDirs[0] as string));
    two = await spawnServer(env(dataDirs[1] as string));
    ({ anonKey, serviceRoleKey: serviceKey } = await createApiKeys(createJwtService(secret)));
  }, 120_000);

  afterAll(async () => {
    for (const client of clients) await client.removeAllChannels();
    for (const server of [one, two]) {
      server?.child.kill('SIGTERM');
      await server?.exited();
    }
    await database?.drop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('delivers a row written through one process to a subscriber on the other, once', async () => {
    const received: number[] = [];
    const channel = clientOf(two)
      .channel('items-feed')
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'items' }, (payload) => {
        received.push((payload.new as { id: number }).id);
      });
    await subscribed(channel);
    const writer = clientOf(one, serviceKey);
    const { error } = await writer.from('items').insert([
      { id: 1, name: 'mast' },
      { id: 2, name: 'pump' },
    ]);
    expect(error).toBeNull();
    await eventually(() => expect(received).toEqual([1, 2]));
    await new Promise((r) => setTimeout(r, 300));
    expect(received).toEqual([1, 2]);
  });

  it('carries broadcast and presence between clients of different processes', async () => {
    const got: unknown[] = [];
    const listener = clientOf(two)
      .channel('shop-floor', { config: { presence: { key: 'tech-b' } } })
      .on('broadcast', { event: 'fault' }, ({ payload }) => got.push(payload))
      .on('presence', { event: 'sync' }, () => undefined);
    const sender = clientOf(one)
      .channel('shop-floor', { config: { presence: { key: 'tech-a' } } })
      .on('presence', { event: 'sync' }, () => undefined);
    await Promise.all([subscribed(listener), subscribed(sender)]);
    await sender.send({ type: 'broadcast', event: 'fault', payload: { code: 'E-204' } });
    await eventually(() => expect(got).toEqual([{ code: 'E-204' }]));
    await sender.track({ truck: 'RX20' });
    await listener.track({ truck: 'FM-X' });
    await eventually(() => expect(Object.keys(listener.presenceState()).sort()).toEqual(['tech-a', 'tech-b']));
    await eventually(() => expect(Object.keys(sender.presenceState()).sort()).toEqual(['tech-a', 'tech-b']));
  });
});
