// Search latency: search_portal p50/p95 on the sample content and on a generated corpus (SEARCH_BENCH_PAGES, default
// 100,000 pages), on PGlite and, with TEST_DATABASE_URL, PostgreSQL, beside a plain ILIKE scan of the same pages for
// the same queries, as the same all-access user under row-level security. The generated PGlite corpus is cached in
// the OS temp dir (keyed by the migrations, the generator and the size), as the test templates are.
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPgliteDatabase, runAs, type Database } from '../packages/platform/src/db';
import { platformMigrations, runMigrations } from '../packages/platform/src/migrations';
import { createTestDatabase, testBackends, type TestBackend } from '../packages/platform/src/testing';
import { createLoadedDatabase, portalMigrations } from '../sites/forklift/src/testing';
import type { BenchResult } from './result';
import { generateSearchCorpus } from './search-corpus';

const PAGES = Number(process.env.SEARCH_BENCH_PAGES ?? 100_000);
const ROUNDS = Number(process.env.SEARCH_BENCH_ROUNDS ?? 5);

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** A user holding all-access, so premium pages are searched too (the heaviest case for row-level security). */
async function allAccessUser(db: Database): Promise<{ role: string; claims: Record<string, unknown> }> {
  const id = randomUUID();
  await db.query(`insert into auth.users (id, email) values ($1, $2)`, [id, `bench-${id}@example.com`]);
  await db.query(`insert into public.custom_user_roles (user_id, role_id) select $1, id from public.roles where name = 'all-access' on conflict do nothing`, [id]);
  return { role: 'authenticated', claims: { sub: id, role: 'authenticated' } };
}

async function timings(db: Database, identity: { role: string; claims: Record<string, unknown> }, sql: string, queries: readonly string[]): Promise<number[]> {
  for (const query of queries) await runAs(db, identity, (tx) => tx.query(sql, [query])); // warm-up (plans, caches)
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const query of queries) {
      const started = performance.now();
      await runAs(db, identity, (tx) => tx.query(sql, [query]));
      times.push(performance.now() - started);
    }
  }
  return times;
}

async function figures(db: Database, label: string, queries: readonly string[]): Promise<BenchResult[]> {
  await db.exec('analyze');
  const identity = await allAccessUser(db);
  const search = await timings(db, identity, 'select * from public.search_portal($1)', queries);
  const scan = await timings(db, identity, `select manual_id, page_number from public.manual_pages where body ilike '%' || $1 || '%' limit 20`, queries);
  return [50, 95].map((p) => ({
    name: `search_portal p${p} (${label}, ${queries.length} queries × ${ROUNDS})`,
    value: percentile(search, p),
    unit: 'ms',
    baseline: { name: `plain ILIKE scan p${p}`, value: percentile(scan, p), unit: 'ms' },
  }));
}

function sampleQueries(codes: readonly string[], parts: readonly string[]): string[] {
  return [...codes, ...parts, 'hydraulic pump', 'hydralic pump', 'mast height sensor removal', 'lift pressure sensor', 'brake', 'contactor welded', 'controller overheating', 'steering motor noise', 'battery charging fault', 'xyzzy'];
}

async function sampleFigures(backend: TestBackend): Promise<BenchResult[]> {
  const loaded = await createLoadedDatabase(backend);
  try {
    const codes = (await loaded.db.query<{ code: string }>(`select code from (select code, row_number() over (partition by brand_id order by code) n from public.error_codes) x where n in (3, 50)`)).rows.map((row) => row.code.toLowerCase());
    const parts = (await loaded.db.query<{ part: string }>(`select distinct (regexp_match(body, '\\| ([A-Z]{2,3}-[0-9]{5}-[0-9]{2}) \\|'))[1] as part from public.manual_pages where body ~ '\\| [A-Z]{2,3}-[0-9]{5}-[0-9]{2} \\|' limit 5`)).rows.map((row) => row.part);
    return await figures(loaded.db, `sample content, ${backend}`, sampleQueries(codes, parts));
  } finally {
    await loaded.drop();
  }
}

/** The generated corpus: on PGlite from a cached data directory, else generated now. */
async function corpusDatabase(backend: TestBackend): Promise<{ db: Database; drop(): Promise<void>; partNumbers: string[]; codes: string[] }> {
  const migrations = [...platformMigrations(), ...portalMigrations()];
  const hash = createHash('sha256');
  for (const m of migrations) hash.update(`${m.source}/${m.name}\0${m.sql}\0`);
  hash.update(readFileSync(new URL('./search-corpus.ts', import.meta.url)));
  const file = join(tmpdir(), `kit-search-corpus-${PAGES}-${hash.digest('hex').slice(0, 12)}`);
  if (backend === 'pglite' && existsSync(`${file}.tar`)) {
    const db = await openPgliteDatabase({ loadDataDir: new Blob([readFileSync(`${file}.tar`)]) });
    const meta = JSON.parse(readFileSync(`${file}.json`, 'utf8')) as { partNumbers: string[]; codes: string[] };
    return { db, drop: () => db.close(), ...meta };
  }
  if (backend === 'pglite') {
    const db = await openPgliteDatabase();
    await runMigrations(db, migrations);
    const meta = await generateSearchCorpus(db, { pages: PAGES });
    await db.exec('vacuum analyze');
    const tarball = await db.pglite.dumpDataDir('none');
    writeFileSync(`${file}.json.tmp`, JSON.stringify(meta));
    writeFileSync(`${file}.tar.tmp`, Buffer.from(await tarball.arrayBuffer()));
    renameSync(`${file}.json.tmp`, `${file}.json`);
    renameSync(`${file}.tar.tmp`, `${file}.tar`);
    return { db, drop: () => db.close(), ...meta };
  }
  const test = await createTestDatabase(backend, portalMigrations());
  const meta = await generateSearchCorpus(test.db, { pages: PAGES });
  await test.db.exec('vacuum analyze');
  return { db: test.db, drop: () => test.drop(), ...meta };
}

async function corpusFigures(backend: TestBackend): Promise<BenchResult[]> {
  const corpus = await corpusDatabase(backend);
  try {
    const codes = corpus.codes.slice(0, 6).map((code) => code.toLowerCase().replace(/-/g, ' '));
    return await figures(corpus.db, `${PAGES.toLocaleString('en')} generated pages, ${backend}`, sampleQueries(codes, corpus.partNumbers.slice(0, 4)));
  } finally {
    await corpus.drop();
  }
}

export async function runSearchBench(): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  for (const backend of testBackends()) {
    results.push(...(await sampleFigures(backend)), ...(await corpusFigures(backend)));
  }
  return results;
}
