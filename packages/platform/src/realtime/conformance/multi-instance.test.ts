import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlMigration } from '../../testing';
import { eventually, realtimeClient, sleep, startRealtimeServer, subscribed, type RealtimeTestServer } from './realtime-test-server';

const migrations = [
  sqlMigration(
    '0001_items.sql',
    `create table public.items (id int primary key, name text); alter publication supabase_realtime add table public.items;`,
  ),
];

// Two server instances on one PostgreSQL database, as when the service is scaled out.
describe.skipIf(!process.env.TEST_DATABASE_URL)('two server instances on one PostgreSQL', () => {
  let one: RealtimeTestServer & { databaseUrl?: string };
  let two: RealtimeTestServer;
  const clients: SupabaseClient[] = [];
  const clientOf = (server: RealtimeTestServer) => {
    const made = realtimeClient(server);
    clients.push(made);
    return made;
  };

  beforeAll(async () => {
    one = await startRealtimeServer({ backend: 'postgres', migrations });
    two = await startRealtimeServer({ databaseUrl: one.databaseUrl, migrations, options: { instanceHeartbeatMs: 200 } });
  });
  afterAll(async () => {
    for (const c of clients) await c.removeAllChannels();
    await two?.close();
    await one?.close();
  });

  it('broadcasts between clients of different instances', async () => {
    const got: unknown[] = [];
    const listener = clientOf(two)
      .channel('shared')
      .on('broadcast', { event: 'hi' }, ({ payload }) => got.push(payload));
    const sender = clientOf(one).channel('shared');
    await Promise.all([subscribed(listener), subscribed(sender)]);
    await sender.send({ type: 'broadcast', event: 'hi', payload: { from: 'one', big: 'x'.repeat(10_000) } });
    await eventually(() => expect(got).toHaveLength(1));
    expect((got[0] as { from: string }).from).toBe('one');
  });

  it('shares presence across instances, including leaves', async () => {
    const onOne = clientOf(one).channel('presence-room', { config: { presence: { key: 'p1' } } });
    const twoClient = clientOf(two);
    const onTwo = twoClient.channel('presence-room', { config: { presence: { key: 'p2' } } });
    onOne.on('presence', { event: 'sync' }, () => undefined);
    onTwo.on('presence', { event: 'sync' }, () => undefined);
    await Promise.all([subscribed(onOne), subscribed(onTwo)]);
    await onOne.track({ at: 'one' });
    await onTwo.track({ at: 'two' });
    await eventually(() => expect(Object.keys(onOne.presenceState()).sort()).toEqual(['p1', 'p2']));
    await eventually(() => expect(Object.keys(onTwo.presenceState()).sort()).toEqual(['p1', 'p2']));
    await twoClient.removeAllChannels();
    await eventually(() => expect(Object.keys(onOne.presenceState())).toEqual(['p1']));
  });

  it('delivers each change exactly once per subscription on every instance', async () => {
    const counts = new Map<string, number[]>();
    const subscriptions = [one, two, one, two].map(async (server, i) => {
      const ids: number[] = [];
      counts.set(`sub${i}`, ids);
      const channel = clientOf(server)
        .channel(`items-${i}`)
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'items' }, (p) => ids.push((p.new as { id: number }).id));
      await subscribed(channel);
    });
    await Promise.all(subscriptions);
    for (let id = 1; id <= 20; id++) await (id % 2 ? one : two).db.query('insert into public.items values ($1, $2)', [id, `n${id}`]);
    const expected = Array.from({ length: 20 }, (_, i) => i + 1);
    await eventually(() => {
      for (const ids of counts.values()) expect(ids).toEqual(expected);
    });
    await sleep(300);
    for (const ids of counts.values()) expect(ids).toEqual(expected);
  });
});
