// Runs work in one transaction under a caller's database role and JWT claims, so row-level security applies.
import { quoteLiteral } from './sql-literal';
import type { Database, Queryable, QueryResult } from './types';

export type DatabaseRole = 'anon' | 'authenticated' | 'service_role';

export interface RequestIdentity {
  role: DatabaseRole | string;
  /** The verified JWT payload, exposed to SQL as `request.jwt.claims`. */
  claims: Record<string, unknown>;
}

export interface RunAsOptions {
  /** Statement timeout for the transaction, in milliseconds. */
  statementTimeoutMs?: number;
  /** Extra `request.*` settings PostgREST exposes (method, path, headers). */
  settings?: Record<string, string>;
}

function identitySettings(identity: RequestIdentity, options: RunAsOptions): [string, string][] {
  const settings: [string, string][] = [
    ['role', identity.role],
    ['request.jwt.claims', JSON.stringify(identity.claims)],
    ['request.jwt.claim.role', identity.role],
    ['request.jwt.claim.sub', String(identity.claims.sub ?? '')],
  ];
  if (options.statementTimeoutMs) settings.push(['statement_timeout', String(options.statementTimeoutMs)]);
  for (const [name, value] of Object.entries(options.settings ?? {})) settings.push([name, value]);
  return settings;
}

/** Applies the identity with bind parameters, on a transaction already open. */
export async function applyIdentity(tx: Queryable, identity: RequestIdentity, options: RunAsOptions = {}): Promise<void> {
  const settings = identitySettings(identity, options);
  const calls = settings.map((_, i) => `set_config($${i * 2 + 1}, $${i * 2 + 2}, true)`).join(', ');
  await tx.query(`select ${calls}`, settings.flat());
}

/**
 * The same settings as one parameterless statement, so BEGIN and the identity share a round trip. Values are quoted
 * as literals (`quoteLiteral`); NUL cannot be stored in PostgreSQL text and is dropped.
 */
export function identityPreamble(identity: RequestIdentity, options: RunAsOptions = {}): string {
  const calls = identitySettings(identity, options).map(
    ([name, value]) => `set_config(${quoteLiteral(name)}, ${quoteLiteral(value)}, true)`,
  );
  return `select ${calls.join(', ')}`;
}

export function runAs<T>(
  db: Database,
  identity: RequestIdentity,
  fn: (tx: Queryable) => Promise<T>,
  options: RunAsOptions = {},
): Promise<T> {
  return db.transaction(fn, { preamble: identityPreamble(identity, options) });
}

export interface QueryAsOptions extends RunAsOptions {
  /** Prepare once per connection and reuse (`StatementOptions.prepare`). */
  prepare?: boolean;
}

/** One statement under the caller's role and claims, in a transaction of its own (one round trip on PostgreSQL). */
export function queryAs<Row = Record<string, unknown>>(
  db: Database,
  identity: RequestIdentity,
  sql: string,
  params: readonly unknown[],
  options: QueryAsOptions = {},
): Promise<QueryResult<Row>> {
  return db.runStatement<Row>(sql, params, { preamble: identityPreamble(identity, options), prepare: options.prepare ?? false });
}
