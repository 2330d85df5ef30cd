// The outer statement of every read and write: the response body built in SQL (JSON array, object, CSV), the page
// row count, and the total count when one was asked for.
import type { MediaType } from '../parse/parse-accept';
import { levelSql, type BuiltLevel } from './build-select';

export interface StatementOptions {
  media: MediaType;
  /** SQL giving the total row count, or undefined for none. */
  totalSql?: string;
  /** Common table expressions before the result (the data-modifying `pgrst_source`). */
  ctes?: string[];
  /** More output columns of the outer SELECT (`expr AS "name"`). */
  extra?: string[];
  /** What each response element is: the row (default) or one of its columns (set-returning scalar functions). */
  element?: string;
}

export interface StatementRow {
  total: number | null;
  page_total: number;
  body: string | null;
}

/** `SELECT count(*)` over a level without its order and range: the exact total for Content-Range. */
export function exactCountSql(level: BuiltLevel): string {
  if (level.groupBy.length > 0) {
    return `(SELECT count(*) FROM (${levelSql({ ...level, orderBy: [], limit: undefined, offset: 0 })}) AS "pgrst_groups")`;
  }
  const where = level.where.length > 0 ? ` WHERE ${level.where.join(' AND ')}` : '';
  return `(SELECT count(*) FROM ${level.from}${where})`;
}

export function bodySql(media: MediaType, element = '"pgrst_t"', relation = '"pgrst_t"'): string {
  const agg = media.stripNulls ? `json_strip_nulls(json_agg(${element}))` : `json_agg(${element})`;
  switch (media.kind) {
    case 'json':
      return `coalesce(${agg}, '[]')::text`;
    case 'object':
      return `coalesce((${agg}->0)::text, '')`;
    case 'csv':
      return (
        `(SELECT coalesce(string_agg(k, ','), '') FROM json_object_keys((SELECT row_to_json(h) FROM ${relation} AS h LIMIT 1)) AS k)` +
        ` || chr(10) || coalesce(string_agg(substring(${relation}::text, 2, length(${relation}::text) - 2), chr(10)), '')`
      );
  }
}

export function readStatement(level: BuiltLevel, options: StatementOptions): string {
  const ctes = [...(options.ctes ?? []), `"pgrst_t" AS (${levelSql(level)})`];
  return (
    `WITH ${ctes.join(', ')} ` +
    `SELECT ${[
      `${options.totalSql ?? 'NULL::bigint'} AS "total"`,
      'count(*) AS "page_total"',
      `${bodySql(options.media, options.element)} AS "body"`,
      ...(options.extra ?? []),
    ].join(', ')} FROM "pgrst_t"`
  );
}
