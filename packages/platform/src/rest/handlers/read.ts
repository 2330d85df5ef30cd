// GET and HEAD on a table or view: the read built in SQL, counts, ranges and the single-object media type.
import { explainPrefix, planContentType, type PlanRequest } from '../parse/parse-plan';
import { intersectRanges } from '../parse/parse-range';
import { singularityError } from '../pgrst-errors';
import { exactCountSql, readStatement, type StatementRow } from '../sql/build-statement';
import { buildLevel, type BuildContext, type BuiltLevel } from '../sql/build-select';
import { AliasCounter, SqlParams } from '../sql/params';
import { qualified, quoteIdent } from '../sql/pg-literals';
import { planRead } from '../sql/read-plan';
import { resolveTable } from '../sql/resolve';
import { inTransaction, queryInRequest } from './execute';
import { plannedCount } from './planned-count';
import { contentRange, mediaHeaders, outOfRangeBody, rangeStatus, withPreferenceApplied } from './respond';
import type { RequestShape, RestEnv, RestRequest, RestResponse } from './types';

export function buildContext(env: RestEnv): BuildContext {
  return { cache: env.cache, params: new SqlParams(), aliases: new AliasCounter(), aggregatesEnabled: env.options.aggregatesEnabled };
}

/** A read's statement, built once per request shape: SQL and bind values, but nothing about the caller. */
export interface PreparedRead {
  sql: string;
  params: readonly (string | null)[];
  /** The top level as built, for `count=planned`'s EXPLAIN. */
  level: BuiltLevel;
  /** The first row's offset, for Content-Range. */
  offset: number;
}

export function prepareRead(env: RestEnv, request: RequestShape): PreparedRead {
  const table = resolveTable(env.cache, request.schema, request.target.name);
  const node = planRead(env.cache, table, request.query);
  node.range = intersectRanges(request.query.ranges.get(''), request.method === 'GET' ? request.rangeHeader : undefined);
  const ctx = buildContext(env);
  const alias = ctx.aliases.take();
  const level = buildLevel(ctx, node, `${qualified(table.schema, table.name)} AS ${quoteIdent(alias)}`, alias);
  const count = request.prefs.count;
  const sql = readStatement(level, {
    media: request.media,
    ...(count === 'exact' || count === 'estimated' ? { totalSql: exactCountSql(level) } : {}),
  });
  // Frozen: one prepared read serves many requests at once, so nothing may change it after it is built.
  return Object.freeze({ sql, params: Object.freeze(ctx.params.values), level, offset: node.range.offset });
}

/** The read's EXPLAIN as this request's caller, in the format and with the options the plan media type asked for. */
async function explainRead(env: RestEnv, request: RestRequest, read: PreparedRead, plan: PlanRequest): Promise<RestResponse> {
  const { rows } = await queryInRequest<{ 'QUERY PLAN': unknown }>(env, request, `${explainPrefix(plan)}${read.sql}`, read.params);
  const plans = rows.map((row) => row['QUERY PLAN']);
  const body = plan.format === 'json' ? (typeof plans[0] === 'string' ? plans[0] : JSON.stringify(plans[0])) : plans.join('\n');
  return { status: 200, headers: { 'Content-Type': planContentType(plan) }, body: request.method === 'HEAD' ? '' : body };
}

/** Runs a prepared read as this request's caller and shapes the response. */
export async function runRead(env: RestEnv, request: RestRequest, read: PreparedRead): Promise<RestResponse> {
  if (request.explain) return explainRead(env, request, read, request.explain);
  const count = request.prefs.count;
  // `count=planned` adds an EXPLAIN in the same transaction; every other read is one statement.
  const { row, planned } =
    count === 'planned'
      ? await inTransaction(env, request, async (tx) => {
          const result = await tx.query<StatementRow>(read.sql, read.params);
          return { row: result.rows[0] as StatementRow, planned: await plannedCount(tx, read.level, read.params) };
        })
      : { row: (await queryInRequest<StatementRow>(env, request, read.sql, read.params)).rows[0] as StatementRow, planned: undefined };
  const total = planned ?? (row.total === null ? undefined : Number(row.total));
  const pageTotal = Number(row.page_total);
  if (request.media.kind === 'object' && pageTotal !== 1) throw singularityError(pageTotal);
  const offset = read.offset;
  const status = rangeStatus(offset, pageTotal, total);
  const headers = withPreferenceApplied(
    { ...mediaHeaders(request), 'Content-Range': contentRange(offset, offset + pageTotal - 1, total) },
    count ? { count } : {},
  );
  if (status === 416)
    return { status, headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8' }, body: outOfRangeBody(offset, total) };
  return { status, headers, body: request.method === 'HEAD' ? '' : (row.body ?? '') };
}

export function handleRead(env: RestEnv, request: RestRequest): Promise<RestResponse> {
  return runRead(env, request, prepareRead(env, request));
}
