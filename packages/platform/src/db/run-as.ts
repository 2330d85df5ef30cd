// Runs work in one transaction under a caller's database role and JWT claims, so row-level security applies.
import type { Database, Queryable } from './types';

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

export async function applyIdentity(tx: Queryable, identity: RequestIdentity, options: RunAsOptions = {}): Promise<void> {
  const names = ['role', 'request.jwt.claims', 'request.jwt.claim.role', 'request.jwt.claim.sub'];
  const values = [identity.role, JSON.stringify(identity.claims), identity.role, String(identity.claims.sub ?? '')];
  if (options.statementTimeoutMs) {
    names.push('statement_timeout');
    values.push(String(options.statementTimeoutMs));
  }
  for (const [name, value] of Object.entries(options.settings ?? {})) {
    names.push(name);
    values.push(value);
  }
  const calls = names.map((_, i) => `set_config($${i * 2 + 1}, $${i * 2 + 2}, true)`).join(', ');
  await tx.query(`select ${calls}`, names.flatMap((name, i) => [name, values[i]]));
}

export function runAs<T>(
  db: Database,
  identity: RequestIdentity,
  fn: (tx: Queryable) => Promise<T>,
  options: RunAsOptions = {},
): Promise<T> {
  return db.transaction(async (tx) => {
    await applyIdentity(tx, identity, options);
    return fn(tx);
  });
}
