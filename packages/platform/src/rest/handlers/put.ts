// PUT on a table: a single-row upsert addressed by its whole primary key with `eq` filters.
import { invalidBody, invalidPutFilters, putLimitNotAllowed, putMatchingPk } from '../pgrst-errors';
import { insertSql } from '../sql/build-write';
import { resolveTable } from '../sql/resolve';
import { parseWritePayload } from './payload';
import { runWrite } from './write';
import type { RestEnv, RestRequest, RestResponse } from './types';

function jsonText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export async function handlePut(env: RestEnv, request: RestRequest): Promise<RestResponse> {
  const table = resolveTable(env.cache, request.schema, request.target.name);
  if (request.query.ranges.size > 0) throw putLimitNotAllowed();
  const pk = table.primaryKey;
  const rootFilters = request.query.filters.filter((f) => f.path.length === 0);
  const pkValues = new Map<string, string>();
  for (const { filter } of rootFilters) {
    const op = filter.expr.operation;
    if (filter.expr.negated || op.kind !== 'quant' || op.op !== 'eq' || op.quantifier || filter.field.path.length > 0)
      throw invalidPutFilters();
    pkValues.set(filter.field.name, op.value);
  }
  const onlyPk = pk.length > 0 && pkValues.size === pk.length && rootFilters.length === pk.length && pk.every((c) => pkValues.has(c));
  if (!onlyPk || request.query.logic.length > 0) throw invalidPutFilters();
  const payload = parseWritePayload(request.body, request.contentType, request.query.columns);
  const rows = Array.isArray(payload.value) ? payload.value : [payload.value];
  const row = rows[0];
  if (rows.length !== 1 || typeof row !== 'object' || row === null) throw invalidBody('All object keys must match');
  const record = row as Record<string, unknown>;
  for (const c of pk) {
    if (!(c in record) || jsonText(record[c]) !== pkValues.get(c)) throw putMatchingPk();
  }
  return runWrite(env, request, {
    kind: 'put',
    table,
    tracksInserts: table.kind === 'table',
    applied: request.prefs.representation ? { representation: request.prefs.representation } : {},
    mutation: (params, returning) =>
      insertSql(params, { table, columns: payload.keys, json: payload.json, onConflict: { columns: pk, action: 'merge' }, returning }),
  });
}
