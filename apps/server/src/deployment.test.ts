// The system as it is deployed: two server processes started as `npm start` starts one, on one PostgreSQL database
// and one S3 server, behind a round-robin proxy on loopback. Accounts, files, realtime and payments work across them,
// and a process killed with SIGKILL in the middle of a write load loses no acknowledged write.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { createApiKeys, createJwtService } from '@kit/platform';
import { createTestDatabase, startTestS3Server, type TestDatabase, type TestS3Server } from '@kit/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startRoundRobinProxy, type RoundRobinProxy } from './testing/round-robin-proxy';
import { freePort } from './testing/spawn-server';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const secret = 'deployment-test-secret-with-32-characters-or-more';
const BUCKET = 'deploy-objects';
const WRITERS = 8;
/** Writes acknowledged before the kill, then after it. */
const WRITES_BEFORE_KILL = 120;
const WRITES_AFTER_KILL = 120;

if (!process.env.TEST_DATABASE_URL) console.log('deployment test skipped: TEST_DATABASE_URL is unset (two processes need one PostgreSQL)');

interface Instance {
  name: string;
  base: string;
  child: ChildProcess;
  dataDir: string;
  stderr: string[];
}

/** `node --import tsx apps/server/src/main.ts`, as `npm start`; resolves once /health answers. */
async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `kit-deploy-${name}-`));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const stderr: string[] = [];
  child.stderr!.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}: ${stderr.join('').slice(-2000)}`);
    if (
      await fetch(`${base}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { name, base, child, dataDir, stderr };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`${name} did not start: ${stderr.join('').slice(-2000)}`);
}

function stopped(instance: Instance | undefined, signal: NodeJS.Signals): Promise<void> {
  if (!instance || instance.child.exitCode !== null || instance.child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    instance.child.once('exit', () => resolve());
    instance.child.kill(signal);
  });
}

