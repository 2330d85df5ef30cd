import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlMigration, testBackends } from '../../testing';
import { eventually, realtimeClient, startRealtimeServer, subscribed, type RealtimeTestServer } from './realtime-test-server';

const migrations = [
  sqlMigration(
    '0001_items.sql',
    `create table public.items (id int primary key, name text not null, qty int, price numeric, seen_at timestamptz, tags jsonb);
     alter publication supabase_realtime add table public.items;
     create table public.unpublished (id int primary key);
     create table public.full_rows (id int primary key, body text);
     alter table public.full_rows replica identity full;
     alter publication supabase_realtime add table public.full_rows;`,
  ),
];

type Change = {
  eventType: string;
  new: Record<string, unknown>;
  old: Record<string, unknown>;
  schema: string;
  table: string;
  commit_timestamp: string;
  errors: unknown;
};

describe.each(testBackends())('postgres_changes through supabase-js on %s', (backend) => {
  let server: RealtimeTestServer;
  const clients: SupabaseClient[] = [];
  const client = (vsn?: '1.0.0' | '2.0.0') => {
    const made = realtimeClient(server, { vsn });
    clients.push(made);
    return made;
  };

  beforeAll(async () => {
    server = await startRealtimeServer({ backend, migrations });
  });
  afterAll(async () => {
    for (const c of clients) await c.removeAllChannels();
    await server?.close();
  });

  it('delivers inserts, updates and deletes with the Supabase payload', async () => {
    const received: Change[] = [];
    const channel = client()
      .channel('items-all')
      .on('postgres_changes', { event: '*', schema: 'public', table: 'items' }, (payload) => received.push(payload as Change));
    await subscribed(channel);
    await server.db.query(`insert into public.items (id, name, qty, price, tags) values (1, 'bolt', 5, 1.25, '{"a":[1]}')`);
    await server.db.query(`update public.items set qty = 6 where id = 1`);
    await server.db.query(`delete from public.items where id = 1`);
    await eventually(() => expect(received).toHaveLength(3));
    const [insert, update, remove] = received as [Change, Change, Change];
    expect(insert).toMatchObject({
      eventType: 'INSERT',
      schema: 'public',
      table: 'items',
      new: { id: 1, name: 'bolt', qty: 5, price: 1.25, seen_at: null, tags: { a: [1] } },
      old: {},
      errors: null,
    });
    expect(insert.commit_timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(update).toMatchObject({ eventType: 'UPDATE', new: { id: 1, qty: 6 }, old: { id: 1 } });
    expect(remove).toMatchObject({ eventType: 'DELETE', new: {}, old: { id: 1 } });
    expect(Object.keys(remove.old)).toEqual(['id']);
  });

  it('sends the whole old row for tables with replica identity full', async () => {
    const received: Change[] = [];
    const channel = client()
      .channel('full-rows')
      .on('postgres_changes', { event: 'DELETE', schema: 'public', table: 'full_rows' }, (payload) => received.push(payload as Change));
    await subscribed(channel);
    await server.db.query(`insert into public.full_rows values (1, 'kept')`);
    await server.db.query(`delete from public.full_rows where id = 1`);
    await eventually(() => expect(received).toHaveLength(1));
    expect(received[0]?.old).toEqual({ id: 1, body: 'kept' });
  });

  it('applies eq, neq, lt, lte, gt, gte and in filters, and event types', async () => {
    const filters = [
      'qty=eq.10',
      'qty=neq.10',
      'qty=lt.10',
      'qty=lte.10',
      'qty=gt.10',
      'qty=gte.10',
      'name=in.(nut,"wash,er")',
      'price=gt.2.5',
    ];
    const seen = new Map<string, number[]>();
    const c = client();
    await Promise.all(
      filters.map((filter, i) => {
        seen.set(filter, []);
        const channel = c
          .channel(`filter-${i}`)
          .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'items', filter }, (payload) =>
            seen.get(filter)?.push((payload as Change).new.id as number),
          );
        return subscribed(channel);
      }),
    );
    const updates: number[] = [];
    await subscribed(
      c
        .channel('only-updates')
        .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'items' }, (payload) =>
          updates.push((payload as Change).new.id as number),
        ),
    );
    await server.db.query(`insert into public.items (id, name, qty, price) values
      (11, 'nut', 9, 1), (12, 'wash,er', 10, 3), (13, 'screw', 11, 2.5), (14, 'pin', null, null)`);
    await server.db.query(`update public.items set name = 'nut2' where id = 11`);
    await eventually(() => expect(updates).toEqual([11]));
    await eventually(() => {
      expect(Object.fromEntries(seen)).toEqual({
        'qty=eq.10': [12],
        'qty=neq.10': [11, 13],
        'qty=lt.10': [11],
        'qty=lte.10': [11, 12],
        'qty=gt.10': [13],
        'qty=gte.10': [12, 13],
        'name=in.(nut,"wash,er")': [11, 12],
        'price=gt.2.5': [12],
      });
    });
  });

  it('echoes every binding with its id in order, so the client accepts several on one channel', async () => {
    const got: string[] = [];
    const channel = client()
      .channel('multi')
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'items', filter: 'id=eq.21' }, () => got.push('a'))
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'items', filter: 'id=eq.22' }, () => got.push('b'))
      .on('postgres_changes', { event: '*', schema: 'public' }, () => got.push('schema'));
    await subscribed(channel);
    const ids = (channel.bindings.postgres_changes ?? []).map((b) => b.id);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(3);
    await server.db.query(`insert into public.items (id, name) values (22, 'x')`);
    await eventually(() => expect(got.sort()).toEqual(['b', 'schema']));
  });

  it('reports a table outside the publication with a system error and delivers nothing from it', async () => {
    const system: Record<string, unknown>[] = [];
    const channel = client()
      .channel('unpublished')
      .on('postgres_changes', { event: '*', schema: 'public', table: 'unpublished' }, () => system.push({ unexpected: true }))
      .on('system', {}, (payload) => system.push(payload as Record<string, unknown>));
    await subscribed(channel);
    await eventually(() => expect(system).toHaveLength(1));
    expect(system[0]).toMatchObject({ extension: 'postgres_changes', status: 'error', channel: 'unpublished' });
    expect(String(system[0]?.message)).toMatch(/^Unable to subscribe to changes with given parameters/);
  });

  it('confirms a valid subscription with a system ok message', async () => {
    const system: Record<string, unknown>[] = [];
    const channel = client()
      .channel('confirmed')
      .on('postgres_changes', { event: '*', schema: 'public', table: 'items' }, () => undefined)
      .on('system', {}, (payload) => system.push(payload as Record<string, unknown>));
    await subscribed(channel);
    await eventually(() =>
      expect(system).toEqual([{ extension: 'postgres_changes', status: 'ok', message: 'Subscribed to PostgreSQL', channel: 'confirmed' }]),
    );
  });

  it('rejects a filter on an unknown column with a system error', async () => {
    const system: Record<string, unknown>[] = [];
    const channel = client()
      .channel('bad-filter')
      .on('postgres_changes', { event: '*', schema: 'public', table: 'items', filter: 'nope=eq.1' }, () => undefined)
      .on('system', {}, (payload) => system.push(payload as Record<string, unknown>));
    await subscribed(channel);
    await eventually(() => expect(system[0]).toMatchObject({ status: 'error' }));
    expect(String(system[0]?.message)).toContain('invalid column for filter nope');
  });

  it('starts capturing a table as soon as it is added to the publication', async () => {
    await server.db.exec(`create table public.late (id int primary key, v text)`);
    await server.db.exec(`alter publication supabase_realtime add table public.late`);
    const got: Change[] = [];
    await subscribed(
      client()
        .channel('late')
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'late' }, (p) => got.push(p as Change)),
    );
    await server.db.query(`insert into public.late values (1, 'x')`);
    await eventually(() => expect(got.map((c) => c.new)).toEqual([{ id: 1, v: 'x' }]));
  });

  it('sends rows too large for one NOTIFY', async () => {
    const got: Change[] = [];
    await subscribed(
      client()
        .channel('large')
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'items', filter: 'id=eq.31' }, (p) => got.push(p as Change)),
    );
    await server.db.query(`insert into public.items (id, name) values (31, repeat('x', 20000))`);
    await eventually(() => expect(got).toHaveLength(1));
    expect(String(got[0]?.new.name)).toHaveLength(20000);
  });

  it('serves vsn 1.0.0 clients as well', async () => {
    const got: Change[] = [];
    await subscribed(
      client('1.0.0')
        .channel('v1')
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'items', filter: 'id=eq.41' }, (p) => got.push(p as Change)),
    );
    await server.db.query(`insert into public.items (id, name) values (41, 'v1')`);
    await eventually(() => expect(got.map((c) => c.new.name)).toEqual(['v1']));
  });
});
