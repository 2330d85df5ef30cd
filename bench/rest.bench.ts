// /rest/v1 throughput and latency against the same reads run directly through the database layer, in the same
// role-and-claims transaction and at the same concurrency: one row by primary key, and 20 rows with one embed.
// The baseline is the hand-written query as the layer runs a one-off statement: `queryAs`, the caller's preamble and
// the statement in one round trip on PostgreSQL, as /rest/v1's reads run. Printed beside it, the same read through
// `runAs` (BEGIN + preamble, statement, COMMIT: three round trips) and through `queryAs` prepared once per
// connection, as /rest/v1 prepares a read shape it serves again: that ratio is what HTTP alone costs.
import autocannon from 'autocannon';
import { queryAs, runAs, type Database, type RequestIdentity } from '../packages/platform/src/db';
import { sqlMigration, startTestPlatform, type TestPlatform } from '../packages/platform/src/testing';
import type { BenchResult } from './result';

const CONNECTIONS = 32;
const ITEMS = 10_000;
const BRANDS = 100;

const SCHEMA = sqlMigration(
  '0001_rest_bench.sql',
  `create table public.bench_brands (id int primary key, name text not null, country text);
   create table public.bench_items (
     id int primary key, title text not null, price numeric(10,2) not null,
     brand_id int not null references public.bench_brands(id), created_at timestamptz not null default now()
   );
   create index on public.bench_items (brand_id);
   insert into public.bench_brands select g, 'Brand ' || g, 'C' || (g % 7) from generate_series(1, ${BRANDS}) g;
   insert into public.bench_items select g, 'Item ' || g, (g % 1000) / 10.0, 1 + (g % ${BRANDS}), '2024-01-01'::timestamptz + g * interval '1 minute'
     from generate_series(1, ${ITEMS}) g;
   analyze public.bench_brands; analyze public.bench_items;`,
);

interface Scenario {
  name: string;
  /** Paths through /rest/v1, cycled by every connection. */
  paths: string[];
  /** The same read, written directly: SQL and parameters per request index. */
  sql: string;
  params: (i: number) => unknown[];
}

const ids = Array.from({ length: 64 }, (_, i) => 1 + ((i * 157) % ITEMS));
const starts = Array.from({ length: 64 }, (_, i) => 1 + ((i * 151) % (ITEMS - 40)));

const SCENARIOS: Scenario[] = [
  {
    name: 'one row by primary key',
    paths: ids.map((id) => `/rest/v1/bench_items?select=*&id=eq.${id}`),
    sql: `select coalesce(json_agg(t), '[]')::text as body from (select id, title, price, brand_id, created_at from public.bench_items where id = $1) t`,
    params: (i) => [ids[i % ids.length]],
  },
  {
    name: '20 rows with one embed',
    paths: starts.map((s) => `/rest/v1/bench_items?select=id,title,price,bench_brands(name,country)&id=gte.${s}&order=id&limit=20`),
    sql: `select coalesce(json_agg(t), '[]')::text as body from (
            select i.id, i.title, i.price, (select row_to_json(b) from (select name, country from public.bench_brands where id = i.brand_id) b) as bench_brands
            from public.bench_items i where i.id >= $1 order by i.id limit 20) t`,
    params: (i) => [starts[i % starts.length]],
  },
];

interface Measured {
  rps: number;
  p50: number;
  p99: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

async function measureHttp(platform: TestPlatform, scenario: Scenario, seconds: number): Promise<Measured> {
  const result = await autocannon({
    url: platform.url,
    connections: CONNECTIONS,
    duration: seconds,
    // The load generator runs in its own thread, so its work is not charged to the server's event loop.
    workers: 1,
    headers: { apikey: platform.anonKey, authorization: `Bearer ${platform.anonKey}`, 'accept-profile': 'public' },
    requests: scenario.paths.map((path) => ({ method: 'GET' as const, path })),
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${scenario.name}: ${result.non2xx} non-2xx and ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

type DirectApi = 'queryAs' | 'queryAs prepared' | 'runAs';

async function measureDirect(
  db: Database,
  identity: RequestIdentity,
  scenario: Scenario,
  seconds: number,
  api: DirectApi,
): Promise<Measured> {
  const latencies: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  let next = 0;
  const settings = {
    'request.method': 'GET',
    'request.path': '/bench_items',
    'request.headers': '{}',
    search_path: '"public", "extensions"',
    transaction_read_only: 'on',
  };
  const options = { statementTimeoutMs: 8000, settings };
  async function worker(): Promise<void> {
    while (performance.now() < deadline) {
      const i = next++;
      const start = performance.now();
      if (api === 'runAs') await runAs(db, identity, (tx) => tx.query(scenario.sql, scenario.params(i)), options);
      else await queryAs(db, identity, scenario.sql, scenario.params(i), { ...options, prepare: api === 'queryAs prepared' });
      latencies.push(performance.now() - start);
    }
  }
  const began = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const elapsed = (performance.now() - began) / 1000;
  latencies.sort((a, b) => a - b);
  return { rps: latencies.length / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

function results(label: string, http: Measured, direct: Measured, threeTrips: Measured, prepared: Measured): BenchResult[] {
  const figure = (metric: string, value: number, baseName: string, base: number, unit: string): BenchResult => ({
    name: `${label} ${metric}`,
    value,
    unit,
    baseline: { name: `${baseName} ${metric}`, value: base, unit },
    ratio: base === 0 ? 0 : value / base,
  });
  return [
    figure('req/s', http.rps, 'db layer (queryAs)', direct.rps, 'req/s'),
    figure('p50', http.p50, 'db layer (queryAs)', direct.p50, 'ms'),
    figure('p99', http.p99, 'db layer (queryAs)', direct.p99, 'ms'),
    figure('req/s', http.rps, 'db layer, 3 round trips (runAs)', threeTrips.rps, 'req/s'),
    figure('req/s', http.rps, 'db layer, prepared (queryAs)', prepared.rps, 'req/s'),
    figure('p99', http.p99, 'db layer, prepared (queryAs)', prepared.p99, 'ms'),
  ];
}

export async function runRestBench(): Promise<BenchResult[]> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const previous = process.env.TEST_DATABASE_URL;
  if (serverUrl) process.env.TEST_DATABASE_URL = serverUrl;
  const backend = serverUrl ? 'postgres' : 'pglite';
  const platform = await startTestPlatform({ backend, migrations: [SCHEMA] });
  try {
    const identity: RequestIdentity = { role: 'anon', claims: await platform.ctx.jwt.verify(platform.anonKey) };
    const out: BenchResult[] = [];
    for (const scenario of SCENARIOS) {
      // A short warm-up so both sides start with prepared caches and a filled pool.
      await measureHttp(platform, scenario, 1);
      const http = await measureHttp(platform, scenario, seconds);
      const direct = await measureDirect(platform.db, identity, scenario, seconds, 'queryAs');
      const threeTrips = await measureDirect(platform.db, identity, scenario, seconds, 'runAs');
      const prepared = await measureDirect(platform.db, identity, scenario, seconds, 'queryAs prepared');
      out.push(...results(`GET /rest/v1 ${scenario.name} [${backend}]`, http, direct, threeTrips, prepared));
    }
    return out;
  } finally {
    await platform.close();
    if (serverUrl) {
      if (previous === undefined) delete process.env.TEST_DATABASE_URL;
      else process.env.TEST_DATABASE_URL = previous;
    }
  }
}
