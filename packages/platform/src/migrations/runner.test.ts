import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testBackends, type TestDatabase } from '../testing';
import { MigrationError, runMigrations, type Migration } from './runner';

const extra = (name: string, sql: string): Migration => ({ source: 'runner-test', name, sql });

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
});
