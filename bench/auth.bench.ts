// Auth benchmark, each figure beside a baseline measured in the same run on the same platform:
// - GET /auth/v1/user beside a one-row /rest/v1 read (both need a verified token and one lookup; target ≥ 0.5), both
//   driven by autocannon in its own thread at the same concurrency, as bench/rest.bench.ts drives /rest/v1;
// - password sign-ins beside raw bcrypt verifications at the same cost (bcrypt is the limit; target ≥ 0.8);
// - refreshes/s, and getUser beside GET /auth/v1/settings (the same HTTP path without token or database work).
// The two sides of a ratio alternate in rounds after a warm-up round, in an order swapped every round, and the figure
// is the median of the rounds' ratios, so a change in the shared machine's load weighs on both sides alike and one
// disturbed round does not move it; each line names the rounds' ratios and the load average before and after.
// PostgreSQL when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set, as the rest benchmark; PGlite otherwise.
import { hash as bcryptHash, verify as bcryptVerify } from '@node-rs/bcrypt';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { BCRYPT_COST } from '../packages/platform/src/auth';
import { sqlMigration, startTestPlatform, type TestPlatform } from '../packages/platform/src/testing';
import type { BenchResult } from './result';

const SECONDS = Number(process.env.AUTH_BENCH_SECONDS ?? 3);
// Sign-ins are ~30 a second at cost 10 on two cores: 3-second windows count ~100, so more rounds than for the reads.
const ROUNDS = Number(process.env.AUTH_BENCH_ROUNDS ?? 4);
const SIGN_IN_ROUNDS = Number(process.env.AUTH_BENCH_SIGN_IN_ROUNDS ?? 7);
const CONCURRENCY = 8;
// As bench/rest.bench.ts: the /rest/v1 baseline is the same read at the same concurrency.
const HTTP_CONNECTIONS = 32;
// One account per worker: sign-in attempts are limited per account (a few in flight or failed per window), as users are.
const emailOf = (worker: number) => `bench-user-${worker}@example.com`;
const PASSWORD = 'bench-password-123';

const ITEMS = sqlMigration(
  '0001_auth_bench.sql',
  `create table public.bench_items (id int primary key, title text not null, price numeric(10,2) not null);
   insert into public.bench_items select g, 'Item ' || g, (g % 1000) / 10.0 from generate_series(1, 1000) g;
   grant select on public.bench_items to anon, authenticated;
   analyze public.bench_items;`,
);
const restPaths = Array.from({ length: 64 }, (_, i) => `/rest/v1/bench_items?select=*&id=eq.${1 + ((i * 157) % 1000)}`);

/** Runs `task` from `concurrency` loops for `seconds`; returns completions and elapsed seconds. */
async function loop(seconds: number, concurrency: number, task: (worker: number) => Promise<void>): Promise<Rate> {
  const end = Date.now() + seconds * 1000;
  let done = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (Date.now() < end) {
        await task(worker);
        done += 1;
      }
    }),
  );
  return { done, seconds: (Date.now() - started) / 1000 };
}

interface Rate {
  done: number;
  seconds: number;
}

