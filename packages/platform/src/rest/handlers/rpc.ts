// POST, GET and HEAD on /rpc/NAME: call a function with named arguments; scalar, composite, set-returning and void
// results, with select, filters, order and range on set results.
import { intersectRanges } from '../parse/parse-range';
import { maxAffectedRpcViolation, maxAffectedViolation, singularityError } from '../pgrst-errors';
import type { ColumnInfo, FunctionInfo, TableInfo } from '../schema/schema-types';
import { qualifiedName } from '../schema/schema-types';
import { exactCountSql, readStatement, type StatementRow } from '../sql/build-statement';
import { buildLevel } from '../sql/build-select';
import { functionCall } from '../sql/build-rpc';
import { quoteIdent } from '../sql/pg-literals';
import { planRead } from '../sql/read-plan';
import { resolveFunction } from '../sql/resolve-function';
import { runBeforeCall } from './before-call';
import { inTransaction, runRequestStatement } from './execute';
import { parseRpcPayload } from './payload';
import { plannedCount } from './planned-count';
import { buildContext } from './read';
import { contentRange, mediaHeaders, outOfRangeBody, rangeStatus, withPreferenceApplied } from './respond';
import type { RestEnv, RestRequest, RestResponse } from './types';

function resultTable(env: RestEnv, fn: FunctionInfo): TableInfo {
  const table = fn.returnTable ? env.cache.tables.get(fn.returnTable) : undefined;
  if (table) return table;
  const columns: ColumnInfo[] = fn.returnColumns;
  return {
    schema: fn.schema,
    name: fn.name,
    kind: 'table',
    columns,
    columnsByName: new Map(columns.map((c) => [c.name, c])),
    primaryKey: [],
    uniqueKeys: [],
  };
}

/** Arguments from the body (POST) or from the query string (GET/HEAD), where names of parameters are arguments. */
function collectArgs(
  env: RestEnv,
  request: RestRequest,
): { args: Record<string, unknown>; keys: string[]; body?: { raw: string; mime: string } } {
  if (request.method === 'POST') {
    const { args, raw, mime } = parseRpcPayload(request.body, request.contentType);
    const keys = request.query.columns ?? Object.keys(args);
    return { args, keys, body: { raw, mime } };
  }
  const candidates = env.cache.functions.get(qualifiedName(request.schema, request.target.name)) ?? [];
  const paramNames = new Set(candidates.flatMap((fn) => fn.params.map((p) => p.name)));
  const args: Record<string, unknown> = {};
  for (const [key, value] of request.query.rpcArgs) if (!Object.hasOwn(args, key)) args[key] = value;
  request.query.filters = request.query.filters.filter((f) => {
    if (f.path.length === 0 && f.filter.field.path.length === 0 && paramNames.has(f.raw.key)) {
      if (!Object.hasOwn(args, f.raw.key)) args[f.raw.key] = f.raw.value;
      return false;
    }
    return true;
  });
  return { args, keys: Object.keys(args) };
}

