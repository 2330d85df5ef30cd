/** The per-connection bookkeeping of prepared statements, against a real PostgreSQL connection. */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isStalePlanError, PreparedStatements } from './prepared-statements';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('PreparedStatements (postgres)', () => {
  let client: pg.Client;

  beforeAll(async () => {
    client = new pg.Client({ connectionString: url });
    await client.connect();
  });

  afterAll(async () => {
    await client.end();
  });

  async function preparedOnServer(): Promise<string[]> {
    const { rows } = await client.query<{ name: string }>('select name from pg_prepared_statements order by name');
    return rows.map((r) => r.name);
  }

  /** The second use prepares (the first runs unnamed). */
  async function prepare(statements: PreparedStatements, sql: string): Promise<string | undefined> {
    await statements.ensure(client, sql);
    return statements.ensure(client, sql);
  }

  it('runs a statement unnamed on its first use, then prepares it once per connection, named by its text', async () => {
    const statements = new PreparedStatements();
    expect(await statements.ensure(client, 'select $1::int + 1 as n')).toBeUndefined();
    expect(await preparedOnServer()).toEqual([]);
    const name = await statements.ensure(client, 'select $1::int + 1 as n');
    expect(name).toMatch(/^kit_[0-9a-f]{32}$/);
    expect(await statements.ensure(client, 'select $1::int + 1 as n')).toBe(name);
    expect(await preparedOnServer()).toEqual([name]);
    expect((await client.query({ text: `execute ${name}(41)` })).rows).toEqual([{ n: 42 }]);
    await statements.forget(client, name as string);
    expect(await preparedOnServer()).toEqual([]);
  });

  it('keeps at most its bound per connection, deallocating the least recently used', async () => {
    const statements = new PreparedStatements({ perConnection: 2 });
    const a = await prepare(statements, 'select 1 as a');
    const b = await prepare(statements, 'select 2 as b');
    await statements.ensure(client, 'select 1 as a'); // a is now the most recent
    const c = await prepare(statements, 'select 3 as c');
    expect(await preparedOnServer()).toEqual([a, c].sort());
    expect(b).toBeDefined();
    await statements.forget(client, a as string);
    await statements.forget(client, c as string);
  });

  it('adopts a statement the server already has under its name', async () => {
    const first = new PreparedStatements();
    const name = await prepare(first, 'select 4 as d');
    const second = new PreparedStatements();
    expect(await prepare(second, 'select 4 as d')).toBe(name);
    await second.forget(client, name as string);
  });

  it('answers undefined, once and for all, for a statement the server will not prepare', async () => {
    const statements = new PreparedStatements();
    expect(await prepare(statements, 'select from nowhere_at_all')).toBeUndefined();
    expect(await statements.ensure(client, 'select from nowhere_at_all')).toBeUndefined();
    expect(await preparedOnServer()).toEqual([]);
  });

  it('recognises the refusal of a plan whose result type changed', async () => {
    await client.query('create temporary table widening (id int)');
    const statements = new PreparedStatements();
    const name = await prepare(statements, 'select * from widening');
    await client.query('alter table widening add column extra text');
    const error = await client.query(`execute ${name}`).catch((e: unknown) => e);
    expect(isStalePlanError(error)).toBe(true);
    expect(isStalePlanError(new Error('cached plan must not change result type'))).toBe(false);
    await statements.forget(client, name as string);
  });
});
