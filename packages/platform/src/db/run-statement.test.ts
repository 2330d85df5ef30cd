// `runStatement` without a preamble: the statement alone, as the login role, prepared per connection when asked (the
// auth service's hot lookups), with the same rows, errors and schema-change recovery as with one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlMigration } from '../testing';
import { createTestDatabase, testBackends, type TestDatabase } from '../testing/databases';

const SCHEMA = sqlMigration(
  '0001_run_statement_test.sql',
  `create table public.items (id int primary key, label text not null);
   insert into public.items values (1, 'one'), (2, 'two');`,
);

describe.each(testBackends())('runStatement without a preamble (%s)', (backend) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(backend, [SCHEMA]);
  });

  afterAll(async () => {
    await database.drop();
  });

  it('runs the statement as the login role, prepared or not, with each call’s parameters', async () => {
    const sql = 'select id, label, current_user as role from public.items where id = $1';
    for (let i = 0; i < 6; i++) {
      const id = 1 + (i % 2);
      const prepared = await database.db.runStatement<{ id: number; label: string; role: string }>(sql, [id], { prepare: true });
      const plain = await database.db.runStatement<{ id: number; label: string; role: string }>(sql, [id], {});
      expect(prepared.rows).toEqual(plain.rows);
      expect(prepared.rows).toMatchObject([{ id, label: id === 1 ? 'one' : 'two' }]);
      expect(prepared.rows[0]?.role).not.toMatch(/^(anon|authenticated)$/);
    }
  });

  it('reports the statement’s error, and the connection stays usable', async () => {
    for (let i = 0; i < 3; i++) {
      await expect(database.db.runStatement('select 1/0 from public.items where id = $1', [1], { prepare: true })).rejects.toMatchObject({
        code: '22012',
      });
    }
    expect(
      (await database.db.runStatement<{ n: number }>('select count(*)::int as n from public.items', [], { prepare: true })).rows,
    ).toEqual([{ n: 2 }]);
  });

  it('follows the schema when a prepared statement’s table gains a column', async () => {
    const sql = 'select * from public.items where id = $1';
    for (let i = 0; i < 4; i++) await database.db.runStatement(sql, [1], { prepare: true });
    await database.db.exec(`alter table public.items add column extra text not null default 'x'`);
    expect((await database.db.runStatement(sql, [1], { prepare: true })).rows).toEqual([{ id: 1, label: 'one', extra: 'x' }]);
  });
});
