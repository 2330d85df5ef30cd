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

export interface StatementOptions {
  /** Parameterless SQL run first, in the same transaction: the caller's role and settings. Absent: the statement alone. */
  preamble?: string;
  /**
   * Prepare the statement once per connection and reuse it (PostgreSQL): for statements run many times with
   * different parameters, such as one /rest/v1 read shape.
   */
  prepare?: boolean;
}

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database extends Queryable {
  readonly kind: DatabaseKind;
  /**
   * Runs `fn` inside BEGIN … COMMIT; a throw rolls back and rethrows. `preamble` (parameterless SQL) runs right after
   * BEGIN, in the same round trip where the backend allows it.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /**
   * One statement in a transaction of its own, after `preamble`: on PostgreSQL one round trip, the statement skipped
   * if the preamble fails. For a request that is a single statement (a read), where `transaction` would take three;
   * without a preamble, for a hot statement that should be prepared (`query` never prepares).
   */
  runStatement<Row = Record<string, unknown>>(
    sql: string,
    params: readonly unknown[],
    options: StatementOptions,
  ): Promise<QueryResult<Row>>;
  /** LISTEN on a channel; resolves to a function that stops listening. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