export async function handleRpc(env: RestEnv, request: RestRequest): Promise<RestResponse> {
  const { args, keys, body: payload } = collectArgs(env, request);
  const { fn, singleJsonParam } = resolveFunction(env.cache, request.schema, request.target.name, keys, payload?.mime);
  const { handling, maxAffected } = request.prefs;
  const strictMax = handling === 'strict' && maxAffected !== undefined;
  if (strictMax && !fn.returnsSet) throw maxAffectedRpcViolation();
  await runBeforeCall(env, request, fn);
  const ctx = buildContext(env);
  const { call, argsFrom } = functionCall(ctx.params, fn, args, singleJsonParam ? payload?.raw : undefined);
  const head = request.method === 'HEAD';

  if (fn.returnKind === 'void') {
    const sql = `SELECT ${call}${argsFrom ? ` FROM ${argsFrom}` : ''}`;
    await runRequestStatement(env, request, sql, ctx.params.values);
    return { status: 204, headers: withPreferenceApplied({}, {}), body: '' };
  }

  if (fn.returnKind === 'scalar' && !fn.returnsSet) {
    const sql = `SELECT to_json(${call})::text AS "body"${argsFrom ? ` FROM ${argsFrom}` : ''}`;
    const row = (await runRequestStatement<{ body: string | null }>(env, request, sql, ctx.params.values)).rows[0];
    // A scalar result is one row: its count, when asked for, is 1 (PostgREST answers `0-0/1`).
    const count = request.prefs.count;
    const headers = withPreferenceApplied(
      { ...mediaHeaders(request, { kind: 'json', stripNulls: false }), 'Content-Range': count ? '0-0/1' : '0-0/*' },
      count ? { count } : {},
    );
    return { status: 200, headers, body: head ? '' : (row?.body ?? 'null') };
  }

  const alias = ctx.aliases.take();
  const from =
    fn.returnKind === 'scalar'
      ? `${argsFrom ? `${argsFrom} CROSS JOIN LATERAL ` : ''}${call} AS ${quoteIdent(alias)}("pgrst_scalar")`
      : `${argsFrom ? `${argsFrom} CROSS JOIN LATERAL ` : ''}${call} AS ${quoteIdent(alias)}`;
  const table =
    fn.returnKind === 'scalar'
      ? resultTable(env, {
          ...fn,
          returnColumns: [{ name: 'pgrst_scalar', type: fn.returnType, notNull: false, hasDefault: false, generated: false }],
        })
      : resultTable(env, fn);
  const node = planRead(env.cache, table, request.query, fn.returnKind === 'scalar' ? [] : request.query.select);
  node.range = intersectRanges(request.query.ranges.get(''), request.method === 'GET' ? request.rangeHeader : undefined);
  const level = buildLevel(ctx, node, from, alias);
  if (fn.returnKind === 'scalar') level.entries = [{ sql: `${quoteIdent(alias)}."pgrst_scalar"`, name: 'pgrst_scalar', aggregate: false }];
  const count = request.prefs.count;
  const sql = readStatement(level, {
    ...(fn.returnKind === 'scalar' ? { element: '"pgrst_t"."pgrst_scalar"' } : {}),
    media: fn.returnsSet ? request.media : { kind: 'object', stripNulls: request.media.stripNulls },
    ...(count === 'exact' || count === 'estimated' ? { totalSql: exactCountSql(level) } : {}),
  });
  // What refuses the result before the commit (a function can write): `single()` on a set, strict max-affected.
  const single = fn.returnsSet && request.media.kind === 'object';
  const refuse =
    single || strictMax
      ? (result: StatementRow) => {
          const pageTotal = Number(result.page_total);
          if (single && pageTotal !== 1) throw singularityError(pageTotal);
          if (strictMax && pageTotal > (maxAffected as number)) throw maxAffectedViolation(pageTotal);
        }
      : undefined;
  const { row, planned } =
    count === 'planned'
      ? await inTransaction(env, request, async (tx) => {
          const result = (await tx.query<StatementRow>(sql, ctx.params.values)).rows[0] as StatementRow;
          refuse?.(result);
          return { row: result, planned: await plannedCount(tx, level, ctx.params.values) };
        })
      : {
          row: (
            await runRequestStatement<StatementRow>(
              env,
              request,
              sql,
              ctx.params.values,
              refuse && ((done) => refuse(done.rows[0] as StatementRow)),
            )
          ).rows[0] as StatementRow,
          planned: undefined,
        };
  const total = planned ?? (row.total === null ? undefined : Number(row.total));
  const pageTotal = Number(row.page_total);
  const offset = node.range.offset;
  const status = rangeStatus(offset, pageTotal, total);
  const media = fn.returnsSet ? request.media : { kind: 'json' as const, stripNulls: request.media.stripNulls };
  const headers = withPreferenceApplied(
    { ...mediaHeaders(request, media), 'Content-Range': contentRange(offset, offset + pageTotal - 1, total) },
    { ...(count ? { count } : {}), ...(strictMax ? { handling, maxAffected } : {}) },
  );
  if (status === 416)
    return { status, headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8' }, body: outOfRangeBody(offset, total) };
  let body = row.body ?? '';
  if (!fn.returnsSet && body === '') body = 'null';
  return { status, headers, body: head ? '' : body };
}
