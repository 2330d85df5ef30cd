// Realtime benchmark: 10,000 subscribed sockets held on one process, memory per socket, and change-to-delivery latency
// at 100 changes/s to 1,000 of them (the other 9,000 subscribed elsewhere, so delivery must not pay for them), beside
// a bare `ws` fan-out echo server measured the same way in the same run. Each server runs in a child process (this
// file, forked) so its memory is measured alone. Both ends need about HELD open files (`ulimit -n`).
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { WebSocketServer, type WebSocket } from 'ws';
import { RawWebSocket, type FrameHandler } from './raw-websocket-client';
import type { BenchResult } from './result';

const SUBSCRIBERS = Number(process.env.REALTIME_BENCH_SUBSCRIBERS ?? 1000);
/** Subscribed sockets held in all: the SUBSCRIBERS receiving the changes, the rest subscribed to a quiet table. */
const HELD = Math.max(SUBSCRIBERS, Number(process.env.REALTIME_BENCH_HELD ?? 10_000));
const CHANGES_PER_SECOND = 100;
// 15 s: 1,500 changes, 1.5 million deliveries. Over 5 s the p95 swung 26-44 ms from run to run on a quiet machine
// (its first second holds the code's warm-up and the first batches); over 15 s it was 22 ms twice, the bare one 8-12.
const SECONDS = Number(process.env.REALTIME_BENCH_SECONDS ?? 15);
const CONNECT_BATCH = 50;
/** supabase-js's heartbeat period. */
const HEARTBEAT_MS = 25_000;
/** About the size of a realtime INSERT frame of bench_items, the echo message's size. */
const CHANGE_FRAME_BYTES = 380;
const PROFILE_DIR = process.env.REALTIME_BENCH_PROFILE;

type ChildMode = 'realtime' | 'echo';
type Reply = { id: number; [key: string]: unknown };
interface Memory {
  rss: number;
  /** JS heap plus memory outside it (buffers): what sockets cost, without the allocator's page churn. */
  used: number;
  /** CPU time the server process has used (user + system), in ms: what fan-out costs, whatever the machine's load. */
  cpuMs: number;
}

// ---------- child side ----------

async function childMain(mode: ChildMode): Promise<void> {
  const send = (message: unknown) => process.send?.(message);
  const gc = (globalThis as { gc?: () => void }).gc;
  const memory = (): Memory => {
    gc?.();
    const usage = process.memoryUsage();
    const cpu = process.cpuUsage();
    return { rss: usage.rss, used: usage.heapUsed + usage.external, cpuMs: (cpu.user + cpu.system) / 1000 };
  };
  if (mode === 'echo') {
    const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    await new Promise((resolve) => wss.once('listening', resolve));
    // Sockets opened on /quiet are held but not fanned out to, as the realtime run's quiet subscribers.
    const subscribers = new Set<WebSocket>();
    wss.on('connection', (ws, request) => {
      if (request.url === '/quiet') return;
      subscribers.add(ws);
      ws.once('close', () => subscribers.delete(ws));
      ws.on('message', (data) => {
        for (const client of subscribers) if (client !== ws) client.send(data, { binary: false });
      });
    });
    const address = wss.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    process.on('message', (message: { id: number; cmd: string }) => {
      if (message.cmd === 'memory') send({ id: message.id, ...memory() });
      if (message.cmd === 'close') wss.close(() => process.exit(0));
    });
    send({ id: 0, url: `ws://127.0.0.1:${port}` });
    return;
  }
  const { startRealtimeServer } = await import('../packages/platform/src/realtime/conformance/realtime-test-server');
  const { sqlMigration } = await import('../packages/platform/src/testing');
  const server = await startRealtimeServer({
    backend: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    migrations: [
      sqlMigration(
        '0001_bench.sql',
        `create table public.bench_items (id int primary key, sent_at float8 not null, body text);
         create table public.bench_quiet (id int primary key);
         alter publication supabase_realtime add table public.bench_items, public.bench_quiet;`,
      ),
    ],
    options: { maxJoinsPerSecond: 10_000, maxFramesPerSecond: 10_000 },
  });
  process.on('message', (message: { id: number; cmd: string; row?: number }) => {
    if (message.cmd === 'memory') send({ id: message.id, ...memory() });
    if (message.cmd === 'insert') {
      server.db
        .query('insert into public.bench_items (id, sent_at, body) values ($1, $2, $3)', [
          message.row,
          Date.now(),
          'payload of a typical row',
        ])
        .catch((error: unknown) => console.error(error));
    }
    if (message.cmd === 'close') void server.close().then(() => process.exit(0));
  });
  send({ id: 0, url: `${server.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${server.anonKey}&vsn=2.0.0` });
}

