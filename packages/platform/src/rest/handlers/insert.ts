// POST on a table: insert one row or many, or upsert with Prefer: resolution=merge-duplicates|ignore-duplicates.
import { insertSql } from '../sql/build-write';
import { resolveTable } from '../sql/resolve';
import { parseWritePayload } from './payload';
import { runWrite } from './write';
import type { RestEnv, RestRequest, RestResponse } from './types';

export async function handleInsert(env: RestEnv, request: RestRequest): Promise<RestResponse> {
  const table = resolveTable(env.cache, request.schema, request.target.name);
  const payload = parseWritePayload(request.body, request.contentType, request.query.columns);
  const { resolution, missing } = request.prefs;
  const conflictColumns = request.query.onConflict ?? (table.primaryKey.length > 0 ? table.primaryKey : undefined);
  const onConflict =
    resolution && conflictColumns
      ? { columns: conflictColumns, action: resolution === 'merge-duplicates' ? ('merge' as const) : ('ignore' as const) }
      : undefined;
  const useDefaults = missing === 'default' && request.query.columns !== undefined;
  const rows = Array.isArray(payload.value) ? payload.value : [payload.value];
  return runWrite(env, request, {
    kind: 'insert',
    table,
    tracksInserts: onConflict?.action === 'merge' && table.kind === 'table',
    applied: {
      ...(onConflict ? { resolution } : {}),
      ...(missing ? { missing } : {}),
      ...(request.prefs.representation ? { representation: request.prefs.representation } : {}),
    },
    mutation: (params, returning) =>
      insertSql(params, {
        table,
        columns: payload.keys,
        json: payload.json,
        ...(useDefaults ? { rowsForDefaults: rows.filter((r): r is Record<string, unknown> => typeof r === 'object' && r !== null) } : {}),
        ...(onConflict ? { onConflict } : {}),
        returning,
      }),
  });
}
