// Runs a handler's database work in one transaction under the caller's role and claims, with the statement
// timeout and request settings; `Prefer: tx=rollback` rolls back after the response is computed.
import { runAs, type Queryable } from '../../db';
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

export async function inTransaction<T>(env: RestEnv, request: RestRequest, work: (tx: Queryable) => Promise<T>): Promise<T> {
  const settings: Record<string, string> = { ...request.settings, search_path: searchPath(env, request.schema) };
  if (request.prefs.timezone) settings.timezone = request.prefs.timezone;
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
      { statementTimeoutMs: env.options.statementTimeoutMs, settings },
    );
  } catch (error) {
    if (error instanceof RollbackSignal) return error.result as T;
    throw error;
  }
}