// ---------- parent side ----------

class Child {
  private next = 1;
  private readonly waiting = new Map<number, (reply: Reply) => void>();
  private constructor(readonly process: ChildProcess) {
    process.on('message', (reply: Reply) => {
      this.waiting.get(reply.id)?.(reply);
      this.waiting.delete(reply.id);
    });
  }

  static async start(mode: ChildMode): Promise<{ child: Child; url: string }> {
    const proc = fork(fileURLToPath(import.meta.url), [], {
      // REALTIME_BENCH_PROFILE=<dir>: each server writes a CPU profile there (what `--cpu-prof` cannot take from NODE_OPTIONS).
      execArgv: ['--import', 'tsx', '--expose-gc', ...(PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [])],
      env: { ...process.env, REALTIME_BENCH_CHILD: mode },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const child = new Child(proc);
    const ready = await new Promise<Reply>((resolve, reject) => {
      child.waiting.set(0, resolve);
      proc.once('exit', (code) => reject(new Error(`${mode} server exited with ${code}`)));
    });
    return { child, url: String(ready.url) };
  }

  request(cmd: string): Promise<Reply> {
    const id = this.next++;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      this.process.send({ id, cmd });
    });
  }

  tell(message: Record<string, unknown>): void {
    this.process.send({ id: -1, ...message });
  }

  async stop(): Promise<void> {
    const exited = new Promise((resolve) => this.process.once('exit', resolve));
    this.process.send({ id: -1, cmd: 'close' });
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    this.process.kill();
  }
}

const SENT_AT = Buffer.from('"sent_at":');

/** Reads the integer after `"sent_at":` in `data[start, end)` without parsing the frame. */
function sentAt(data: Buffer, start: number, end: number): number | null {
  const at = data.indexOf(SENT_AT, start);
  if (at < 0 || at >= end) return null;
  let value = 0;
  for (let i = at + SENT_AT.length; i < end; i++) {
    const digit = (data[i] as number) - 48;
    if (digit < 0 || digit > 9) break;
    value = value * 10 + digit;
  }
  return value;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

/** A receiver of timestamped messages: records the delay from `sent_at` to now for each frame that has one. */
function timing(latencies: number[]): FrameHandler {
  return (data, start, end) => {
    const sent = sentAt(data, start, end);
    if (sent !== null) latencies.push(Date.now() - sent);
  };
}

const ignore: FrameHandler = () => undefined;

/** Opens `count` sockets, CONNECT_BATCH at a time; each one open is also added to `all` as soon as it is. */
async function connectAll(
  count: number,
  open: (i: number) => Promise<RawWebSocket | null>,
  all: RawWebSocket[] = [],
): Promise<RawWebSocket[]> {
  const sockets: RawWebSocket[] = [];
  for (let start = 0; start < count; start += CONNECT_BATCH) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(CONNECT_BATCH, count - start) }, (_, i) => open(start + i).catch(() => null)),
    );
    for (const ws of batch) {
      if (!ws) continue;
      sockets.push(ws);
      all.push(ws);
    }
  }
  return sockets;
}

/**
 * Every socket in `sockets` (which may still grow) sends a Phoenix heartbeat each HEARTBEAT_MS as supabase-js does,
 * spread evenly over the period rather than all at once.
 */
function heartbeats(sockets: readonly RawWebSocket[]): () => void {
  const tick = 100;
  let next = 0;
  const timer = setInterval(() => {
    const perTick = Math.ceil((sockets.length * tick) / HEARTBEAT_MS);
    for (let i = 0; i < perTick; i++, next = (next + 1) % sockets.length) {
      sockets[next]?.sendText('[null,"hb","phoenix","heartbeat",{}]');
    }
  }, tick);
  return () => clearInterval(timer);
}