/** GETs `paths` (cycled) from autocannon's own thread; every answer must be 2xx. */
async function hammer(platform: TestPlatform, paths: string[], token: string, seconds: number): Promise<Rate> {
  const result = await autocannon({
    url: platform.url,
    connections: HTTP_CONNECTIONS,
    duration: seconds,
    workers: 1,
    headers: { apikey: platform.anonKey, authorization: `Bearer ${token}`, 'accept-profile': 'public' },
    requests: paths.map((path) => ({ method: 'GET' as const, path })),
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${paths[0]}: ${result.non2xx} non-2xx and ${result.errors} errors`);
  return { done: result.requests.total, seconds: result.duration };
}

/** Rates of the two sides of a ratio: each round's ratio, their median, and the rates over all rounds. */
interface Alternation {
  value: number;
  base: number;
  /** The median of the rounds' ratios (measured ÷ baseline, each round's two sides run back to back). */
  ratio: number;
  rounds: number[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/**
 * Alternates the measured side and its baseline for `rounds` rounds, after one unmeasured round of each (code
 * optimised, statements prepared, pools started). Each round runs both sides back to back, in the order swapped every
 * round (baseline first, then measured first, …), so a change in the shared machine's load between rounds weighs on
 * both sides and a steady drift does not favour either; the figure is the median of the rounds' ratios, so one round
 * caught by a burst of someone else's work does not move it.
 */
async function alternate(measured: () => Promise<Rate>, baseline: () => Promise<Rate>, rounds = ROUNDS): Promise<Alternation> {
  await baseline();
  await measured();
  const sum = { measured: { done: 0, seconds: 0 }, baseline: { done: 0, seconds: 0 } };
  const ratios: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 === 0 ? (['baseline', 'measured'] as const) : (['measured', 'baseline'] as const);
    const rates: Partial<Record<'measured' | 'baseline', Rate>> = {};
    for (const side of order) {
      const rate = await (side === 'measured' ? measured : baseline)();
      rates[side] = rate;
      sum[side].done += rate.done;
      sum[side].seconds += rate.seconds;
    }
    const m = rates.measured as Rate;
    const b = rates.baseline as Rate;
    ratios.push(b.done === 0 ? 0 : m.done / m.seconds / (b.done / b.seconds));
  }
  return {
    value: sum.measured.done / sum.measured.seconds,
    base: sum.baseline.done / sum.baseline.seconds,
    ratio: median(ratios),
    rounds: ratios,
  };
}

async function call(
  platform: TestPlatform,
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
): Promise<Record<string, unknown>> {
  const response = await fetch(`${platform.url}/auth/v1${path}`, {
    method: init.method ?? (init.body ? 'POST' : 'GET'),
    headers: {
      apikey: platform.anonKey,
      authorization: `Bearer ${init.token ?? platform.anonKey}`,
      'content-type': 'application/json',
      'x-supabase-api-version': '2024-01-01',
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  const body = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

const signIn = (platform: TestPlatform, worker: number) =>
  call(platform, '/token?grant_type=password', { body: { email: emailOf(worker), password: PASSWORD } });

function ratioOf(
  name: string,
  measured: Pick<Alternation, 'value' | 'ratio' | 'rounds'> | number,
  unit: string,
  base: { name: string; value: number; unit: string },
): BenchResult {
  const alternation = typeof measured === 'number' ? undefined : measured;
  const value = alternation ? alternation.value : (measured as number);
  const rounds = alternation
    ? ` [median of ${alternation.rounds.length} rounds: ${alternation.rounds.map((r) => r.toFixed(2)).join(' ')}]`
    : '';
  return {
    name: `${name}${rounds}`,
    value: Math.round(value),
    unit,
    baseline: { ...base, value: Math.round(base.value) },
    ratio: alternation ? alternation.ratio : base.value === 0 ? 0 : value / base.value,
  };
}

const loadAverage = () => loadavg()[0]?.toFixed(2) ?? '?';

export async function runAuthBench(): Promise<BenchResult[]> {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const previous = process.env.TEST_DATABASE_URL;
  if (serverUrl) process.env.TEST_DATABASE_URL = serverUrl;
  const backend = serverUrl ? 'postgres' : 'pglite';
  const platform = await startTestPlatform({
    backend,
    migrations: [ITEMS],
    config: { authAutoconfirm: true, auth: { rateLimitToken: 1e9, rateLimitIp: 1e9, rateLimitEmail: 1e9 } },
  });
  try {
    for (let worker = 0; worker < CONCURRENCY; worker += 1)
      await call(platform, '/signup', { body: { email: emailOf(worker), password: PASSWORD } });
    const hash = await bcryptHash(PASSWORD, { cost: BCRYPT_COST, version: '2a' });

    // Both sides in this process at the same concurrency: the server's bcrypt runs on libuv's thread pool, as the
    // baseline's does, so the pool's size and the in-flight count are the same; the sign-in side adds the HTTP
    // client, the server and the database on the main thread, which is what the ratio measures.
    const signInLoad = loadAverage();
    const signIns = await alternate(
      () => loop(SECONDS, CONCURRENCY, async (worker) => void (await signIn(platform, worker))),
      () => loop(SECONDS, CONCURRENCY, async () => void (await bcryptVerify(PASSWORD, hash))),
      SIGN_IN_ROUNDS,
    );
    const signInLoads = `load ${signInLoad}→${loadAverage()}`;

    const sessions = await Promise.all(Array.from({ length: CONCURRENCY }, (_, worker) => signIn(platform, worker)));
    const refreshTokens = sessions.map((session) => session.refresh_token as string);
    const refreshes = await loop(SECONDS, CONCURRENCY, async (worker) => {
      const next = await call(platform, '/token?grant_type=refresh_token', { body: { refresh_token: refreshTokens[worker] } });
      refreshTokens[worker] = next.refresh_token as string;
    });

    const token = sessions[0]?.access_token as string;
    const getUserLoad = loadAverage();
    const getUser = await alternate(
      () => hammer(platform, ['/auth/v1/user'], token, SECONDS),
      () => hammer(platform, restPaths, platform.anonKey, SECONDS),
    );
    const getUserLoads = `load ${getUserLoad}→${loadAverage()}`;
    const settings = await hammer(platform, ['/auth/v1/settings'], platform.anonKey, SECONDS);

    const getUserName = `getUser (GET /auth/v1/user, ${HTTP_CONNECTIONS} connections) [${backend}]`;
    return [
      ratioOf(`password sign-ins (bcrypt cost ${BCRYPT_COST}, ${CONCURRENCY} concurrent) [${backend}, ${signInLoads}]`, signIns, 'req/s', {
        name: `raw bcrypt verifications, cost ${BCRYPT_COST} (target ratio ≥ 0.8)`,
        value: signIns.base,
        unit: 'ops/s',
      }),
      {
        name: `token refreshes with rotation (${CONCURRENCY} sessions) [${backend}]`,
        value: Math.round(refreshes.done / refreshes.seconds),
        unit: 'req/s',
      },
      ratioOf(`${getUserName} [${getUserLoads}]`, getUser, 'req/s', {
        name: 'GET /rest/v1 one row by primary key (target ratio ≥ 0.5)',
        value: getUser.base,
        unit: 'req/s',
      }),
      ratioOf(getUserName, getUser.value, 'req/s', {
        name: 'GET /auth/v1/settings (no token, no database)',
        value: settings.done / settings.seconds,
        unit: 'req/s',
      }),
    ];
  } finally {
    await platform.close();
    if (serverUrl) {
      if (previous === undefined) delete process.env.TEST_DATABASE_URL;
      else process.env.TEST_DATABASE_URL = previous;
    }
  }
}
