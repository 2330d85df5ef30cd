import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlMigration, testBackends } from '../../testing';
import {
  eventually,
  realtimeClient,
  sleep,
  startRealtimeServer,
  subscribed,
  userToken,
  type RealtimeTestServer,
} from './realtime-test-server';

const ALICE = '00000000-0000-4000-8000-00000000000a';
const BOB = '00000000-0000-4000-8000-00000000000b';
const CAROL = '00000000-0000-4000-8000-00000000000c';

const migrations = [
  sqlMigration(
    '0001_notes.sql',
    `create table public.notes (id int primary key, owner uuid, body text, secret text);
     alter table public.notes enable row level security;
     create policy "own notes" on public.notes for select to authenticated using (owner = auth.uid());
     revoke select on public.notes from authenticated, anon;
     grant select (id, owner, body) on public.notes to authenticated;
     alter publication supabase_realtime add table public.notes;`,
  ),
];

type Change = { eventType: string; new: Record<string, unknown>; old: Record<string, unknown> };

describe.each(testBackends())('row-level security at delivery on %s', (backend) => {
  let server: RealtimeTestServer;
  const clients: SupabaseClient[] = [];

  async function watcher(token: string | null, topic: string): Promise<Change[]> {
    const client = realtimeClient(server);
    clients.push(client);
    if (token) await client.realtime.setAuth(token);
    const got: Change[] = [];
    await subscribed(
      client.channel(topic).on('postgres_changes', { event: '*', schema: 'public', table: 'notes' }, (p) => got.push(p as Change)),
    );
    return got;
  }

  beforeAll(async () => {
    server = await startRealtimeServer({ backend, migrations });
  });
  afterAll(async () => {
    for (const c of clients) await c.removeAllChannels();
    await server?.close();
  });

  it('gives each user only the rows their policies let them select, without the columns they may not read', async () => {
    const alice = await watcher(await userToken(server.ctx, ALICE), 'alice');
    const bob = await watcher(await userToken(server.ctx, BOB), 'bob');
    const anon = await watcher(null, 'anon');
    const service = await watcher(server.serviceRoleKey, 'service');
    await server.db.query(
      `insert into public.notes values (1, $1, 'for alice', 's1'), (2, $2, 'for bob', 's2'), (3, null, 'nobody', 's3')`,
      [ALICE, BOB],
    );
    await eventually(() => expect(service).toHaveLength(3));
    await sleep(200);
    expect(alice.map((c) => c.new)).toEqual([{ id: 1, owner: ALICE, body: 'for alice' }]);
    expect(bob.map((c) => c.new)).toEqual([{ id: 2, owner: BOB, body: 'for bob' }]);
    expect(anon).toEqual([]);
    expect(service.map((c) => c.new.secret)).toEqual(['s1', 's2', 's3']);
  });

  it('checks at delivery: an update that moves a row to another owner reaches only the new owner', async () => {
    const alice = await watcher(await userToken(server.ctx, ALICE), 'alice-move');
    const bob = await watcher(await userToken(server.ctx, BOB), 'bob-move');
    await server.db.query(`update public.notes set owner = $1 where id = 1`, [BOB]);
    await eventually(() => expect(bob.map((c) => [c.eventType, c.new.id])).toEqual([['UPDATE', 1]]));
    await sleep(200);
    expect(alice).toEqual([]);
  });

  it('delivers a delete only to those whose policies accepted the old row', async () => {
    const alice = await watcher(await userToken(server.ctx, ALICE), 'alice-delete');
    const bob = await watcher(await userToken(server.ctx, BOB), 'bob-delete');
    await server.db.query(`delete from public.notes where id = 2`);
    await eventually(() => expect(bob.map((c) => [c.eventType, c.old])).toEqual([['DELETE', { id: 2 }]]));
    await sleep(200);
    expect(alice).toEqual([]);
  });

  it('applies a rotated access token to later deliveries', async () => {
    const client = realtimeClient(server);
    clients.push(client);
    await client.realtime.setAuth(await userToken(server.ctx, ALICE));
    const got: Change[] = [];
    await subscribed(
      client
        .channel('rotating')
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'notes' }, (p) => got.push(p as Change)),
    );
    await client.realtime.setAuth(await userToken(server.ctx, BOB));
    await sleep(200);
    await server.db.query(`insert into public.notes values (10, $1, 'alice again', ''), (11, $2, 'bob again', '')`, [ALICE, BOB]);
    await eventually(() => expect(got.map((c) => c.new.id)).toEqual([11]));
  });

  it('refuses to join with an expired or forged token', async () => {
    const client = realtimeClient(server);
    clients.push(client);
    await client.realtime.setAuth(await userToken(server.ctx, ALICE, -10));
    const error = await subscribed(client.channel('expired')).catch((e: unknown) => e);
    expect(String(error)).toMatch(/Token has expired/);
    const forged = realtimeClient(server);
    clients.push(forged);
    await forged.realtime.setAuth(`${(await userToken(server.ctx, ALICE)).slice(0, -4)}AAAA`);
    const forgedError = await subscribed(forged.channel('forged')).catch((e: unknown) => e);
    expect(String(forgedError)).toMatch(/JWT/);
  });

  it('channels joined with one token share one identity, and each still gets only its rows', async () => {
    const token = await userToken(server.ctx, CAROL);
    const before = server.hub.identities.size;
    const carols = [await watcher(token, 'carol-1'), await watcher(token, 'carol-2'), await watcher(token, 'carol-3')];
    expect(server.hub.identities.size).toBe(before + 1);
    await server.db.query(`insert into public.notes values (30, $1, 'for carol', ''), (31, $2, 'for alice', '')`, [CAROL, ALICE]);
    for (const got of carols) await eventually(() => expect(got.map((c) => c.new.id)).toEqual([30]));
    await sleep(200);
    for (const got of carols) expect(got).toHaveLength(1);
  });

  it('ends a channel when its token expires, and only the channels holding that token', async () => {
    const shortLived = realtimeClient(server);
    clients.push(shortLived);
    await shortLived.realtime.setAuth(await userToken(server.ctx, ALICE, 2));
    const notices: string[] = [];
    await subscribed(
      shortLived
        .channel('short-lived')
        .on('system', {}, (payload: { message?: string }) => notices.push(String(payload.message)))
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'notes' }, () => undefined),
    );
    const bob = await watcher(await userToken(server.ctx, BOB), 'long-lived');
    await eventually(() => expect(notices).toContain('Token has expired 0 seconds ago'), 5000);
    await server.db.query(`insert into public.notes values (40, $1, 'for bob', '')`, [BOB]);
    await eventually(() => expect(bob.map((c) => c.new.id)).toEqual([40]));
  });
});
