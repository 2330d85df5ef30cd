import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../../testing';
import { eventually, realtimeClient, sleep, startRealtimeServer, subscribed, type RealtimeTestServer } from './realtime-test-server';

type Broadcast = { type: string; event: string; payload: unknown };

describe.each(testBackends())('broadcast and presence through supabase-js on %s', (backend) => {
  let server: RealtimeTestServer;
  const clients: SupabaseClient[] = [];
  const client = (vsn?: '1.0.0' | '2.0.0') => {
    const made = realtimeClient(server, { vsn });
    clients.push(made);
    return made;
  };

  beforeAll(async () => {
    server = await startRealtimeServer({ backend });
  });
  afterAll(async () => {
    for (const c of clients) await c.removeAllChannels();
    await server?.close();
  });

  it('broadcasts to the other clients of a topic, not back to the sender unless self is set', async () => {
    const got = { sender: [] as Broadcast[], other: [] as Broadcast[], v1: [] as Broadcast[], selfish: [] as Broadcast[] };
    const sender = client()
      .channel('room-1')
      .on('broadcast', { event: 'move' }, (p) => got.sender.push(p as Broadcast));
    const other = client()
      .channel('room-1')
      .on('broadcast', { event: '*' }, (p) => got.other.push(p as Broadcast));
    const v1 = client('1.0.0')
      .channel('room-1')
      .on('broadcast', { event: 'move' }, (p) => got.v1.push(p as Broadcast));
    const selfish = client()
      .channel('room-1', { config: { broadcast: { self: true } } })
      .on('broadcast', { event: 'move' }, (p) => got.selfish.push(p as Broadcast));
    await Promise.all([sender, other, v1, selfish].map(subscribed));
    expect(await sender.send({ type: 'broadcast', event: 'move', payload: { x: 1 } })).toBe('ok');
    expect(await selfish.send({ type: 'broadcast', event: 'move', payload: { x: 2 } })).toBe('ok');
    await eventually(() => expect(got.other).toHaveLength(2));
    await eventually(() => expect(got.v1).toHaveLength(2));
    await eventually(() => expect(got.selfish).toHaveLength(2));
    await sleep(100);
    expect(got.sender).toEqual([{ type: 'broadcast', event: 'move', payload: { x: 2 } }]);
    expect(got.other).toEqual([
      { type: 'broadcast', event: 'move', payload: { x: 1 } },
      { type: 'broadcast', event: 'move', payload: { x: 2 } },
    ]);
    expect(got.v1.map((b) => b.payload)).toEqual([{ x: 1 }, { x: 2 }]);
  });

  it('acknowledges a broadcast when ack is set', async () => {
    const channel = client().channel('acked', { config: { broadcast: { ack: true } } });
    await subscribed(channel);
    expect(await channel.send({ type: 'broadcast', event: 'ping', payload: {} })).toBe('ok');
  });

  it('delivers broadcasts sent through the REST API, JSON and binary', async () => {
    const got: Broadcast[] = [];
    const listener = client()
      .channel('rest-room')
      .on('broadcast', { event: '*' }, (p) => got.push(p as Broadcast));
    await subscribed(listener);
    const response = await fetch(`${server.url}/realtime/v1/api/broadcast`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ messages: [{ topic: 'rest-room', event: 'hello', payload: { n: 1 } }] }),
    });
    expect(response.status).toBe(202);
    const sender = client().channel('rest-room');
    expect(await sender.httpSend('bytes', new Uint8Array([1, 2, 3]))).toEqual({ success: true });
    await eventually(() => expect(got).toHaveLength(2));
    expect(got[0]).toEqual({ type: 'broadcast', event: 'hello', payload: { n: 1 } });
    expect(got[1]?.event).toBe('bytes');
    expect([...new Uint8Array(got[1]?.payload as ArrayBuffer)]).toEqual([1, 2, 3]);
    const refused = await fetch(`${server.url}/realtime/v1/api/broadcast`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"messages":[]}',
    });
    expect(refused.status).toBe(401);
  });

  it('syncs presence: state on join, diffs on track, update and untrack, leave when a client goes', async () => {
    const first = client().channel('lobby', { config: { presence: { key: 'ann' } } });
    const joins: string[] = [];
    const leaves: string[] = [];
    first.on('presence', { event: 'join' }, ({ key }) => joins.push(key));
    first.on('presence', { event: 'leave' }, ({ key }) => leaves.push(key));
    await subscribed(first);
    expect(await first.track({ status: 'online' })).toBe('ok');
    await eventually(() => expect(first.presenceState()).toMatchObject({ ann: [{ status: 'online' }] }));

    const secondClient = client();
    const second = secondClient.channel('lobby', { config: { presence: { key: 'bob' } } });
    second.on('presence', { event: 'sync' }, () => undefined);
    await subscribed(second);
    await eventually(() => expect(second.presenceState()).toMatchObject({ ann: [{ status: 'online' }] }));
    expect(await second.track({ status: 'away' })).toBe('ok');
    await eventually(() => expect(Object.keys(first.presenceState()).sort()).toEqual(['ann', 'bob']));
    expect(await second.track({ status: 'back' })).toBe('ok');
    await eventually(() => expect(first.presenceState().bob).toMatchObject([{ status: 'back' }]));
    expect(first.presenceState().bob).toHaveLength(1);
    expect(await second.untrack()).toBe('ok');
    await eventually(() => expect(Object.keys(first.presenceState())).toEqual(['ann']));
    await second.track({ status: 'again' });
    await eventually(() => expect(Object.keys(first.presenceState()).sort()).toEqual(['ann', 'bob']));
    await secondClient.removeAllChannels();
    await eventually(() => expect(Object.keys(first.presenceState())).toEqual(['ann']));
    expect(joins).toContain('bob');
    expect(leaves).toContain('bob');
  });
});
