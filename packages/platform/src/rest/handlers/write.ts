// The common path of POST, PATCH, PUT and DELETE on a table: run the mutation (wrapped in a CTE when its rows feed
// the response), enforce single-object and max-affected inside the transaction (a write neither can refuse is one
// round trip), and shape PostgREST's response.
import { maxAffectedViolation, singularityError } from '../pgrst-errors';
import type { Preferences } from '../parse/parse-prefer';
import { readStatement, type StatementRow } from '../sql/build-statement';
import { buildLevel } from '../sql/build-select';
import { returningAll } from '../sql/build-write';
import type { SqlParams } from '../sql/params';
import { quoteIdent } from '../sql/pg-literals';
import { planRead } from '../sql/read-plan';
import type { TableInfo } from '../schema/schema-types';
import { buildContext } from './read';
import { runRequestStatement } from './execute';
import { contentRange, mediaHeaders, withPreferenceApplied } from './respond';
import type { RestEnv, RestRequest, RestResponse } from './types';

export type WriteKind = 'insert' | 'update' | 'delete' | 'put';

export interface WriteSpec {
  kind: WriteKind;
  table: TableInfo;
  /** Builds the mutation with the given RETURNING list (undefined: none). */
  mutation: (params: SqlParams, returning: string | undefined) => string;
  /** Whether the statement can tell inserted rows from updated ones (upserts on tables). */
  tracksInserts: boolean;
  /** Preferences this write honoured, for Preference-Applied. */
  applied: Partial<Preferences>;
}

interface WriteResult {
  affected: number;
  inserted?: number;
  body: string;
  location?: Record<string, unknown>;
}

/**
 * What refuses a write's result before the commit (`single()`: not exactly one row; strict max-affected: too many);
 * undefined when neither applies, so the write can be its own transaction.
 */
function affectedCheck(request: RestRequest): ((affected: number) => void) | undefined {
  const single = request.media.kind === 'object';
  const { handling, maxAffected } = request.prefs;
  const limit = handling === 'strict' ? maxAffected : undefined;
  if (!single && limit === undefined) return undefined;
  return (affected) => {
    if (single && affected !== 1) throw singularityError(affected);
    if (limit !== undefined && affected > limit) throw maxAffectedViolation(affected);
  };
}

async function execute(env: RestEnv, request: RestRequest, spec: WriteSpec): Promise<WriteResult> {
  const representation = request.prefs.representation;
  const wantsLocation = spec.kind === 'insert' && representation === 'headers-only' && spec.table.primaryKey.length > 0;
  const needsRows = representation === 'full' || wantsLocation || spec.tracksInserts;
  const ctx = buildContext(env);
  if (!needsRows) {
    const sql = spec.mutation(ctx.params, undefined);
    const check = affectedCheck(request);
    const result = await runRequestStatement(env, request, sql, ctx.params.values, check && ((done) => check(done.rowCount)));
    return { affected: result.rowCount, body: '' };
  }
  const mutation = spec.mutation(ctx.params, returningAll(spec.table, spec.tracksInserts));
  const node = planRead(env.cache, spec.table, request.query, representation === 'full' ? request.query.select : []);
  node.filters = [];
  node.logic = [];
  node.order = [];
  node.range = undefined;
  const alias = ctx.aliases.take();
  const level = buildLevel(ctx, node, `"pgrst_source" AS ${quoteIdent(alias)}`, alias);
  const extra: string[] = [];
  if (spec.tracksInserts) extra.push('(SELECT count(*) FROM "pgrst_source" WHERE "pgrst_inserted") AS "inserted"');
  if (wantsLocation) {
    const pk = spec.table.primaryKey.map((c) => `"pgrst_loc".${quoteIdent(c)}`).join(', ');
    extra.push(
      `(SELECT row_to_json("pgrst_loc_row")::text FROM (SELECT ${pk} FROM "pgrst_source" AS "pgrst_loc" LIMIT 1) AS "pgrst_loc_row") AS "location"`,
    );
  }
  const sql = readStatement(level, {
    media: request.media,
    ctes: [`"pgrst_source" AS (${mutation})`],
    totalSql: '(SELECT count(*) FROM "pgrst_source")',
    extra,
  });
  type WriteRow = StatementRow & { inserted?: number; location?: string | null };
  const firstRow = (result: { rows: WriteRow[] }) => result.rows[0] as WriteRow;
  const check = affectedCheck(request);
  const row = firstRow(
    await runRequestStatement<WriteRow>(
      env,
      request,
      sql,
      ctx.params.values,
      check && ((done) => check(Number(firstRow(done).total ?? 0))),
    ),
  );
  return {
    affected: Number(row.total ?? 0),
    body: row.body ?? '',
    ...(row.inserted !== undefined ? { inserted: Number(row.inserted) } : {}),
    ...(row.location ? { location: JSON.parse(row.location) as Record<string, unknown> } : {}),
  };
}

function locationHeader(table: TableInfo, pk: Record<string, unknown>): string {
  const query = Object.entries(pk)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(`eq.${v === null ? 'null' : String(v)}`)}`)
    .join('&');
  return `/${table.name}?${query}`;
}

export async function runWrite(env: RestEnv, request: RestRequest, spec: WriteSpec): Promise<RestResponse> {
  const result = await execute(env, request, spec);
  const full = request.prefs.representation === 'full';
  const counted = request.prefs.count === 'exact' || request.prefs.count === 'estimated' ? result.affected : undefined;
  const headers: Record<string, string> = {};
  let status: number;
  switch (spec.kind) {
    case 'insert': {
      const merged = spec.applied.resolution === 'merge-duplicates';
      status = merged && result.inserted !== undefined && result.inserted <= 0 ? 200 : 201;
      if (result.location) headers.Location = locationHeader(spec.table, result.location);
      headers['Content-Range'] = contentRange(1, 0, counted);
      break;
    }
    case 'update':
      status = full ? 200 : 204;
      headers['Content-Range'] = contentRange(0, result.affected - 1, counted);
      break;
    case 'delete':
      status = full ? 200 : 204;
      headers['Content-Range'] = contentRange(1, 0, counted);
      break;
    case 'put':
      status = full ? ((result.inserted ?? 0) > 0 ? 201 : 200) : 204;
      break;
  }
  withPreferenceApplied(headers, {
    ...spec.applied,
    count: request.prefs.count,
    transaction: request.prefs.transaction,
    handling: request.prefs.handling,
    maxAffected: request.prefs.maxAffected,
  });
  if (!full) return { status, headers, body: '' };
  return { status, headers: { ...headers, ...mediaHeaders(request) }, body: result.body };
}