async function paced(total: number, perSecond: number, act: (i: number) => void): Promise<void> {
  const started = Date.now();
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / perSecond;
    const wait = due - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    act(i);
  }
}

async function settle(latencies: number[], expected: number): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (latencies.length < expected && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}

interface Run {
  held: number;
  bytesPerSocket: number;
  /** Server CPU per change (per message for the echo server), from the first send until every delivery arrived. */
  cpuMsPerChange: number;
  /** The clients' CPU per change, all sockets together: what the measuring side costs beside the server. */
  clientCpuMsPerChange: number;
  latencies: number[];
  expected: number;
}

function clientCpuMs(): number {
  const cpu = process.cpuUsage();
  return (cpu.user + cpu.system) / 1000;
}

/** The echo message: a timestamp padded to the size of a realtime change frame, so both servers write as many bytes. */
function echoMessage(i: number): string {
  const head = `{"i":${i},"record":{"id":${i},"sent_at":${Date.now()},"body":"payload of a typical row"},"pad":"`;
  return `${head}${'x'.repeat(Math.max(0, CHANGE_FRAME_BYTES - head.length - 2))}"}`;
}

async function runEcho(): Promise<Run> {
  const { child, url } = await Child.start('echo');
  try {
    const before = (await child.request('memory')) as unknown as Memory;
    const latencies: number[] = [];
    const sockets = await connectAll(SUBSCRIBERS, () => RawWebSocket.open(url, timing(latencies)));
    const quiet = await connectAll(HELD - SUBSCRIBERS, () => RawWebSocket.open(`${url}/quiet`, ignore));
    const after = (await child.request('memory')) as unknown as Memory;
    const held = sockets.length + quiet.length;
    const producer = await RawWebSocket.open(url, ignore);
    const total = CHANGES_PER_SECOND * SECONDS;
    const clientBefore = clientCpuMs();
    await paced(total, CHANGES_PER_SECOND, (i) => producer.sendText(echoMessage(i)));
    await settle(latencies, total * sockets.length);
    const done = (await child.request('memory')) as unknown as Memory;
    const clientCpuMsPerChange = (clientCpuMs() - clientBefore) / total;
    for (const ws of [...sockets, ...quiet, producer]) ws.destroy();
    const cpuMsPerChange = (done.cpuMs - after.cpuMs) / total;
    return {
      held,
      bytesPerSocket: (after.used - before.used) / held,
      cpuMsPerChange,
      clientCpuMsPerChange,
      latencies,
      expected: total * sockets.length,
    };
  } finally {
    await child.stop();
  }
}

/** Opens a socket and joins one channel with a postgres_changes binding on `table`; null when the join fails. */
async function subscribe(url: string, topic: string, table: string, onChange: FrameHandler): Promise<RawWebSocket | null> {
  let answered: (ok: boolean) => void = () => undefined;
  const joined = new Promise<boolean>((resolve) => (answered = resolve));
  const ws = await RawWebSocket.open(url, (data, start, end) => {
    const frame = data.toString('utf8', start, end);
    if (frame.startsWith('["1","1"') && frame.includes('"phx_reply"')) answered(frame.includes('"status":"ok"'));
  });
  ws.sendText(
    JSON.stringify([
      '1',
      '1',
      `realtime:${topic}`,
      'phx_join',
      { config: { postgres_changes: [{ event: 'INSERT', schema: 'public', table }] } },
    ]),
  );
  if (!(await joined)) {
    ws.destroy();
    return null;
  }
  ws.onFrame = onChange;
  return ws;
}

