// PATCH on a table: update the rows the filters select with the columns of the body.
import { invalidBody } from '../pgrst-errors';
import { mutationConditions, TARGET_ALIAS, updateSql } from '../sql/build-write';
import { resolveTable } from '../sql/resolve';
import { parseWritePayload } from './payload';
import { runWrite } from './write';
import type { RestEnv, RestRequest, RestResponse } from './types';

export async function handleUpdate(env: RestEnv, request: RestRequest): Promise<RestResponse> {
  const table = resolveTable(env.cache, request.schema, request.target.name);
  const payload = parseWritePayload(request.body, request.contentType, request.query.columns);
  const value = Array.isArray(payload.value) ? (payload.value.length === 1 ? payload.value[0] : undefined) : payload.value;
  if (typeof value !== 'object' || value === null) {
    if (payload.keys.length > 0) throw invalidBody('All object keys must match');
  }
  const rootFilters = request.query.filters.filter((f) => f.path.length === 0).map((f) => f.filter);
  const rootLogic = request.query.logic.filter((l) => l.path.length === 0).map((l) => l.tree);
  const rootOrder = request.query.order.filter((o) => o.path.length === 0).flatMap((o) => o.terms);
  const range = request.query.ranges.get('');
  return runWrite(env, request, {
    kind: 'update',
    table,
    tracksInserts: false,
    applied: {
      ...(request.prefs.missing ? { missing: request.prefs.missing } : {}),
      ...(request.prefs.representation ? { representation: request.prefs.representation } : {}),
    },
    mutation: (params, returning) => {
      const where = mutationConditions(params, TARGET_ALIAS, {
        cache: env.cache,
        table,
        filters: rootFilters,
        logic: rootLogic,
        order: rootOrder,
        ...(range ? { range } : {}),
      });
      // Nothing to set: PostgREST answers as if no row matched.
      if (payload.keys.length === 0) where.push('false');
      const columns = payload.keys.length > 0 ? payload.keys : table.columns.slice(0, 1).map((c) => c.name);
      return updateSql(params, table, columns, JSON.stringify(value ?? {}), where, returning);
    },
  });
}