/** One request on its own connection (no keep-alive), so the proxy balances request by request. */
function post(url: string, headers: Record<string, string>, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent: false,
        headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('deployment: two processes, one PostgreSQL, one S3 server, a round-robin proxy', () => {
  let database: TestDatabase;
  let s3: TestS3Server;
  let one: Instance;
  let two: Instance;
  let proxy: RoundRobinProxy;
  let anonKey: string;
  let serviceKey: string;
  const clients: SupabaseClient[] = [];
  const clientOf = (instance: Instance, key: string, token?: string) => {
    const client = createClient(instance.base, key, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
      ...(token ? { global: { headers: { Authorization: `Bearer ${token}` } } } : {}),
    });
    clients.push(client);
    return client;
  };
  let buyer: { id: string; token: string };

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    s3 = await startTestS3Server();
    ({ anonKey, serviceRoleKey: serviceKey } = await createApiKeys(createJwtService(secret)));
    // The quickest start: the showcase site (its bundle is small) and no sample library.
    const env = {
      DATABASE_URL: database.url!,
      JWT_SECRET: secret,
      SITE: 'showcase',
      SAMPLE_CONTENT: 'false',
      AUTH_AUTOCONFIRM: 'true',
      LOG_LEVEL: 'warn',
      ...s3.env(BUCKET),
    };
    // One first: a start builds the site's bundle when its sources changed; the second then finds it built.
    const started = Date.now();
    one = await startInstance('one', env);
    const firstStart = (Date.now() - started) / 1000;
    two = await startInstance('two', env);
    console.log(
      `deployment: first process up in ${firstStart.toFixed(1)} s, second in ${((Date.now() - started) / 1000 - firstStart).toFixed(1)} s`,
    );
    proxy = await startRoundRobinProxy([one.base, two.base]);
    await database.db.exec(`
      create table public.deploy_events (id bigint primary key, body text not null);
      alter publication supabase_realtime add table public.deploy_events;
      create table public.deploy_writes (id bigint primary key, writer int not null);
      notify pgrst, 'reload schema';`);
    // Each process reloads its schema cache on the notification.
    for (const instance of [one, two]) {
      const status = await eventually(
        () =>
          fetch(`${instance.base}/rest/v1/deploy_writes?limit=0`, {
            headers: { apikey: serviceKey, authorization: `Bearer ${serviceKey}` },
          }).then((r) => r.status),
        (code) => code === 200,
      );
      expect(status).toBe(200);
    }
  }, 300_000);

  afterAll(async () => {
    for (const client of clients) await client.removeAllChannels();
    await proxy?.close();
    await Promise.all([stopped(one, 'SIGTERM'), stopped(two, 'SIGTERM')]);
    await s3?.close();
    await database?.drop();
    for (const instance of [one, two]) if (instance) rmSync(instance.dataDir, { recursive: true, force: true });
  }, 30_000);

  it('signs a user up on one process and in on the other', async () => {
    const email = `deploy-${Date.now()}@example.com`;
    const signUp = await clientOf(one, anonKey).auth.signUp({ email, password: 'correct horse battery' });
    expect(signUp.error).toBeNull();
    const signIn = await clientOf(two, anonKey).auth.signInWithPassword({ email, password: 'correct horse battery' });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user?.id).toBe(signUp.data.user?.id);
    // A session issued by one is honoured by the other.
    const seen = await clientOf(one, anonKey).auth.getUser(signIn.data.session!.access_token);
    expect(seen.data.user?.email).toBe(email);
    buyer = { id: signIn.data.user!.id, token: signIn.data.session!.access_token };
  });

  it('downloads through one process a file uploaded through the other, stored in S3 and not under DATA_DIR', async () => {
    const bytes = Buffer.from(Array.from({ length: 300_000 }, (_, i) => i % 251));
    expect((await clientOf(one, serviceKey).storage.createBucket('deploy-files', { public: false })).error).toBeNull();
    expect(
      (await clientOf(one, serviceKey).storage.from('deploy-files').upload('fleet/rx20.pdf', bytes, { contentType: 'application/pdf' }))
        .error,
    ).toBeNull();
    const download = await clientOf(two, serviceKey).storage.from('deploy-files').download('fleet/rx20.pdf');
    expect(Buffer.from(await download.data!.arrayBuffer()).equals(bytes)).toBe(true);
    const ranged = await fetch(`${two.base}/storage/v1/object/authenticated/deploy-files/fleet/rx20.pdf`, {
      headers: { authorization: `Bearer ${serviceKey}`, range: 'bytes=1000-1009' },
    });
    expect(ranged.status).toBe(206);
    expect(Buffer.from(await ranged.arrayBuffer()).equals(bytes.subarray(1000, 1010))).toBe(true);
    expect(await s3.keys(BUCKET)).toEqual([expect.stringMatching(/^deploy-files\/fleet\/rx20\.pdf\/[0-9a-f-]{36}$/)]);
    for (const instance of [one, two]) expect(readdirSync(instance.dataDir)).not.toContain('storage');
  });

  it('delivers a row written through one process to a realtime subscriber on the other', async () => {
    const received: number[] = [];
    const channel = clientOf(two, serviceKey)
      .channel('deploy-feed')
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'deploy_events' }, (payload) =>
        received.push((payload.new as { id: number }).id),
      );
    await new Promise<void>((resolve, reject) =>
      channel.subscribe((status, error) =>
        status === 'SUBSCRIBED'
          ? resolve()
          : status === 'CHANNEL_ERROR' || status === 'TIMED_OUT'
            ? reject(error ?? new Error(status))
            : undefined,
      ),
    );
    expect((await clientOf(one, serviceKey).from('deploy_events').insert({ id: 7, body: 'mast chain check' })).error).toBeNull();
    expect(
      await eventually(
        async () => received,
        (ids) => ids.length > 0,
      ),
    ).toEqual([7]);
  });

  it('completes a sandbox purchase started on one process and paid on the other, whichever delivers the webhook', async () => {
    const created = await fetch(`${one.base}/designs/showcase/stripe/create-checkout-session`, {
      method: 'POST',
      headers: { authorization: `Bearer ${buyer.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ mode: 'payment', prices: ['price_pass_72h'], paymentMethods: ['card'], successUrl: '/ok', cancelUrl: '/no' }),
    });
    expect(created.status).toBe(200);
    const { id } = (await created.json()) as { id: string };
    const paid = await fetch(`${two.base}/_sandbox/checkout/${id}`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Deploy Test' }),
    });
    expect(paid.status).toBe(303);
    for (const instance of [two, one]) {
      const summary = await eventually(
        () =>
          fetch(`${instance.base}/payments/purchases/${id}`, { headers: { authorization: `Bearer ${buyer.token}` } }).then(
            (r) => r.json() as Promise<{ fulfilled?: boolean; status?: string }>,
          ),
        (body) => body.fulfilled === true,
      );
      expect(summary).toMatchObject({ status: 'complete', fulfilled: true });
    }
    const { rows } = await database.db.query<{ n: number }>(
      `select count(*)::int as n from payments.webhook_events where type = 'checkout.session.completed'`,
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('keeps serving through the proxy when one process is killed mid-load, losing no acknowledged write', async () => {
    const acknowledged: number[] = [];
    let failed = 0;
    let nextId = 1;
    let killedAt: number | undefined;
    const headers = { apikey: serviceKey, authorization: `Bearer ${serviceKey}`, prefer: 'return=minimal' };
    const target = () => (killedAt === undefined ? WRITES_BEFORE_KILL : killedAt + WRITES_AFTER_KILL);
    const writer = async (writerId: number) => {
      while (acknowledged.length < target()) {
        const id = nextId++;
        const status = await post(`${proxy.url}/rest/v1/deploy_writes`, headers, JSON.stringify({ id, writer: writerId })).catch(() => 0);
        if (status === 201) acknowledged.push(id);
        else failed += 1;
        if (killedAt === undefined && acknowledged.length >= WRITES_BEFORE_KILL) {
          killedAt = acknowledged.length;
          two.child.kill('SIGKILL');
        }
      }
    };
    const started = Date.now();
    await Promise.all(Array.from({ length: WRITERS }, (_, i) => writer(i)));
    const seconds = (Date.now() - started) / 1000;
    await stopped(two, 'SIGKILL');

    const { rows } = await database.db.query<{ id: number }>('select id from public.deploy_writes');
    const found = new Set(rows.map((row) => Number(row.id)));
    const lost = acknowledged.filter((id) => !found.has(id));
    const served = [...proxy.served.entries()].map(([base, n]) => `${base === one.base ? 'one' : 'two'} ${n}`).join(', ');
    console.log(
      `deployment: requests served through the proxy: ${served}; writes acknowledged ${acknowledged.length} (${killedAt} before the kill), ` +
        `unacknowledged (cut by the kill) ${failed}, found after the kill ${acknowledged.length - lost.length} of ${acknowledged.length} (${found.size} rows in all) in ${seconds.toFixed(1)} s`,
    );
    expect(lost).toEqual([]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(WRITES_BEFORE_KILL + WRITES_AFTER_KILL);
    expect(proxy.served.get(two.base)).toBeGreaterThan(0);
    // The survivor answers on its own and through the proxy.
    expect((await fetch(`${one.base}/health`)).status).toBe(200);
    expect(await post(`${proxy.url}/rest/v1/deploy_writes`, headers, JSON.stringify({ id: nextId++, writer: -1 }))).toBe(201);
  }, 60_000);
});
