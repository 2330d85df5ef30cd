// Database on a PostgreSQL server through a node-postgres pool (DATABASE_URL): the scale-out path.
import pg from 'pg';
import { PreambledStatement } from './preambled-statement';
import { isStalePlanError, PreparedStatements } from './prepared-statements';
import type { Database, Queryable, QueryResult } from './types';

// Parse values as PGlite does, so code above this layer sees the same JavaScript types on both backends.
const INT8 = 20;
const DATE = 1082;
const rawTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8) return (value: string) => Number(value);
    if (oid === DATE) return (value: string) => new Date(`${value}T00:00:00Z`);
    return pg.types.getTypeParser(oid, format ?? 'text');
  },
};

function toQueryResult<Row>(result: pg.QueryResult): QueryResult<Row> {
  return {
    rows: result.rows as Row[],
    fields: result.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
    rowCount: result.rowCount ?? 0,
  };
}

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<Row>> {
      return toQueryResult<Row>(await client.query({ text: sql, values: params as unknown[] }));
    },
    async exec(sql: string): Promise<void> {
      await client.query(sql);
    },
  };
}

export interface PostgresOptions {
  connectionString: string;
  /** Pool size; each in-flight API request holds one connection for its transaction. */
  max?: number;
}

export async function openPostgresDatabase(options: PostgresOptions): Promise<Database> {
  const pool = new pg.Pool({ connectionString: options.connectionString, max: options.max ?? 10, types: rawTypes });
  // An idle client that the server drops must not crash the process.
  pool.on('error', () => undefined);
  await pool.query('select 1');
  const base = wrap(pool);
  const prepared = new PreparedStatements();
  let listener: pg.Client | undefined;
  let closing: Promise<void> | undefined;
  const handlers = new Map<string, Set<(payload: string) => void>>();

  async function listenerClient(): Promise<pg.Client> {
    if (listener) return listener;
    const client = new pg.Client({ connectionString: options.connectionString, types: rawTypes });
    await client.connect();
    client.on('notification', (msg) => {
      for (const handler of handlers.get(msg.channel) ?? []) handler(msg.payload ?? '');
    });
    client.on('error', () => undefined);
    listener = client;
    return client;
  }

  return {
    kind: 'postgres',
    ...base,
    async transaction(fn, txOptions) {
      const client = await pool.connect();
      try {
        // One simple-protocol round trip for BEGIN and the preamble (each request's role and claims).
        await client.query(txOptions?.preamble ? `begin; ${txOptions.preamble}` : 'begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async runStatement(sql, params, txOptions) {
      const client = await pool.connect();
      try {
        const run = (preparedName: string | undefined): Promise<pg.QueryResult> => {
          const statement = new PreambledStatement({
            preamble: txOptions.preamble,
            text: sql,
            values: params,
            types: rawTypes,
            preparedName,
          });
          client.query(statement);
          return statement.result;
        };
        const preparedName = txOptions.prepare ? await prepared.ensure(client, sql) : undefined;
        try {
          return toQueryResult(await run(preparedName));
        } catch (error) {
          if (preparedName === undefined || !isStalePlanError(error)) throw error;
          // Refused at Bind, so nothing ran: drop the old plan and run again, prepared anew.
          await prepared.forget(client, preparedName);
          return toQueryResult(await run(await prepared.ensure(client, sql)));
        }
      } finally {
        client.release();
      }
    },
    async listen(channel, onPayload) {
      const client = await listenerClient();
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      }
      set.add(onPayload);
      return async () => {
        const current = handlers.get(channel);
        current?.delete(onPayload);
        if (current && current.size === 0) {
          handlers.delete(channel);
          await client.query(`unlisten ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
        }
      };
    },
    // Idempotent, like the PGlite implementation: the server's shutdown and a test's cleanup may both close it.
    close() {
      closing ??= (async () => {
        await listener?.end().catch(() => undefined);
        listener = undefined;
        await pool.end();
      })();
      return closing;
    },
  };
}
