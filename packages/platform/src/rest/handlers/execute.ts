// Runs a handler's database work in one transaction under the caller's role and claims, with the statement
// timeout and request settings; `Prefer: tx=rollback` rolls back after the response is computed. GET and HEAD run
// read-only, as PostgREST runs them.
import { queryAs, runAs, type Queryable, type QueryResult, type RunAsOptions } from '../../db';
import type { RestEnv, RestRequest } from './types';

class RollbackSignal<T> extends Error {
  constructor(readonly result: T) {
    super('rollback requested');
  }
}

function searchPath(env: RestEnv, schema: string): string {
  const schemas = [schema, ...env.options.schemas.filter((s) => s !== schema), 'extensions'];
  return [...new Set(schemas)].map((s) => `"${s.replace(/"/g, '""')}"`).join(', ');
}

function runOptions(env: RestEnv, request: RestRequest): RunAsOptions {
  const settings: Record<string, string> = { ...request.settings, search_path: searchPath(env, request.schema) };
  if (request.prefs.timezone) settings.timezone = request.prefs.timezone;
  if (request.method === 'GET' || request.method === 'HEAD') settings.transaction_read_only = 'on';
  return { statementTimeoutMs: env.options.statementTimeoutMs, settings };
}

/**
 * A request that is one statement: its own transaction, in one round trip, prepared once per connection (a read's
 * statement is built once per request shape, so the same text comes back). Nothing to roll back for
 * `Prefer: tx=rollback` when the statement is a read (GET and HEAD are read-only).
 */
export function queryInRequest<Row>(env: RestEnv, request: RestRequest, sql: string, params: readonly unknown[]): Promise<QueryResult<Row>> {
  return queryAs<Row>(env.db, request.identity, sql, params, { ...runOptions(env, request), prepare: true });
}

export async function inTransaction<T>(env: RestEnv, request: RestRequest, work: (tx: Queryable) => Promise<T>): Promise<T> {
  const rollback = request.prefs.transaction === 'rollback';
  try {
    return await runAs(
      env.db,
      request.identity,
      async (tx) => {
        const result = await work(tx);
        if (rollback) throw new RollbackSignal(result);
        return result;
      },
      runOptions(env, request),
    );
  } catch (error) {
    if (error instanceof RollbackSignal) return error.result as T;
    throw error;
  }
}
