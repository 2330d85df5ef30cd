// A function's before-call: declared `SET rest.before_call = 'schema.name'`, the named function runs first, as the
// caller, in a transaction of its own that may write — GET and HEAD calls run read-only, so a rate limit counted in
// the database could not count them otherwise — and its count stands whatever the call then does (an error, a
// rollback). What it raises is the answer (SQLSTATE PT429 → 429). The call then sees `request.before_call` set to
// the name, so SQL can tell a request that passed the before-call from one that reached the function another way.
import { queryAs } from '../../db';
import { RestError } from '../errors';
import type { FunctionInfo } from '../schema/schema-types';
import { quoteIdent } from '../sql/pg-literals';
import type { RestEnv, RestRequest } from './types';

const QUALIFIED = /^([A-Za-z_][A-Za-z0-9_$]*)\.([A-Za-z_][A-Za-z0-9_$]*)$/;

export async function runBeforeCall(env: RestEnv, request: RestRequest, fn: FunctionInfo): Promise<void> {
  if (fn.beforeCall === undefined) return;
  const name = QUALIFIED.exec(fn.beforeCall);
  // A malformed declaration refuses the call rather than skipping its limit.
  if (!name) throw new RestError('PGRSTX00', 'Internal server error', { status: 500, details: `invalid rest.before_call on ${fn.name}` });
  const sql = `SELECT ${quoteIdent(name[1] as string)}.${quoteIdent(name[2] as string)}()`;
  await queryAs(env.db, request.identity, sql, [], {
    statementTimeoutMs: env.options.statementTimeoutMs,
    settings: request.settings,
    prepare: true,
  });
  request.settings['request.before_call'] = fn.beforeCall;
}
