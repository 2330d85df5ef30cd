import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { sqlMigration, testBackends } from '../../testing';
import { eventually, realtimeClient, startRealtimeServer, subscribed, type RealtimeTestServer } from './realtime-test-server';

const migrations = [
  sqlMigration(
    '0001_items.sql',
    `create table public.items (id int primary key, name text); alter publication supabase_realtime add table public.items;`,
  ),
];

function socketUrl(server: RealtimeTestServer, vsn = '2.0.0'): string {
  return `${server.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${server.anonKey}&vsn=${vsn}`;
}

describe.each(testBackends())('connection lifecycle on %s', (backend) => {
  let server: RealtimeTestServer;
  const clients: SupabaseClient[] = [];

  beforeAll(async () => {
    server = await startRealtimeServer({ backend, migrations, options: { idleTimeoutMs: 400 } });
  });
  afterAll(async () => {
    for (const c of clients) await c.removeAllChannels();
    await server?.close();
  });

  it('answers heartbeats on the phoenix topic', async () => {
    const ws = new WebSocket(socketUrl(server));
    await new Promise((resolve) => ws.once('open', resolve));
    const reply = new Promise<string>((resolve) => ws.once('message', (data) => resolve(String(data))));
    ws.send(JSON.stringify([null, '1', 'phoenix', 'heartbeat', {}]));
    expect(JSON.parse(await reply)).toEqual([null, '1', 'phoenix', 'phx_reply', { status: 'ok', response: {} }]);
    ws.close();
  });

  it('drops a socket that stops sending (no heartbeat) after the idle timeout', async () => {
    const ws = new WebSocket(socketUrl(server));
    await new Promise((resolve) => ws.once('open', resolve));
    const started = Date.now();
    const code = await new Promise<number>((resolve) => ws.once('close', resolve));
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(code).toBe(1000);
    expect(server.hub.sessions.size).toBe(0);
  });

  it('refuses a connection without a valid apikey', async () => {
    const ws = new WebSocket(`${server.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=nope&vsn=2.0.0`);
    const status = await new Promise<number>((resolve) => ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0)));
    expect(status).toBe(403);
  });

  it('lets a client reconnect and resubscribe after a server restart', async () => {
    const client = realtimeClient(server, { heartbeatIntervalMs: 100 });
    clients.push(client);
    const got: number[] = [];
    const channel = client
      .channel('survivor')
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'items' }, (p) => got.push((p.new as { id: number }).id));
    await subscribed(channel);
    await server.db.query(`insert into public.items values (1, 'before')`);
    await eventually(() => expect(got).toEqual([1]));
    await server.restart();
    await eventually(() => expect(server.hub.channelCount).toBe(1), 10_000);
    await server.db.query(`insert into public.items values (2, 'after')`);
    await eventually(() => expect(got).toEqual([1, 2]));
  });
});
