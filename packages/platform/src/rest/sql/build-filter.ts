// SQL conditions for filters and logic trees: operators written by us, every value a bind parameter.
import type { Filter, LogicTree, OpExpr, QuantOperator, SimpleOperator } from '../parse/ast';
import type { TableInfo } from '../schema/schema-types';
import { fieldSql } from './expressions';
import type { SqlParams } from './params';
import { pgArrayText } from './pg-literals';

const QUANT_SQL: Record<QuantOperator, string> = {
  eq: '=',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'LIKE',
  ilike: 'ILIKE',
  match: '~',
  imatch: '~*',
};

const SIMPLE_SQL: Record<SimpleOperator, string> = {
  neq: '<>',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
};

const FTS_SQL = { fts: 'to_tsquery', plfts: 'plainto_tsquery', phfts: 'phraseto_tsquery', wfts: 'websearch_to_tsquery' } as const;

const IS_SQL = { null: 'NULL', not_null: 'NOT NULL', true: 'TRUE', false: 'FALSE', unknown: 'UNKNOWN' } as const;

/** `*` stands for `%` in like patterns, as in PostgREST. */
function likePattern(op: QuantOperator, value: string): string {
  return op === 'like' || op === 'ilike' ? value.replace(/\*/g, '%') : value;
}

/** The condition for one operator expression on an already-built left-hand side. */
export function opExprSql(lhs: string, expr: OpExpr, params: SqlParams): string {
  const op = expr.operation;
  let sql: string;
  switch (op.kind) {
    case 'quant': {
      const value = likePattern(op.op, op.value);
      sql = op.quantifier
        ? `${lhs} ${QUANT_SQL[op.op]} ${op.quantifier.toUpperCase()}(${params.add(value)})`
        : `${lhs} ${QUANT_SQL[op.op]} ${params.add(value)}`;
      break;
    }
    case 'simple':
      sql = `${lhs} ${SIMPLE_SQL[op.op]} ${params.add(op.value)}`;
      break;
    case 'in': {
      const values = op.values.length === 1 && op.values[0] === '' ? [] : op.values;
      sql = `${lhs} = ANY(${params.add(pgArrayText(values))})`;
      break;
    }
    case 'is':
      sql = `${lhs} IS ${IS_SQL[op.value]}`;
      break;
    case 'isdistinct':
      sql = `${lhs} IS DISTINCT FROM ${params.add(op.value)}`;
      break;
    case 'fts': {
      const fn = FTS_SQL[op.op];
      sql =
        op.config === undefined
          ? `${lhs} @@ ${fn}(${params.add(op.value)})`
          : `${lhs} @@ ${fn}(${params.add(op.config)}::regconfig, ${params.add(op.value)})`;
      break;
    }
  }
  return expr.negated ? `NOT (${sql})` : sql;
}

export function filterSql(alias: string, table: TableInfo, filter: Filter, params: SqlParams): string {
  return opExprSql(fieldSql(alias, table, filter.field), filter.expr, params);
}

/** A logic tree; `onEmbed` handles a filter naming an embedded resource (`rel.is.null` inside or=(…)). */
export function logicSql(
  alias: string,
  table: TableInfo,
  tree: LogicTree,
  params: SqlParams,
  onEmbed?: (filter: Filter) => string | undefined,
): string {
  if (tree.kind === 'filter') {
    const embedded = onEmbed?.(tree.filter);
    return embedded ?? filterSql(alias, table, tree.filter, params);
  }
  const joined = tree.children
    .map((child) => logicSql(alias, table, child, params, onEmbed))
    .join(tree.operator === 'and' ? ' AND ' : ' OR ');
  return tree.negated ? `NOT (${joined})` : `(${joined})`;
}
