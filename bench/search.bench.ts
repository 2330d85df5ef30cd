// Search latency: search_portal p50/p95 on the sample content and on a generated corpus of 100,000 manual pages
// (SEARCH_BENCH_PAGES; BENCH_QUICK=1 uses 10,000), on PGlite and on PostgreSQL (TEST_DATABASE_URL, else a server at
// 127.0.0.1:5432 as user postgres when one answers; skipped otherwise), beside a plain ILIKE scan of the same pages
// for the same queries, as one all-access user under row-level security (premium pages searched too: the heaviest
// case). The generated corpus is built once per key (the generator's source, the size) and reused in place: on PGlite
// a data directory in the OS temp dir, on PostgreSQL a database named by the key. Migrations added since the build are
// applied to it when it is opened (committed migrations never change, so a new index or function costs minutes, not a
// rebuild); one whose text differs from what the corpus recorded makes it stale and rebuilt. The machine's load average
// is printed with every figure, since the machine may be shared; on PGlite (in-process) the CPU time per query is
// printed too, which a busy machine stretches far less than the wall-clock time. SEARCH_BENCH_BACKENDS=pglite or
// postgres runs one backend only.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openPgliteDatabase, openPostgresDatabase, runAs, type Database } from '../packages/platform/src/db';
import { platformMigrations, runMigrations } from '../packages/platform/src/migrations';
import { createLoadedDatabase, portalMigrations, type TestBackend } from '../sites/forklift/src/testing';
import { withDirLock } from '../sites/forklift/src/sample-template/file-lock';
import type { BenchResult } from './result';
import { corpusSamples, generateSearchCorpus, type Corpus } from './search-corpus';
import { readSplits } from '../sites/forklift/eval/cases';
import { addPlanMembers, searchCodeFigures } from '../sites/forklift/eval/search-codes';

const QUICK = process.env.BENCH_QUICK === '1';
const PAGES = Number(process.env.SEARCH_BENCH_PAGES ?? (QUICK ? 10_000 : 100_000));
const ROUNDS = Number(process.env.SEARCH_BENCH_ROUNDS ?? (QUICK ? 2 : 5));
/** SEARCH_BENCH_BACKENDS=pglite or postgres runs one of them (default both). */
const BACKENDS = new Set((process.env.SEARCH_BENCH_BACKENDS ?? 'pglite,postgres').split(','));
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
/** The corpus's all-access user, created with the corpus so a run only reads. */
const BENCH_USER = '0b0e0c00-5ea7-4c00-8000-000000000001';
const IDENTITY = { role: 'authenticated', claims: { sub: BENCH_USER, role: 'authenticated' } };

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const load = () => loadavg()[0]?.toFixed(1) ?? '?';

async function addBenchUser(db: Database): Promise<void> {
  await db.query(`insert into auth.users (id, email) values ($1, 'search-bench@example.com') on conflict do nothing`, [BENCH_USER]);
  await db.query(
    `insert into public.custom_user_roles (user_id, role_id) select $1, id from public.roles where name = 'all-access' on conflict do nothing`,
    [BENCH_USER],
  );
}

interface Timings {
  wall: number[];
  /** This process's CPU time per query: PGlite's work (in-process), however busy the machine is. */
  cpu: number[];
}

async function timings(db: Database, sql: string, queries: readonly string[]): Promise<Timings> {
  for (const query of queries) await runAs(db, IDENTITY, (tx) => tx.query(sql, [query])); // warm-up (plans, caches)
  const result: Timings = { wall: [], cpu: [] };
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const query of queries) {
      const started = performance.now();
      const cpu = process.cpuUsage();
      await runAs(db, IDENTITY, (tx) => tx.query(sql, [query]));
      const used = process.cpuUsage(cpu);
      result.wall.push(performance.now() - started);
      result.cpu.push((used.user + used.system) / 1000);
    }
  }
  return result;
}

async function figures(db: Database, label: string, queries: readonly string[]): Promise<BenchResult[]> {
  const search = await timings(db, 'select * from public.search_portal($1)', queries);
  const scan = await timings(
    db,
    `select manual_id, page_number from public.manual_pages where body ilike '%' || $1 || '%' limit 20`,
    queries,
  );
  const name = (what: string) => `${what} (${label}, ${queries.length} queries × ${ROUNDS}, load ${load()})`;
  const results: BenchResult[] = [50, 95].map((p) => ({
    name: name(`search_portal p${p}`),
    value: percentile(search.wall, p),
    unit: 'ms',
    baseline: { name: `plain ILIKE scan p${p}`, value: percentile(scan.wall, p), unit: 'ms' },
  }));
  if (db.kind === 'pglite') {
    results.push({
      name: name('search_portal CPU time p95'),
      value: percentile(search.cpu, 95),
      unit: 'ms',
      baseline: { name: 'plain ILIKE scan CPU time p95', value: percentile(scan.cpu, 95), unit: 'ms' },
    });
  }
  return results;
}

