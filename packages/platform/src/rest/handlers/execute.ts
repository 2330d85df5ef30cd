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

/**
 * The request's schema, then Supabase's db-extra-search-path (`public, extensions`), written as PostgREST sets it — so
 * unqualified names in functions resolve the same and EXPLAIN's settings read the same. Other exposed schemas are
 * not on it (a profile chooses one).
 */
const EXTRA_SEARCH_PATH = ['public', 'extensions'];

function searchPath(schema: string): string {
  return [schema, ...EXTRA_SEARCH_PATH].map((s) => `"${s.replace(/"/g, '""')}"`).join(', ');
}

function runOptions(env: RestEnv, request: RestRequest): RunAsOptions {
  const settings: Record<string, string> = { ...request.settings, search_path: searchPath(request.schema) };
  if (request.prefs.timezone) settings.timezone = request.prefs.timezone;
  if (request.method === 'GET' || request.method === 'HEAD') settings.transaction_read_only = 'on';
  return { statementTimeoutMs: env.options.statementTimeoutMs, settings };
}

/**
 * A request that is one statement: its own transaction, in one round trip, prepared once per connection from its
 * second use (a statement's text depends on the request's shape, not its values, so it comes back). Nothing can be
 * rolled back after it: callers that may need to use `runRequestStatement`.
 */
export function queryInRequest<Row>(
  env: RestEnv,
  request: RestRequest,
  sql: string,
  params: readonly unknown[],
): Promise<QueryResult<Row>> {
  return queryAs<Row>(env.db, request.identity, sql, params, { ...runOptions(env, request), prepare: true });
}

/**
 * A request's one statement. When nothing is left to decide before the commit — no `check` that may refuse the result,
 * no `Prefer: tx=rollback` — it is its own transaction (`queryInRequest`, one round trip); otherwise it runs in
 * `inTransaction`, where `check` throwing rolls it back.
 */
export function runRequestStatement<Row>(
  env: RestEnv,
  request: RestRequest,
  sql: string,
  params: readonly unknown[],
  check?: (result: QueryResult<Row>) => void,
): Promise<QueryResult<Row>> {
  if (check === undefined && request.prefs.transaction !== 'rollback') return queryInRequest<Row>(env, request, sql, params);
  return inTransaction(env, request, async (tx) => {
    const result = await tx.query<Row>(sql, params);
    check?.(result);
    return result;
  });
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
