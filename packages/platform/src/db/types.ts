// The one database interface the platform uses, whether PGlite (embedded) or a PostgreSQL pool serves it.

export interface QueryField {
  name: string;
  dataTypeID: number;
}

export interface QueryResult<Row = Record<string, unknown>> {
  rows: Row[];
  fields: QueryField[];
  /** Rows changed by INSERT/UPDATE/DELETE (0 for reads). */
  rowCount: number;
}

/** Something SQL can be run on: the database itself or an open transaction. */
export interface Queryable {
  /** One statement with `$1…` bind parameters (extended protocol). */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>>;
  /** Several statements, no parameters (simple protocol): migrations and setup scripts. */
  exec(sql: string): Promise<void>;
}

export interface TransactionOptions {
  preamble?: string;
}

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database extends Queryable {
  readonly kind: DatabaseKind;
  /**
   * Runs `fn` inside BEGIN … COMMIT; a throw rolls back and rethrows. `preamble` (parameterless SQL) runs right after
   * BEGIN, in the same round trip where the backend allows it.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /** LISTEN on a channel; resolves to a function that stops listening. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
