import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testBackends, type TestDatabase } from '../testing';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MigrationError, readDefinitionDirs, runMigrations, type Migration } from './runner';

const extra = (name: string, sql: string): Migration => ({ source: 'runner-test', name, sql });
const definition = (name: string, sql: string): Migration => ({ source: 'runner-test', name, sql, kind: 'definition' });

describe.each(testBackends())('migrations runner on %s', (backend) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(backend);
  });
  afterAll(() => test?.drop());

  it('applies pending migrations in order, once', async () => {
    const migrations = [
      extra('0001_a.sql', 'create table public.runner_a (id int primary key);'),
      extra('0002_b.sql', 'insert into public.runner_a values (1); insert into public.runner_a values (2);'),
    ];
    expect(await runMigrations(test.db, migrations)).toEqual(['runner-test/0001_a.sql', 'runner-test/0002_b.sql']);
    expect(await runMigrations(test.db, migrations)).toEqual([]);
    const { rows } = await test.db.query<{ n: number }>('select count(*)::int as n from public.runner_a');
    expect(rows[0]?.n).toBe(2);
  });

  it('runs concurrent starts without applying anything twice', async () => {
    const migrations = [extra('0003_c.sql', 'insert into public.runner_a values (3);')];
    const results = await Promise.all([runMigrations(test.db, migrations), runMigrations(test.db, migrations)]);
    expect(results.flat()).toEqual(['runner-test/0003_c.sql']);
  });

  it('rolls back a failing run entirely and names the migration', async () => {
    const migrations = [extra('0004_d.sql', 'create table public.runner_d (id int);'), extra('0005_e.sql', 'select * from no_such_table;')];
    const error = await runMigrations(test.db, migrations).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MigrationError);
    expect((error as MigrationError).migration).toBe('runner-test/0005_e.sql');
    const { rows } = await test.db.query<{ t: string | null }>(`select to_regclass('public.runner_d')::text as t`);
    expect(rows[0]?.t).toBeNull();
  });

  it('applies definitions after the ordered migrations, again only when their text changes', async () => {
    const table = extra('0010_t.sql', 'create table public.runner_t (n int); insert into public.runner_t values (41);');
    const v1 = definition(
      'feature/sql/runner_answer.sql',
      'create or replace function public.runner_answer() returns int language sql as $$ select n from public.runner_t $$;',
    );
    // Listed before the table's migration: definitions still run after every ordered migration.
    expect(await runMigrations(test.db, [v1, table])).toEqual(['runner-test/0010_t.sql', 'runner-test/feature/sql/runner_answer.sql']);
    expect(await runMigrations(test.db, [v1, table])).toEqual([]);
    const v2 = definition(v1.name, v1.sql.replace('select n', 'select n + 1'));
    expect(await runMigrations(test.db, [table, v2])).toEqual(['runner-test/feature/sql/runner_answer.sql']);
    const { rows } = await test.db.query<{ answer: number }>('select public.runner_answer() as answer');
    expect(rows[0]?.answer).toBe(42);
  });

  it('lets definitions name each other in any order, and rolls back a failing one with the run', async () => {
    const caller = definition(
      'a_caller.sql',
      'create or replace function public.runner_caller() returns int language sql as $$ select public.runner_callee() * 2 $$;',
    );
    const callee = definition(
      'b_callee.sql',
      'create or replace function public.runner_callee() returns int language sql as $$ select 21 $$;',
    );
    expect(await runMigrations(test.db, [caller, callee])).toHaveLength(2);
    const { rows } = await test.db.query<{ n: number }>('select public.runner_caller() as n');
    expect(rows[0]?.n).toBe(42);
    const broken = definition(
      'a_caller.sql',
      'create or replace function public.runner_caller() returns int language plpgsql as $$ begin; $$;',
    );
    const error = await runMigrations(test.db, [broken, extra('0011_u.sql', 'create table public.runner_u (id int);')]).catch(
      (e: unknown) => e,
    );
    expect((error as MigrationError).migration).toBe('runner-test/a_caller.sql');
    const after = await test.db.query<{ t: string | null; n: number }>(
      `select to_regclass('public.runner_u')::text as t, public.runner_caller() as n`,
    );
    expect(after.rows[0]).toEqual({ t: null, n: 42 });
  });

  it('reads definition folders as paths below the root, each folder in name order', () => {
    const root = mkdtempSync(join(tmpdir(), 'kit-definitions-'));
    for (const [dir, file] of [
      ['search/sql', 'b.sql'],
      ['search/sql', 'a.sql'],
      ['fleet/sql', 'a.sql'],
    ] as const) {
      mkdirSync(join(root, dir), { recursive: true });
      writeFileSync(join(root, dir, file), `-- ${dir}/${file}`);
    }
    writeFileSync(join(root, 'search/sql', 'notes.md'), 'not sql');
    const read = readDefinitionDirs('site:x', root, [join(root, 'search/sql'), join(root, 'fleet/sql')]);
    expect(read.map((entry) => [entry.name, entry.kind])).toEqual([
      ['search/sql/a.sql', 'definition'],
      ['search/sql/b.sql', 'definition'],
      ['fleet/sql/a.sql', 'definition'],
    ]);
  });
});
