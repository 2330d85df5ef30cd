// The operator console's first pages at 100,000 rows (issue 36 acceptance 4), p95, on PGlite and, with
// TEST_DATABASE_URL, PostgreSQL: /admin/members (admin_members: 100,000 accounts, each with a role link and the
// per-member roles, entitlements and diagnoses count) and /admin/codes (the review queue's REST read of
// code_extractions with its manual, under the admin's row-level security) — each beside the same page read without
// the console: the bare keyset query on the table as the server (direct SQL: no function, no policy, no extras).
// BENCH_QUICK=1 uses 10,000 rows and fewer rounds.
import { randomUUID } from 'node:crypto';
import { runAs, type Database } from '../packages/platform/src/db';
import { testBackends, type TestBackend } from '../packages/platform/src/testing';
import { createLoadedDatabase } from '../sites/forklift/src/testing';
import type { BenchResult } from './result';

const QUICK = process.env.BENCH_QUICK === '1';
const ROWS = Number(process.env.ADMIN_BENCH_ROWS ?? (QUICK ? 10_000 : 100_000));
const ROUNDS = QUICK ? 5 : 40;

type Identity = { role: string; claims: Record<string, unknown> };

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Runs `sql` as the identity (null: as the server itself, direct SQL in a transaction of its own). */
const read = (db: Database, identity: Identity | null, sql: string) =>
  identity ? runAs(db, identity, (tx) => tx.query(sql)) : db.transaction((tx) => tx.query(sql));

async function timings(db: Database, identity: Identity | null, sql: string): Promise<number[]> {
  for (let i = 0; i < 3; i++) await read(db, identity, sql); // warm-up (plans, caches)
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    await read(db, identity, sql);
    times.push(performance.now() - started);
  }
  return times;
}

/** An admin, `rows` members (each freemium) and `rows` extracted codes awaiting review over the sample manuals. */
async function seed(db: Database, rows: number): Promise<Identity> {
  const admin = randomUUID();
  await db.query(`insert into auth.users (id, email) values ($1, $2)`, [admin, `ops-${admin}@example.com`]);
  await db.query(`insert into public.custom_user_roles (user_id, role_id) select $1, id from public.roles where name = 'admin'`, [admin]);
  await db.transaction(async (tx) => {
    // Bulk load: no per-row triggers (the sign-up trigger's freemium link is written out here).
    await tx.query(`set local session_replication_role = replica`);
    await tx.query(
      `insert into auth.users (id, email, created_at)
       select gen_random_uuid(), 'member-' || lpad(g::text, 6, '0') || '@fleet-' || (g % 97) || '.example.com', now() - make_interval(mins => g)
       from generate_series(1, $1) g`,
      [rows],
    );
    await tx.query(
      `insert into public.custom_user_roles (user_id, role_id)
       select u.id, r.id from auth.users u cross join public.roles r where r.name = 'freemium' and u.email like 'member-%'
       on conflict do nothing`,
    );
    await tx.query(
      `with m as (select id, brand_id, row_number() over (order by id) - 1 as n, count(*) over () as total from public.manuals)
       insert into public.code_extractions (manual_id, brand_id, code, code_normalized, page_number, found_by, title, details, held, created_at)
       select m.id, m.brand_id, 'B-' || g, 'B-' || g, 1 + g % 5, 'table', 'Extracted code ' || g, '{}'::jsonb, true,
         now() - make_interval(secs => (hashint4(g) & 2147483647) % 2592000)
       from generate_series(1, $1) g join m on m.n = g % m.total`,
      [rows],
    );
  });
  await db.exec('analyze');
  return { role: 'authenticated', claims: { sub: admin, role: 'authenticated' } };
}

const PAGES: ReadonlyArray<{ name: string; console: string; bare: string }> = [
  {
    name: '/admin/members first page (25)',
    console: `select * from public.admin_members('', null, 25)`,
    bare: `select id, email from auth.users order by (lower(email) collate "C") limit 25`,
  },
  {
    name: '/admin/codes first page (25)',
    // What /rest/v1/code_extractions?select=*,manuals(title,revision,object_path,page_count)&review_state=eq.unreviewed
    // &order=created_at,id&limit=25 runs, under the admin's policy.
    console: `select x.*, (select json_build_object('title', m.title, 'revision', m.revision, 'object_path', m.object_path,
                'page_count', m.page_count) from public.manuals m where m.id = x.manual_id) as manuals
              from public.code_extractions x where x.review_state = 'unreviewed' order by x.created_at, x.id limit 25`,
    bare: `select * from public.code_extractions where review_state = 'unreviewed' order by created_at, id limit 25`,
  },
];

async function backendFigures(backend: TestBackend): Promise<BenchResult[]> {
  const loaded = await createLoadedDatabase(backend);
  try {
    const db = loaded.db;
    const admin = await seed(db, ROWS);
    const results: BenchResult[] = [];
    for (const page of PAGES) {
      const [shown, bare] = await Promise.all([read(db, admin, page.console), read(db, null, page.bare)]);
      if (shown.rows.length !== 25 || bare.rows.length !== 25) throw new Error(`${page.name}: expected full pages`);
      const withConsole = await timings(db, admin, page.console);
      const without = await timings(db, null, page.bare);
      results.push({
        name: `${page.name} p95 (${ROWS.toLocaleString('en')} rows, ${backend}; as the admin, RLS)`,
        value: Number(percentile(withConsole, 95).toFixed(2)),
        unit: 'ms',
        baseline: {
          name: 'bare keyset query as the server (no function, no RLS) p95',
          value: Number(percentile(without, 95).toFixed(2)),
          unit: 'ms',
        },
      });
    }
    return results;
  } finally {
    await loaded.drop();
  }
}

export async function runAdminBench(): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  for (const backend of testBackends()) results.push(...(await backendFigures(backend)));
  return results;
}
