// GET and HEAD on a table or view: the read built in SQL, counts, ranges and the single-object media type.
import { intersectRanges } from '../parse/parse-range';
import { singularityError } from '../pgrst-errors';
import { exactCountSql, readStatement, type StatementRow } from '../sql/build-statement';
import { buildLevel, type BuildContext } from '../sql/build-select';
import { AliasCounter, SqlParams } from '../sql/params';
import { qualified, quoteIdent } from '../sql/pg-literals';
import { planRead } from '../sql/read-plan';
import { resolveTable } from '../sql/resolve';
import { inTransaction } from './execute';
import { plannedCount } from './planned-count';
import { contentRange, mediaHeaders, outOfRangeBody, rangeStatus, withPreferenceApplied } from './respond';
import type { RestEnv, RestRequest, RestResponse } from './types';

export function buildContext(env: RestEnv): BuildContext {
  return { cache: env.cache, params: new SqlParams(), aliases: new AliasCounter(), aggregatesEnabled: env.options.aggregatesEnabled };
}

export async function handleRead(env: RestEnv, request: RestRequest): Promise<RestResponse> {
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
  const { row, planned } = await inTransaction(env, request, async (tx) => {
    const result = await tx.query<StatementRow>(sql, ctx.params.values);
    const estimate = count === 'planned' ? await plannedCount(tx, level, ctx.params.values) : undefined;
    return { row: result.rows[0] as StatementRow, planned: estimate };
  });
  const total = planned ?? (row.total === null ? undefined : Number(row.total));
  const pageTotal = Number(row.page_total);
  if (request.media.kind === 'object' && pageTotal !== 1) throw singularityError(pageTotal);
  const offset = node.range.offset;
  const status = rangeStatus(offset, pageTotal, total);
  const headers = withPreferenceApplied(
    { ...mediaHeaders(request), 'Content-Range': contentRange(offset, offset + pageTotal - 1, total) },
    count ? { count } : {},
  );
  if (status === 416) return { status, headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8' }, body: outOfRangeBody(offset, total) };
  return { status, headers, body: request.method === 'HEAD' ? '' : (row.body ?? '') };
}