/** Codes in other spellings, part numbers, symptoms (one typo'd), broad single words and a word found nowhere. */
function queries(codes: readonly string[], parts: readonly string[]): string[] {
  return [
    ...codes,
    ...parts,
    'hydraulic pump',
    'hydralic pump',
    'mast height sensor removal',
    'lift pressure sensor',
    'brake',
    'contactor welded',
    'controller overheating',
    'steering motor noise',
    'battery charging fault',
    'xyzzy',
  ];
}

async function sampleFigures(backend: TestBackend): Promise<BenchResult[]> {
  const loaded = await createLoadedDatabase(backend);
  try {
    await loaded.db.exec('analyze');
    await addBenchUser(loaded.db);
    const codes = (
      await loaded.db.query<{ code: string }>(
        `select code from (select code, row_number() over (partition by brand_id order by code) n from public.error_codes) x where n in (3, 50)`,
      )
    ).rows.map((row) => row.code.toLowerCase());
    const parts = (
      await loaded.db.query<{ part: string }>(
        `select distinct (regexp_match(body, '\\| ([A-Z]{2,3}-[0-9]{5}-[0-9]{2}) \\|'))[1] as part from public.manual_pages where body ~ '\\| [A-Z]{2,3}-[0-9]{5}-[0-9]{2} \\|' limit 5`,
      )
    ).rows.map((row) => row.part);
    return await figures(loaded.db, `sample content, ${backend}`, queries(codes, parts));
  } finally {
    await loaded.drop();
  }
}

const migrations = () => [...platformMigrations(), ...portalMigrations()];

function corpusKey(): string {
  const hash = createHash('sha256').update(`${PAGES}\0${BENCH_USER}\0`);
  hash.update(readFileSync(new URL('./search-corpus.ts', import.meta.url)));
  return hash.digest('hex').slice(0, 12);
}

/** False when a migration the corpus recorded is gone or its text changed since (then the corpus is rebuilt). */
async function migrationsStillMatch(db: Database): Promise<boolean> {
  const current = new Map(migrations().map((m) => [`${m.source}/${m.name}`, createHash('sha256').update(m.sql).digest('hex')]));
  const recorded = await db.query<{ id: string; checksum: string }>(
    `select source || '/' || name as id, checksum from _platform.migrations`,
  );
  return recorded.rows.every((row) => current.get(row.id) === row.checksum);
}

/** Applies the migrations added since the corpus was built, then refreshes the planner's statistics. */
async function catchUp(db: Database): Promise<void> {
  const started = performance.now();
  const applied = await runMigrations(db, migrations());
  if (applied.length === 0) return;
  await db.exec('analyze');
  console.log(
    `search: applied ${applied.join(', ')} to the corpus in ${Math.round((performance.now() - started) / 1000)} s (load ${load()})`,
  );
}

async function build(db: Database): Promise<void> {
  await runMigrations(db, migrations());
  const started = performance.now();
  await generateSearchCorpus(db, { pages: PAGES });
  await addBenchUser(db);
  await db.exec('vacuum analyze');
  console.log(
    `search: generated ${PAGES.toLocaleString('en')} pages in ${Math.round((performance.now() - started) / 1000)} s (load ${load()})`,
  );
}

/** The PGlite corpus: a data directory built once per key and opened in place (new migrations applied, then read). */
async function pgliteCorpus<T>(fn: (db: Database) => Promise<T>): Promise<T> {
  const dir = join(tmpdir(), `kit-search-corpus-${PAGES}-${corpusKey()}`);
  return withDirLock(`${dir}.lock`, async () => {
    if (existsSync(dir) && !(await withPglite(dir, migrationsStillMatch))) rmSync(dir, { recursive: true, force: true });
    if (!existsSync(dir)) {
      const building = `${dir}.build-${process.pid}`;
      rmSync(building, { recursive: true, force: true });
      mkdirSync(building, { recursive: true });
      const db = await openPgliteDatabase({ dataDir: building });
      try {
        await build(db);
      } finally {
        await db.close();
      }
      renameSync(building, dir);
    }
    return withPglite(dir, async (db) => {
      await catchUp(db);
      return fn(db);
    });
  });
}

