// The fleet dashboard's queries (recent events, trucks with repeated codes, maintenance due across trucks, the
// headline figures, and issue 38's work-order board's first page over 10,000 work orders) at 2,000 trucks and
// 100,000 fault events, p95, as a fleet manager under row-level security beside
// the same queries as the service role (BYPASSRLS: no policy evaluated), on PGlite and, with TEST_DATABASE_URL,
// PostgreSQL. A second organization's rows sit in the same tables, so the policies have something to filter.
// BENCH_QUICK=1 uses 200 trucks and 10,000 events and fewer rounds.
import { randomUUID } from 'node:crypto';
import { runAs, type Database } from '../packages/platform/src/db';
import { testBackends, type TestBackend } from '../packages/platform/src/testing';
import { createLoadedDatabase } from '../sites/forklift/src/testing';
import type { BenchResult } from './result';

const QUICK = process.env.BENCH_QUICK === '1';
const TRUCKS = Number(process.env.FLEET_BENCH_TRUCKS ?? (QUICK ? 200 : 2000));
const EVENTS = Number(process.env.FLEET_BENCH_EVENTS ?? (QUICK ? 10_000 : 100_000));
const ROUNDS = QUICK ? 5 : 40;

type Identity = { role: string; claims: Record<string, unknown> };

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** A fleet of `trucks` spread over every sample model, `events` fault events over a year on the codes of each truck's series. */
async function seedFleet(db: Database, name: string, trucks: number, events: number): Promise<{ org: string; manager: Identity }> {
  const manager = randomUUID();
  const org = randomUUID();
  await db.query(`insert into auth.users (id, email) values ($1, $2)`, [manager, `fleet-bench-${manager}@example.com`]);
  // All-access, so the manager and the service role see the same maintenance schedules (the premium ones too).
  await db.query(`insert into public.custom_user_roles (user_id, role_id) select $1, id from public.roles where name = 'all-access'`, [
    manager,
  ]);
  await db.query(`insert into public.fleet_organizations (id, name, created_by) values ($1, $2, $3)`, [org, name, manager]);
  await db.query(`insert into public.fleet_members (organization_id, user_id, role, email) values ($1, $2, 'manager', 'm@example.com')`, [
    org,
    manager,
  ]);
  await db.transaction(async (tx) => {
    // Bulk load: no per-row triggers (truck completion is written out here; realtime capture is not wanted).
    await tx.query(`set local session_replication_role = replica`);
    await tx.query(
      `with m as (select id, series_id, brand_id, fuel_type, serial_from, row_number() over (order by id) - 1 as n, count(*) over () as total from public.models)
       insert into public.fleet_trucks (organization_id, unit, brand_id, series_id, model_id, model, serial_number, serial_in_range, fuel_type,
         hour_meter, maintenance_baseline_hours, created_by)
       select $1, 'Truck ' || g, m.brand_id, m.series_id, m.id, '', 'U' || g || '-' || (m.serial_from + g / m.total), true, m.fuel_type,
         h.hours, greatest(0, h.hours - (hashint4(g * 13) & 1023)), $2
       from generate_series(0, $3 - 1) g
       join m on m.n = g % m.total
       cross join lateral (select (500 + (hashint4(g) & 16383))::numeric(10, 1) as hours) h`,
      [org, manager, trucks],
    );
    await tx.query(
      `with t as (select id, series_id, hour_meter, row_number() over (order by id) - 1 as n from public.fleet_trucks where organization_id = $1),
       cs as (select s as series_id, array_agg(c.id order by c.code) as ids, array_agg(c.code order by c.code) as codes
              from public.error_codes c, unnest(c.series_ids) s group by s),
       g as (select i, (hashint4(i) & 2147483647) % $3 as tn, hashint4(i * 31) & 2147483647 as r,
               (hashint4(i * 7) & 2147483647) % 525600 as minutes from generate_series(1, $4) i)
       insert into public.fleet_fault_events (organization_id, truck_id, code, error_code_id, occurred_at, hour_meter, symptoms, fix, fixed,
         minutes_spent, created_by, created_at)
       select $1, t.id, cs.codes[1 + g.r % least(cardinality(cs.codes), 12)], cs.ids[1 + g.r % least(cardinality(cs.ids), 12)],
         now() - make_interval(mins => g.minutes), greatest(0, t.hour_meter - g.minutes / 600), 'Reported by the operator',
         case when g.r % 3 = 0 then 'Replaced the connector' else '' end, g.r % 3 = 0, 15 + g.r % 120, $2,
         now() - make_interval(mins => g.minutes)
       from g join t on t.n = g.tn join cs on cs.series_id = t.series_id`,
      [org, manager, trucks, events],
    );
    await tx.query(
      `insert into public.fleet_service_records (organization_id, truck_id, task_id, interval_hours, hour_meter, created_by)
       select t.organization_id, t.id, k.id, k.interval_hours, t.hour_meter - (hashint4(k.sort_order) & 255), $2
       from public.fleet_trucks t join public.maintenance_tasks k on k.series_id = t.series_id
       where t.organization_id = $1 and (hashint4(k.sort_order + length(t.unit)) & 3) = 0`,
      [org, manager],
    );
  });
  return { org, manager: { role: 'authenticated', claims: { sub: manager, role: 'authenticated' } } };
}

