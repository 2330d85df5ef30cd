// INSERT (with ON CONFLICT for upserts), UPDATE and DELETE statements; the body is one JSON bind parameter that
// json_populate_recordset turns into typed rows, and every column name is checked against the schema cache.
import type { Filter, LogicTree, OrderTerm, RangeRequest } from '../parse/ast';
import { columnNotFound } from '../pgrst-errors';
import type { TableInfo } from '../schema/schema-types';
import { filterSql, logicSql } from './build-filter';
import { fieldSql } from './expressions';
import type { SqlParams } from './params';
import { qualified, quoteIdent } from './pg-literals';
import type { SchemaCache } from '../schema/schema-types';

export const TARGET_ALIAS = 'pgrst_target';

export function checkColumns(table: TableInfo, columns: readonly string[]): void {
  for (const c of columns) if (!table.columnsByName.has(c)) throw columnNotFound(table.name, c);
}

export interface InsertOptions {
  table: TableInfo;
  columns: string[];
  /** JSON text of the rows (an array of objects). */
  json: string;
  /** With missing=default: the rows, so that absent keys become DEFAULT. */
  rowsForDefaults?: Array<Record<string, unknown>>;
  onConflict?: { columns: string[]; action: 'merge' | 'ignore' };
  returning: string | undefined;
}

function returningClause(returning: string | undefined): string {
  return returning === undefined ? '' : ` RETURNING ${returning}`;
}

export function insertSql(params: SqlParams, options: InsertOptions): string {
  const { table, columns } = options;
  checkColumns(table, columns);
  const target = `${qualified(table.schema, table.name)} AS ${quoteIdent(TARGET_ALIAS)}`;
  const columnList = columns.map(quoteIdent).join(', ');
  let source: string;
  if (options.rowsForDefaults && columns.length > 0) {
    const rows = options.rowsForDefaults.map((row) => {
      const p = params.add(JSON.stringify(row));
      const cells = columns.map((c) =>
        Object.prototype.hasOwnProperty.call(row, c)
          ? `(SELECT ${quoteIdent(c)} FROM json_populate_record(NULL::${qualified(table.schema, table.name)}, ${p}::json))`
          : 'DEFAULT',
      );
      return `(${cells.join(', ')})`;
    });
    source = rows.length > 0 ? `VALUES ${rows.join(', ')}` : `SELECT ${columns.map(() => 'NULL').join(', ')} WHERE false`;
  } else {
    const body = params.add(options.json);
    source = `SELECT ${columns.map((c) => `"pgrst_body".${quoteIdent(c)}`).join(', ')} FROM json_populate_recordset(NULL::${qualified(table.schema, table.name)}, ${body}::json) AS "pgrst_body"`;
  }
  let sql = `INSERT INTO ${target}${columns.length > 0 ? ` (${columnList})` : ''} ${source}`;
  if (options.onConflict) {
    checkColumns(table, options.onConflict.columns);
    const conflict = options.onConflict.columns.map(quoteIdent).join(', ');
    if (options.onConflict.action === 'merge' && columns.length > 0) {
      sql += ` ON CONFLICT (${conflict}) DO UPDATE SET ${columns.map((c) => `${quoteIdent(c)} = EXCLUDED.${quoteIdent(c)}`).join(', ')}`;
    } else {
      sql += ` ON CONFLICT (${conflict}) DO NOTHING`;
    }
  }
  return sql + returningClause(options.returning);
}

export interface ConditionOptions {
  cache: SchemaCache;
  table: TableInfo;
  filters: readonly Filter[];
  logic: readonly LogicTree[];
  order: readonly OrderTerm[];
  range?: RangeRequest;
}

/** WHERE conditions of an UPDATE or DELETE; a limit selects the rows by ctid in the given order. */
export function mutationConditions(params: SqlParams, alias: string, options: ConditionOptions): string[] {
  const { table } = options;
  const conditions = (a: string) => [
    ...options.filters.map((f) => filterSql(a, table, f, params)),
    ...options.logic.map((t) => logicSql(a, table, t, params)),
  ];
  const where = conditions(alias);
  const range = options.range;
  if (range && (range.limit !== undefined || range.offset > 0)) {
    const inner = 'pgrst_limited';
    const innerWhere = conditions(inner);
    const order = options.order
      .filter((t) => t.relation === undefined)
      .map(
        (t) =>
          `${fieldSql(inner, table, t.field)}${t.direction === 'desc' ? ' DESC' : ''}${t.nulls ? ` NULLS ${t.nulls.toUpperCase()}` : ''}`,
      );
    let sub = `SELECT ${quoteIdent(inner)}.ctid FROM ${qualified(table.schema, table.name)} AS ${quoteIdent(inner)}`;
    if (innerWhere.length > 0) sub += ` WHERE ${innerWhere.join(' AND ')}`;
    if (order.length > 0) sub += ` ORDER BY ${order.join(', ')}`;
    if (range.limit !== undefined) sub += ` LIMIT ${range.limit}`;
    if (range.offset > 0) sub += ` OFFSET ${range.offset}`;
    return [`${quoteIdent(alias)}.ctid = ANY(ARRAY(${sub}))`];
  }
  return where;
}

export function updateSql(
  params: SqlParams,
  table: TableInfo,
  columns: string[],
  json: string,
  where: string[],
  returning: string | undefined,
): string {
  checkColumns(table, columns);
  const body = params.add(json);
  const sets = columns.map((c) => `${quoteIdent(c)} = "pgrst_body".${quoteIdent(c)}`).join(', ');
  const whereSql = where.length > 0 ? ` WHERE ${where.join(' AND ')}` : '';
  return (
    `UPDATE ${qualified(table.schema, table.name)} AS ${quoteIdent(TARGET_ALIAS)} SET ${sets} ` +
    `FROM (SELECT * FROM json_populate_record(NULL::${qualified(table.schema, table.name)}, ${body}::json)) AS "pgrst_body"` +
    whereSql +
    returningClause(returning)
  );
}

export function deleteSql(table: TableInfo, where: string[], returning: string | undefined): string {
  const whereSql = where.length > 0 ? ` WHERE ${where.join(' AND ')}` : '';
  return `DELETE FROM ${qualified(table.schema, table.name)} AS ${quoteIdent(TARGET_ALIAS)}${whereSql}${returningClause(returning)}`;
}

/** RETURNING for a write whose rows feed the response: every column, and whether each row was inserted. */
export function returningAll(table: TableInfo, withInserted: boolean): string {
  const cols = table.columns.map((c) => `${quoteIdent(TARGET_ALIAS)}.${quoteIdent(c.name)}`);
  if (withInserted) cols.push(`(${quoteIdent(TARGET_ALIAS)}.xmax = 0) AS "pgrst_inserted"`);
  return cols.length > 0 ? cols.join(', ') : 'NULL AS "pgrst_nothing"';
}