async function runRealtime(): Promise<Run> {
  const { child, url } = await Child.start('realtime');
  try {
    await child.request('memory');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const before = (await child.request('memory')) as unknown as Memory;
    const latencies: number[] = [];
    const all: RawWebSocket[] = [];
    // Heartbeats from the first socket on: opening 10,000 under load can take longer than the idle timeout.
    const stopHeartbeats = heartbeats(all);
    const sockets = await connectAll(SUBSCRIBERS, (i) => subscribe(url, `bench-${i}`, 'bench_items', timing(latencies)), all);
    const quiet = await connectAll(HELD - SUBSCRIBERS, (i) => subscribe(url, `quiet-${i}`, 'bench_quiet', ignore), all);
    const after = (await child.request('memory')) as unknown as Memory;
    const held = sockets.length + quiet.length;
    const total = CHANGES_PER_SECOND * SECONDS;
    const clientBefore = clientCpuMs();
    await paced(total, CHANGES_PER_SECOND, (i) => child.tell({ cmd: 'insert', row: i + 1 }));
    await settle(latencies, total * sockets.length);
    const done = (await child.request('memory')) as unknown as Memory;
    const clientCpuMsPerChange = (clientCpuMs() - clientBefore) / total;
    stopHeartbeats();
    for (const ws of all) ws.destroy();
    // Includes the insert itself (the server writes the rows; on PGlite that is the database's work too).
    const cpuMsPerChange = (done.cpuMs - after.cpuMs) / total;
    return {
      held,
      bytesPerSocket: (after.used - before.used) / held,
      cpuMsPerChange,
      clientCpuMsPerChange,
      latencies,
      expected: total * sockets.length,
    };
  } finally {
    await child.stop();
  }
}

export async function runRealtimeBench(): Promise<BenchResult[]> {
  const echo = await runEcho();
  const realtime = await runRealtime();
  const sortedEcho = [...echo.latencies].sort((a, b) => a - b);
  const sorted = [...realtime.latencies].sort((a, b) => a - b);
  const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
  const figure = (name: string, value: number, unit: string, baseline: { name: string; value: number; unit: string }): BenchResult => ({
    name,
    value,
    unit,
    baseline,
    ratio: baseline.value === 0 ? undefined : value / baseline.value,
  });
  const rate = `${CHANGES_PER_SECOND}/s to ${SUBSCRIBERS} subscribers (${realtime.held} sockets held)`;
  return [
    figure(`subscribed sockets held on one process (target ${HELD})`, realtime.held, 'sockets', {
      name: 'bare ws sockets held',
      value: echo.held,
      unit: 'sockets',
    }),
    figure('memory per subscribed socket (server heap + buffers)', kib(realtime.bytesPerSocket), 'KiB', {
      name: 'bare ws memory per socket',
      value: kib(echo.bytesPerSocket),
      unit: 'KiB',
    }),
    figure(`change-to-delivery latency p50 at ${rate}`, percentile(sorted, 50), 'ms', {
      name: 'bare ws fan-out echo p50',
      value: percentile(sortedEcho, 50),
      unit: 'ms',
    }),
    figure(`change-to-delivery latency p95 at ${rate}`, percentile(sorted, 95), 'ms', {
      name: 'bare ws fan-out echo p95',
      value: percentile(sortedEcho, 95),
      unit: 'ms',
    }),
    figure(`server CPU per change at ${rate} (with the insert)`, Math.round(realtime.cpuMsPerChange * 100) / 100, 'ms', {
      name: 'bare ws CPU per message fanned out',
      value: Math.round(echo.cpuMsPerChange * 100) / 100,
      unit: 'ms',
    }),
    figure('bench clients CPU per change (all sockets, one process)', Math.round(realtime.clientCpuMsPerChange * 100) / 100, 'ms', {
      name: 'with the bare ws server',
      value: Math.round(echo.clientCpuMsPerChange * 100) / 100,
      unit: 'ms',
    }),
    figure('changes delivered', Math.round((realtime.latencies.length / Math.max(realtime.expected, 1)) * 1000) / 10, '%', {
      name: 'bare ws messages delivered',
      value: Math.round((echo.latencies.length / Math.max(echo.expected, 1)) * 1000) / 10,
      unit: '%',
    }),
  ];
}

if (process.env.REALTIME_BENCH_CHILD === 'realtime' || process.env.REALTIME_BENCH_CHILD === 'echo') {
  await childMain(process.env.REALTIME_BENCH_CHILD);
}
