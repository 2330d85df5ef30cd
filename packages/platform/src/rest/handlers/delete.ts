// DELETE on a table: delete the rows the filters select.
import { deleteSql, mutationConditions, TARGET_ALIAS } from '../sql/build-write';
import { resolveTable } from '../sql/resolve';
import { runWrite } from './write';
import type { RestEnv, RestRequest, RestResponse } from './types';

export async function handleDelete(env: RestEnv, request: RestRequest): Promise<RestResponse> {
  const table = resolveTable(env.cache, request.schema, request.target.name);
  const rootFilters = request.query.filters.filter((f) => f.path.length === 0).map((f) => f.filter);
  const rootLogic = request.query.logic.filter((l) => l.path.length === 0).map((l) => l.tree);
  const rootOrder = request.query.order.filter((o) => o.path.length === 0).flatMap((o) => o.terms);
  const range = request.query.ranges.get('');
  return runWrite(env, request, {
    kind: 'delete',
    table,
    tracksInserts: false,
    applied: request.prefs.representation ? { representation: request.prefs.representation } : {},
    mutation: (params, returning) =>
      deleteSql(
        table,
        mutationConditions(params, TARGET_ALIAS, {
          cache: env.cache,
          table,
          filters: rootFilters,
          logic: rootLogic,
          order: rootOrder,
          ...(range ? { range } : {}),
        }),
        returning,
      ),
  });
}
