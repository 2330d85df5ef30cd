// Database on PGlite: PostgreSQL compiled to WASM, in-process, stored in DATA_DIR (or in memory for tests).
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, Queryable, QueryResult } from './types';

type PgliteLike = Pick<PGlite, 'query' | 'exec'>;

// As node-postgres does, a string parameter goes to the server as text and the server parses it; PGlite's own
// boolean and bytea serializers would instead throw in JavaScript on strings they do not recognise.
const passStrings = (serialize: (value: unknown) => string) => (value: unknown) => (typeof value === 'string' ? value : serialize(value));
const serializers = {
  [types.BOOL]: passStrings(types.serializers[types.BOOL] as (value: unknown) => string),
  [types.BYTEA]: passStrings(types.serializers[types.BYTEA] as (value: unknown) => string),
};

function wrap(target: PgliteLike): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<Row>> {
      const result = await target.query<Row>(sql, params as unknown[], { serializers });
      return { rows: result.rows, fields: result.fields, rowCount: result.affectedRows ?? 0 };
    },
    async exec(sql: string): Promise<void> {
      await target.exec(sql);
    },
  };
}

export interface PgliteOptions {
  /** A directory on disk; omit for an in-memory database. */
  dataDir?: string;
  /** A tarball made by `dumpDataDir`, to start from a prepared template. */
  loadDataDir?: Blob;
}

export async function openPgliteDatabase(options: PgliteOptions = {}): Promise<Database & { pglite: PGlite }> {
  const pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm },
  });
  const base = wrap(pglite);
  let closing: Promise<void> | undefined;
  return {
    kind: 'pglite',
    pglite,
    ...base,
    transaction: (fn, txOptions) =>
      pglite.transaction(async (tx) => {
        if (txOptions?.preamble) await tx.exec(txOptions.preamble);
        return fn(wrap(tx));
      }),
    // In-process: no round trips to save, so the same transaction as above (one statement alone is its own).
    runStatement: (sql, params, txOptions) => {
      const { preamble } = txOptions;
      if (preamble === undefined) return base.query(sql, params);
      return pglite.transaction(async (tx) => {
        await tx.exec(preamble);
        return wrap(tx).query(sql, params);
      });
    },
    async listen(channel, onPayload) {
      const stop = await pglite.listen(channel, onPayload);
      return () => stop();
    },
    // Idempotent, also while a first close runs: the server's shutdown and a test's cleanup may both close it.
    close() {
      closing ??= pglite.closed ? Promise.resolve() : pglite.close();
      return closing;
    },
  };
}
