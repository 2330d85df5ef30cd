import WebSocket from 'ws';
import { startRealtimeServer } from './packages/platform/src/realtime/conformance/realtime-test-server';
import { sqlMigration } from './packages/platform/src/testing';
const server = await startRealtimeServer({ migrations: [sqlMigration('0001_b.sql', `create table public.bench_items (id int primary key, sent_at float8 not null, body text); alter publication supabase_realtime add table public.bench_items;`)], options: { maxJoinsPerSecond: 10000, maxFramesPerSecond: 10000 } });
const url = `${server.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${server.anonKey}&vsn=2.0.0`;
let got = 0;
const socks: WebSocket[] = [];
for (let i = 0; i < Number(process.env.N); i++) {
  const ws = new WebSocket(url);
  await new Promise((r) => ws.once('open', r));
  const joined = new Promise((r) => ws.once('message', r));
  ws.on('message', () => got++);
  ws.send(JSON.stringify(['1', '1', `realtime:bench-${i}`, 'phx_join', { config: { postgres_changes: [{ event: 'INSERT', schema: 'public', table: 'bench_items' }] } }]));
  await joined;
  socks.push(ws);
}
got = 0; console.log("subs", server.hub.changes.subscriptionCount, "channels", server.hub.channelCount); (server.ctx.log as any).error = (...a: unknown[]) => console.log("ERR", ...a);
const t0 = Date.now();
for (let i = 1; i <= 200; i++) await server.db.query('insert into public.bench_items values ($1, $2, $3)', [i, Date.now(), 'x']);
const t1 = Date.now();
while (got < 200 * Number(process.env.N) && Date.now() - t0 < 60000) await new Promise((r) => setTimeout(r, 20));
console.log('inserts ms', t1 - t0, 'delivered', got, 'ms', Date.now() - t0);
for (const s of socks) s.terminate();
await server.close();
process.exit(0);