async function timings(db: Database, identity: Identity, sql: string, params: unknown[]): Promise<number[]> {
  for (let i = 0; i < 3; i++) await runAs(db, identity, (tx) => tx.query(sql, params)); // warm-up (plans, caches)
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    await runAs(db, identity, (tx) => tx.query(sql, params));
    times.push(performance.now() - started);
  }
  return times;
}

const QUERIES: ReadonlyArray<[string, string]> = [
  ['recent events (50)', 'select * from public.fleet_recent_events($1, 50)'],
  ['trucks with repeated codes (30 days)', 'select * from public.fleet_repeated_codes($1, 30, 2)'],
  ['maintenance due across trucks', 'select * from public.fleet_maintenance_due($1)'],
  ['headline figures', 'select public.fleet_dashboard_summary($1)'],
  // Issue 38: the work-order board's first page (every state, newest opened first) over WORK_ORDERS orders.
  ['work-order board, first page (50)', 'select * from public.work_order_board($1, null, null, null, false, null, 50)'],
];

const WORK_ORDERS = Number(process.env.FLEET_BENCH_WORK_ORDERS ?? 10_000);

/** `orders` work orders over the organization's trucks and a year, in every state, each with 4 checks and 2 parts. */
async function seedWorkOrders(db: Database, org: string, orders: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(`set local session_replication_role = replica`);
    await tx.query(
      `with t as (select id, hour_meter, row_number() over (order by id) - 1 as n, count(*) over () as total from public.fleet_trucks where organization_id = $1),
       g as (select i, hashint4(i * 17) & 2147483647 as r, (hashint4(i * 5) & 2147483647) % 525600 as minutes from generate_series(1, $2) i)
       insert into public.work_orders (organization_id, truck_id, title, state, priority, hours_at_open, opened_at, closed_at, cause_text, remedy_text, created_by)
       select $1, t.id, 'Work order ' || g.i, s.state, (array['low', 'normal', 'high', 'urgent'])[1 + g.r % 4], t.hour_meter,
         now() - make_interval(mins => g.minutes),
         case when s.state in ('done', 'cancelled') then now() - make_interval(mins => g.minutes) + make_interval(mins => 30 + g.r % 600) end,
         case when s.state = 'done' then 'Chafed harness' end, case when s.state = 'done' then 'Repaired the harness' end,
         (select created_by from public.fleet_trucks where id = t.id)
       from g join t on t.n = g.r % t.total
       cross join lateral (select (array['open', 'in_progress', 'waiting_parts', 'done', 'done', 'done', 'cancelled'])[1 + g.i % 7] as state) s`,
      [org, orders],
    );
    await tx.query(
      `insert into public.work_order_checks (work_order_id, organization_id, position, text, expected, result)
       select w.id, w.organization_id, k, 'Check ' || k, '4.5-5.5 V', case when w.state = 'done' then 'pass' end
       from public.work_orders w cross join generate_series(0, 3) k where w.organization_id = $1`,
      [org],
    );
    await tx.query(
      `insert into public.work_order_parts (work_order_id, organization_id, part_number, description, quantity)
       select w.id, w.organization_id, 'CM-0100' || k || '-11', 'Part ' || k, 1 + k
       from public.work_orders w cross join generate_series(1, 2) k where w.organization_id = $1`,
      [org],
    );
  });
}

async function backendFigures(backend: TestBackend): Promise<BenchResult[]> {
  const loaded = await createLoadedDatabase(backend);
  try {
    const db = loaded.db;
    const { org, manager } = await seedFleet(db, 'Bench fleet', TRUCKS, EVENTS);
    const other = await seedFleet(db, 'Other fleet', Math.ceil(TRUCKS / 10), Math.ceil(EVENTS / 10));
    await seedWorkOrders(db, org, WORK_ORDERS);
    await seedWorkOrders(db, other.org, Math.ceil(WORK_ORDERS / 10));
    await db.exec('analyze');
    const service: Identity = { role: 'service_role', claims: { role: 'service_role' } };
    const label = `${TRUCKS.toLocaleString('en')} trucks, ${EVENTS.toLocaleString('en')} events, ${WORK_ORDERS.toLocaleString('en')} work orders, ${backend}`;
    const results: BenchResult[] = [];
    for (const [name, sql] of QUERIES) {
      // Both identities must see the same rows, or the comparison says nothing.
      const [mine, all] = await Promise.all([
        runAs(db, manager, (tx) => tx.query(sql, [org])),
        runAs(db, service, (tx) => tx.query(sql, [org])),
      ]);
      // (An open work order's downtime runs until now: the two reads may fall either side of a minute.)
      const same = (rows: Array<Record<string, unknown>>) => JSON.stringify(rows.map(({ downtime_minutes: _running, ...row }) => row));
      if (same(mine.rows) !== same(all.rows)) throw new Error(`${name}: the manager and the service role got different rows`);
      const withRls = await timings(db, manager, sql, [org]);
      const without = await timings(db, service, sql, [org]);
      results.push({
        name: `${name} p95 (${label}; ${mine.rows.length} rows; as the manager, RLS)`,
        value: Number(percentile(withRls, 95).toFixed(2)),
        unit: 'ms',
        baseline: { name: 'same query as service role (no RLS) p95', value: Number(percentile(without, 95).toFixed(2)), unit: 'ms' },
      });
    }
    return results;
  } finally {
    await loaded.drop();
  }
}

export async function runFleetBench(): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  for (const backend of testBackends()) results.push(...(await backendFigures(backend)));
  return results;
}