async function withPglite<T>(dir: string, fn: (db: Database) => Promise<T>): Promise<T> {
  const db = await openPgliteDatabase({ dataDir: dir });
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

async function withAdmin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  // A connection the server ends (another suite's cleanup on the shared server) fails the query it was running; the
  // client's 'error' event would otherwise end the whole process, losing the figures already measured.
  client.on('error', (error) => console.error(`search: admin connection lost: ${error.message}`));
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

function databaseUrl(server: string, name: string): string {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withPostgres<T>(server: string, name: string, fn: (db: Database) => Promise<T>): Promise<T> {
  const db = await openPostgresDatabase({ connectionString: databaseUrl(server, name), max: 2 });
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

/** The PostgreSQL corpus: a database named by the key, built once and caught up (under an advisory lock), then read. */
async function postgresCorpus<T>(server: string, fn: (db: Database) => Promise<T>): Promise<T> {
  const name = `kit_search_corpus_${PAGES}_${corpusKey()}`;
  await withAdmin(server, async (client) => {
    await client.query(`select pg_advisory_lock(hashtext('kit_search_corpus'))`);
    try {
      if ((await client.query('select 1 from pg_database where datname = $1', [name])).rowCount) {
        if (await withPostgres(server, name, migrationsStillMatch)) return withPostgres(server, name, catchUp);
        await client.query(`drop database ${name} with (force)`);
      }
      const building = `${name}_build`;
      await client.query(`drop database if exists ${building} with (force)`);
      await client.query(`create database ${building}`);
      const db = await openPostgresDatabase({ connectionString: databaseUrl(server, building), max: 2 });
      try {
        await build(db);
      } finally {
        await db.close();
      }
      await client.query(`alter database ${building} rename to ${name}`);
    } finally {
      await client.query(`select pg_advisory_unlock(hashtext('kit_search_corpus'))`);
    }
  });
  return withPostgres(server, name, fn);
}

async function corpusFigures(db: Database, backend: TestBackend): Promise<BenchResult[]> {
  const corpus: Corpus = await corpusSamples(db);
  const codes = corpus.codes.slice(0, 6).map((code) => code.toLowerCase().replace(/-/g, ' '));
  return figures(db, `${PAGES.toLocaleString('en')} generated pages, ${backend}`, queries(codes, corpus.partNumbers.slice(0, 4)));
}

/** TEST_DATABASE_URL, else the local server when it answers. */
async function postgresServer(): Promise<string | undefined> {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  try {
    await withAdmin(LOCAL_POSTGRES, (client) => client.query('select 1'));
    return LOCAL_POSTGRES;
  } catch {
    return undefined;
  }
}

/** Code lookups in any spelling, per evaluation split, as a signed-in technician on the sample content (PGlite). */
async function codeLookupFigures(): Promise<BenchResult[]> {
  const loaded = await createLoadedDatabase('pglite');
  try {
    await addBenchUser(loaded.db);
    const callers = { anyBrand: BENCH_USER, planOf: await addPlanMembers(loaded.db) };
    const results: BenchResult[] = [];
    for (const split of ['tuning', 'heldout'] as const) {
      const f = await searchCodeFigures(loaded.db, callers, readSplits([split]));
      const pct = (r: { hit: number; of: number }) => (r.of === 0 ? 0 : Number(((100 * r.hit) / r.of).toFixed(1)));
      results.push(
        { name: `[${split}] code top-1 any spelling, signed in, brand in context (${f.top1.of} codes)`, value: pct(f.top1), unit: '%' },
        {
          name: `[${split}] code top-1 any spelling, signed in, no brand, member of the brand's plan`,
          value: pct(f.top1NoBrand),
          unit: '%',
        },
        { name: `[${split}] code top-1 any spelling, signed in, no brand, no context`, value: pct(f.top1NoContext), unit: '%' },
        { name: `[${split}] code among the closest candidates, no brand, no context`, value: pct(f.shownNoContext), unit: '%' },
      );
    }
    return results;
  } finally {
    await loaded.drop();
  }
}

export async function runSearchBench(): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  if (BACKENDS.has('pglite')) results.push(...(await codeLookupFigures()));
  if (BACKENDS.has('pglite')) {
    results.push(...(await sampleFigures('pglite')));
    results.push(...(await pgliteCorpus((db) => corpusFigures(db, 'pglite'))));
  }
  if (!BACKENDS.has('postgres')) return results;
  const server = await postgresServer();
  if (!server) {
    console.log('search: PostgreSQL skipped (no TEST_DATABASE_URL and no server at 127.0.0.1:5432)');
    return results;
  }
  // The loaded-content fixture reads TEST_DATABASE_URL; set for this suite only.
  const previous = process.env.TEST_DATABASE_URL;
  process.env.TEST_DATABASE_URL = server;
  try {
    results.push(...(await sampleFigures('postgres')));
  } finally {
    if (previous === undefined) delete process.env.TEST_DATABASE_URL;
    else process.env.TEST_DATABASE_URL = previous;
  }
  results.push(...(await postgresCorpus(server, (db) => corpusFigures(db, 'postgres'))));
  return results;
}
