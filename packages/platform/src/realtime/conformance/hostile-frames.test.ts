import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { testBackends } from '../../testing';
import { startRealtimeServer, type RealtimeTestServer } from './realtime-test-server';

type Frame = unknown[];

class RawClient {
  readonly frames: Frame[] = [];
  closeCode: number | undefined;
  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data, isBinary) => {
      if (!isBinary) this.frames.push(JSON.parse(String(data)) as Frame);
    });
    ws.on('close', (code) => (this.closeCode = code));
  }

  static async open(server: RealtimeTestServer): Promise<RawClient> {
    const ws = new WebSocket(`${server.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${server.anonKey}&vsn=2.0.0`);
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    return new RawClient(ws);
  }

  send(frame: unknown): void {
    this.ws.send(typeof frame === 'string' || Buffer.isBuffer(frame) ? frame : JSON.stringify(frame));
  }

  async reply(ref: string): Promise<Frame> {
    for (let i = 0; i < 200; i++) {
      const found = this.frames.find((f) => f[1] === ref && f[3] === 'phx_reply');
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`no reply to ${ref}`);
  }

  async closed(): Promise<number> {
    if (this.closeCode !== undefined) return this.closeCode;
    return new Promise((resolve) => this.ws.once('close', resolve));
  }

  async heartbeat(ref: string): Promise<Frame> {
    this.send([null, ref, 'phoenix', 'heartbeat', {}]);
    return this.reply(ref);
  }
}

describe.each(testBackends())('hostile frames on %s', (backend) => {
  let server: RealtimeTestServer;
  let bystander: RawClient;

  beforeAll(async () => {
    server = await startRealtimeServer({ backend, options: { maxFrameBytes: 64 * 1024, maxChannelsPerSocket: 20, maxJoinsPerSecond: 50 } });
    bystander = await RawClient.open(server);
  });
  afterAll(async () => {
    bystander?.ws.close();
    await server?.close();
  });

  const cases: [string, unknown][] = [
    ['malformed JSON', '{"not json'],
    ['a JSON value that is not a message', '42'],
    ['a message with a non-string topic', [null, '1', 7, 'phx_join', {}]],
    ['a binary frame of an unknown kind', Buffer.from([9, 1, 2, 3])],
    ['a truncated binary broadcast', Buffer.from([3, 10, 10, 10, 10, 0, 1, 65])],
  ];
  it.each(cases)('closes only the socket that sent %s', async (_name, frame) => {
    const hostile = await RawClient.open(server);
    hostile.send(frame);
    expect(await hostile.closed()).toBeGreaterThanOrEqual(1003);
    expect(await bystander.heartbeat(`hb-${_name}`)).toMatchObject([null, `hb-${_name}`, 'phoenix', 'phx_reply', { status: 'ok' }]);
  });

  it('closes a socket that sends a frame over the size limit', async () => {
    const hostile = await RawClient.open(server);
    hostile.send(JSON.stringify([null, '1', 'realtime:x', 'broadcast', { payload: 'x'.repeat(100 * 1024) }]));
    expect(await hostile.closed()).toBe(1009);
    expect(await bystander.heartbeat('hb-size')).toMatchObject([null, 'hb-size', 'phoenix', 'phx_reply', { status: 'ok' }]);
  });

  it('ignores unknown events on a joined channel and refuses events on topics not joined', async () => {
    const client = await RawClient.open(server);
    client.send(['1', '1', 'realtime:room', 'phx_join', { config: {} }]);
    expect(await client.reply('1')).toEqual(['1', '1', 'realtime:room', 'phx_reply', { status: 'ok', response: { postgres_changes: [] } }]);
    client.send(['1', '2', 'realtime:room', 'made_up_event', { a: 1 }]);
    client.send([null, '3', 'realtime:elsewhere', 'broadcast', { event: 'x', payload: {} }]);
    expect(await client.reply('3')).toEqual([
      null,
      '3',
      'realtime:elsewhere',
      'phx_reply',
      { status: 'error', response: { reason: 'unmatched topic' } },
    ]);
    client.send([null, '4', 'not-realtime', 'phx_join', {}]);
    expect(await client.reply('4')).toMatchObject([null, '4', 'not-realtime', 'phx_reply', { status: 'error' }]);
    expect(await client.heartbeat('5')).toMatchObject([null, '5', 'phoenix', 'phx_reply', { status: 'ok' }]);
    client.ws.close();
  });

  it('refuses joins beyond the channel limit, and disconnects a socket joining thousands of topics', async () => {
    const client = await RawClient.open(server);
    for (let i = 0; i < 21; i++) client.send([String(i), `j${i}`, `realtime:t${i}`, 'phx_join', { config: {} }]);
    expect(await client.reply('j19')).toMatchObject(['19', 'j19', 'realtime:t19', 'phx_reply', { status: 'ok' }]);
    expect(await client.reply('j20')).toMatchObject([
      '20',
      'j20',
      'realtime:t20',
      'phx_reply',
      { status: 'error', response: { reason: 'ChannelRateLimitReached: Too many channels' } },
    ]);
    const flood = await RawClient.open(server);
    for (let i = 0; i < 5000; i++) flood.send([String(i), String(i), `realtime:flood-${i}`, 'phx_join', { config: {} }]);
    expect(await flood.closed()).toBe(1008);
    expect(await bystander.heartbeat('hb-flood')).toMatchObject([null, 'hb-flood', 'phoenix', 'phx_reply', { status: 'ok' }]);
    expect(await client.heartbeat('still-here')).toMatchObject([null, 'still-here', 'phoenix', 'phx_reply', { status: 'ok' }]);
    client.ws.close();
  });
});
