/**
 * `queryAs` runs one statement under a caller's role and claims in a transaction of its own — on PostgreSQL as one
 * batch with the preamble — and must behave as `runAs` does: the settings hold for the statement and end with it,
 * a failing preamble keeps the statement from running, and errors leave the connection usable.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlMigration } from '../testing';
import { createTestDatabase, testBackends, type TestDatabase } from '../testing/databases';
import { queryAs, runAs, type RequestIdentity } from './run-as';

const SCHEMA = sqlMigration(
  '0001_run_as_test.sql',
  `create table public.notes (id int primary key, owner uuid, body text);
   alter table public.notes enable row level security;
   grant select, insert on public.notes to anon, authenticated;
   create policy own_notes on public.notes for select using (owner = auth.uid());
   create policy insert_any on public.notes for insert with check (true);
   insert into public.notes values (1, '00000000-0000-0000-0000-00000000000a', 'for a'), (2, '00000000-0000-0000-0000-00000000000b', 'for b');`,
);

const userA: RequestIdentity = { role: 'authenticated', claims: { sub: '00000000-0000-0000-0000-00000000000a', role: 'authenticated' } };
const anon: RequestIdentity = { role: 'anon', claims: { role: 'anon' } };

describe.each(testBackends())('queryAs (%s)', (backend) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(backend, [SCHEMA]);
  });

  afterAll(async () => {
    await database.drop();
  });

  it('runs the statement with the caller’s role, claims and settings, with bind parameters', async () => {
    const result = await queryAs<{ role: string; sub: string | null; path: string; body: string; n: number }>(
      database.db,
      userA,
      `select current_user as role, auth.uid()::text as sub, current_setting('request.path') as path, body, $1::int as n from public.notes`,
      [7],
      { settings: { 'request.path': '/notes' } },
    );
    expect(result.rows).toEqual([{ role: 'authenticated', sub: userA.claims.sub, path: '/notes', body: 'for a', n: 7 }]);
    expect(result.fields.map((f) => f.name)).toEqual(['role', 'sub', 'path', 'body', 'n']);
  });

  it('leaves no setting behind: the next statement on the pool runs as the login role', async () => {
    for (let i = 0; i < 10; i++) await queryAs(database.db, anon, 'select 1', []);
    const rows = await Promise.all(
      Array.from({ length: 10 }, () =>
        database.db.query<{ role: string; claims: string }>(
          `select current_user as role, coalesce(current_setting('request.jwt.claims', true), '') as claims`,
        ),
      ),
    );
    for (const {
      rows: [row],
    } of rows)
      expect(row).toEqual({ role: expect.not.stringMatching(/^(anon|authenticated)$/), claims: '' });
  });

  it('applies row-level security as the caller', async () => {
    const seen = await queryAs<{ id: number }>(database.db, anon, 'select id from public.notes order by id', []);
    expect(seen.rows).toEqual([]);
  });

  it('does not run the statement when the preamble fails', async () => {
    const ghost: RequestIdentity = { role: 'no_such_role', claims: {} };
    await expect(queryAs(database.db, ghost, `insert into public.notes values (3, null, 'ghost')`, [])).rejects.toMatchObject({
      code: '22023',
    });
    const rows = await runAs(database.db, { role: 'service_role', claims: {} }, (tx) =>
      tx.query('select id from public.notes where id = 3'),
    );
    expect(rows.rows).toEqual([]);
  });

  it('commits a write and rolls one back when the statement fails; the connection stays usable', async () => {
    await queryAs(database.db, userA, `insert into public.notes values (4, $1::uuid, 'mine')`, [userA.claims.sub]);
    await expect(
      queryAs(database.db, userA, `insert into public.notes values (4, $1::uuid, 'again')`, [userA.claims.sub]),
    ).rejects.toMatchObject({ code: '23505' });
    await expect(queryAs(database.db, userA, 'select 1/0', [])).rejects.toMatchObject({ code: '22012' });
    const mine = await queryAs<{ id: number; body: string }>(database.db, userA, 'select id, body from public.notes order by id', []);
    expect(mine.rows).toEqual([
      { id: 1, body: 'for a' },
      { id: 4, body: 'mine' },
    ]);
  });

  // PGlite runs in one WASM thread without timer signals: statement_timeout never fires there, in either API.
  it.skipIf(backend === 'pglite')('enforces the statement timeout set in its preamble', async () => {
    await expect(queryAs(database.db, anon, 'select pg_sleep(2)', [], { statementTimeoutMs: 100 })).rejects.toMatchObject({
      code: '57014',
    });
  });

  it('honours a read-only transaction setting', async () => {
    await expect(
      queryAs(database.db, userA, `insert into public.notes values (5, $1::uuid, 'ro')`, [userA.claims.sub], {
        settings: { transaction_read_only: 'on' },
      }),
    ).rejects.toMatchObject({ code: '25006' });
  });

  it('reuses a prepared statement across callers, roles and parameters, row-level security applied to each', async () => {
    const sql = 'select id, current_user as role from public.notes where id >= $1 and id < 3 order by id';
    for (let round = 0; round < 12; round++) {
      const [asA, asAnon, asService] = await Promise.all([
        queryAs<{ id: number; role: string }>(database.db, userA, sql, [1], { prepare: true }),
        queryAs<{ id: number; role: string }>(database.db, anon, sql, [1], { prepare: true }),
        queryAs<{ id: number; role: string }>(database.db, { role: 'service_role', claims: {} }, sql, [2], { prepare: true }),
      ]);
      expect(asA.rows.map((r) => [r.id, r.role])).toEqual([[1, 'authenticated']]);
      expect(asAnon.rows).toEqual([]);
      expect(asService.rows.map((r) => r.id)).toEqual([2]);
    }
  });

  it('reports a statement PostgreSQL cannot prepare as its own error, under the caller', async () => {
    await expect(queryAs(database.db, userA, 'select no_such_column from public.notes', [], { prepare: true })).rejects.toMatchObject({
      code: '42703',
    });
    await expect(queryAs(database.db, userA, 'select no_such_column from public.notes', [], { prepare: true })).rejects.toMatchObject({
      code: '42703',
    });
  });

  it('follows the schema when a prepared statement’s table changes', async () => {
    const sql = 'select * from public.shifting where id = $1';
    await database.db.exec(
      `create table public.shifting (id int primary key, a text); grant select on public.shifting to anon; insert into public.shifting values (1, 'x')`,
    );
    for (let i = 0; i < 8; i++) expect((await queryAs(database.db, anon, sql, [1], { prepare: true })).rows).toEqual([{ id: 1, a: 'x' }]);
    await database.db.exec(`alter table public.shifting add column b int default 5`);
    const after = await Promise.all(Array.from({ length: 8 }, () => queryAs(database.db, anon, sql, [1], { prepare: true })));
    for (const result of after) expect(result.rows).toEqual([{ id: 1, a: 'x', b: 5 }]);
  });

  it('does not run a prepared statement when the preamble fails', async () => {
    const insert = `insert into public.notes values ($1, null, 'ghost')`;
    await queryAs(database.db, { role: 'service_role', claims: {} }, insert, [10], { prepare: true });
    await expect(queryAs(database.db, { role: 'no_such_role', claims: {} }, insert, [11], { prepare: true })).rejects.toMatchObject({
      code: '22023',
    });
    const rows = await runAs(database.db, { role: 'service_role', claims: {} }, (tx) =>
      tx.query('select id from public.notes where id in (10, 11) order by id'),
    );
    expect(rows.rows).toEqual([{ id: 10 }]);
  });

  it('runs many at once on a small pool, each with its own caller', async () => {
    const callers = Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? userA : anon));
    const results = await Promise.all(
      callers.map((caller) => queryAs<{ n: string }>(database.db, caller, 'select count(*)::text as n from public.notes', [])),
    );
    results.forEach((result, i) => expect(result.rows[0]?.n).toBe(i % 2 === 0 ? '2' : '0'));
  });
});
