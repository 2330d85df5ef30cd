// Builds one level of a read: its select list, lateral joins for embeds, conditions, grouping, order and range.
import type { Filter, OrderTerm, SelectItem } from '../parse/ast';
import { RestError } from '../errors';
import { aggregatesNotAllowed, notEmbedded, relatedOrderNotToOne, unacceptableFilter, undefinedColumn } from '../pgrst-errors';
import type { SchemaCache, TableInfo } from '../schema/schema-types';
import { filterSql, logicSql, opExprSql } from './build-filter';
import { fieldOutputName, fieldSql } from './expressions';
import type { AliasCounter, SqlParams } from './params';
import { qualified, quoteIdent } from './pg-literals';
import type { EmbedNode, ReadNode } from './read-plan';
import { resolveCastType } from './resolve';

export interface BuildContext {
  cache: SchemaCache;
  params: SqlParams;
  aliases: AliasCounter;
  aggregatesEnabled: boolean;
}

export interface SelectEntry {
  sql: string;
  name: string;
  aggregate: boolean;
}

export interface BuiltLevel {
  entries: SelectEntry[];
  /** `FROM … AS alias` plus lateral joins */
  from: string;
  where: string[];
  groupBy: string[];
  orderBy: string[];
  limit?: number;
  offset: number;
}

interface LevelState {
  ctx: BuildContext;
  node: ReadNode;
  alias: string;
  /** 0 for the request's relation, 1 for its embeds, … */
  depth: number;
  joins: string[];
  where: string[];
  /** the SQL of an embed's existence, for `rel=is.null` filters and !inner */
  presence: Map<string, string>;
}

function cast(ctx: BuildContext, sql: string, type: string | undefined): string {
  return type === undefined ? sql : `(${sql})::${resolveCastType(ctx.cache, type)}`;
}

function joinCondition(parentAlias: string, childAlias: string, embed: EmbedNode): string {
  const rel = embed.relationship;
  if (rel.junction) {
    const j = rel.junction;
    const ja = quoteIdent(`${childAlias}_j`);
    const conds = [
      ...j.sourceColumns.map(([jc, sc]) => `${ja}.${quoteIdent(jc)} = ${quoteIdent(parentAlias)}.${quoteIdent(sc)}`),
      ...j.targetColumns.map(([jc, tc]) => `${ja}.${quoteIdent(jc)} = ${quoteIdent(childAlias)}.${quoteIdent(tc)}`),
    ];
    return `EXISTS (SELECT 1 FROM ${qualified(j.table.schema, j.table.name)} AS ${ja} WHERE ${conds.join(' AND ')})`;
  }
  return rel.columns
    .map(([sc, tc]) => `${quoteIdent(childAlias)}.${quoteIdent(tc)} = ${quoteIdent(parentAlias)}.${quoteIdent(sc)}`)
    .join(' AND ');
}

/** What an embed reads: the target relation, or a computed relationship's function of the parent row. */
function relatedFrom(parentAlias: string, embed: EmbedNode): string {
  const computed = embed.relationship.computed;
  if (computed) return `${qualified(computed.schema, computed.name)}(${quoteIdent(parentAlias)})`;
  return qualified(embed.table.schema, embed.table.name);
}

/** The conditions joining an embed to its parent row (none for a computed relationship: its function joins). */
function joinConditions(parentAlias: string, childAlias: string, embed: EmbedNode): string[] {
  return embed.relationship.computed ? [] : [joinCondition(parentAlias, childAlias, embed)];
}

/** The whole inner SELECT of a level, as text. */
export function levelSql(level: BuiltLevel, entryAliases?: readonly string[], extra: readonly string[] = []): string {
  const list = [...level.entries.map((e, i) => `${e.sql} AS ${quoteIdent(entryAliases?.[i] ?? e.name)}`), ...extra].join(', ');
  let sql = `SELECT ${list} FROM ${level.from}`;
  if (level.where.length > 0) sql += ` WHERE ${level.where.join(' AND ')}`;
  if (level.groupBy.length > 0) sql += ` GROUP BY ${level.groupBy.join(', ')}`;
  if (level.orderBy.length > 0) sql += ` ORDER BY ${level.orderBy.join(', ')}`;
  if (level.limit !== undefined) sql += ` LIMIT ${level.limit}`;
  if (level.offset > 0) sql += ` OFFSET ${level.offset}`;
  return sql;
}

function embedEntries(state: LevelState, embed: EmbedNode): SelectEntry[] {
  const { ctx } = state;
  const childAlias = ctx.aliases.take();
  const lateral = quoteIdent(ctx.aliases.take('l'));
  const child = asEmbedded(embed.table, state.depth + 1, () =>
    buildLevel(
      ctx,
      embed,
      `${relatedFrom(state.alias, embed)} AS ${quoteIdent(childAlias)}`,
      childAlias,
      joinConditions(state.alias, childAlias, embed),
      state.depth + 1,
    ),
  );
  const wrap = quoteIdent(ctx.aliases.take('e'));
  if (embed.item.spread) {
    const columnAliases = child.entries.map((_, i) => `c${i}`);
    let body: string;
    let entries: SelectEntry[];
    if (embed.toOne) {
      body = levelSql(child, columnAliases, ['true AS "pgrst_exists"']);
      entries = child.entries.map((e, i) => ({
        sql: `${lateral}.${quoteIdent(columnAliases[i] as string)}`,
        name: e.name,
        aggregate: false,
      }));
    } else {
      const aggs = columnAliases.map((c) => `json_agg(${wrap}.${quoteIdent(c)}) AS ${quoteIdent(c)}`);
      body = `SELECT ${[...aggs, 'CASE WHEN count(*) > 0 THEN true END AS "pgrst_exists"'].join(', ')} FROM (${levelSql(child, columnAliases)}) AS ${wrap}`;
      entries = child.entries.map((e, i) => ({
        sql: `coalesce(${lateral}.${quoteIdent(columnAliases[i] as string)}, '[]')`,
        name: e.name,
        aggregate: false,
      }));
    }
    state.joins.push(`LEFT JOIN LATERAL (${body}) AS ${lateral} ON TRUE`);
    state.presence.set(embed.key, `${lateral}."pgrst_exists"`);
    if (embed.item.joinType === 'inner') state.where.push(`${lateral}."pgrst_exists" IS NOT NULL`);
    return entries;
  }
  const body = embed.toOne
    ? `SELECT row_to_json(${wrap}) AS "body" FROM (${levelSql(child)}) AS ${wrap}`
    : `SELECT json_agg(${wrap}) AS "body" FROM (${levelSql(child)}) AS ${wrap}`;
  state.joins.push(`LEFT JOIN LATERAL (${body}) AS ${lateral} ON TRUE`);
  state.presence.set(embed.key, `${lateral}."body"`);
  if (embed.item.joinType === 'inner') state.where.push(`${lateral}."body" IS NOT NULL`);
  // An embed with no fields (`users()`) only filters (with !inner or `users=not.is.null`): it is left out of the row.
  if (embed.item.children.length === 0) return [];
  return [{ sql: embed.toOne ? `${lateral}."body"` : `coalesce(${lateral}."body", '[]')`, name: embed.key, aggregate: false }];
}

function itemEntries(state: LevelState, item: SelectItem): SelectEntry[] {
  const { ctx, node, alias } = state;
  const table: TableInfo = node.table;
  switch (item.kind) {
    case 'star':
      return table.columns.map((c) => ({ sql: `${quoteIdent(alias)}.${quoteIdent(c.name)}`, name: c.name, aggregate: false }));
    case 'count':
      return [{ sql: cast(ctx, 'count(*)', item.aggregateCast), name: item.alias ?? 'count', aggregate: true }];
    case 'field': {
      const isImplicitCount =
        item.field.name === 'count' && item.field.path.length === 0 && !item.aggregate && !item.cast && !table.columnsByName.has('count');
      if (isImplicitCount) return [{ sql: 'count(*)', name: item.alias ?? 'count', aggregate: true }];
      const base = cast(ctx, fieldSql(alias, table, item.field), item.cast);
      if (!item.aggregate) return [{ sql: base, name: item.alias ?? fieldOutputName(item.field), aggregate: false }];
      return [{ sql: cast(ctx, `${item.aggregate}(${base})`, item.aggregateCast), name: item.alias ?? item.aggregate, aggregate: true }];
    }
    case 'embed': {
      const embed = node.embeds.get(item);
      if (!embed) throw notEmbedded(item.relation);
      return embedEntries(state, embed);
    }
  }
}

/** A filter whose field names an embedded resource: only `is.null` / `not.is.null` are allowed. */
function embedFilter(state: LevelState, filter: Filter): string | undefined {
  if (filter.field.path.length > 0 || state.node.table.columnsByName.has(filter.field.name)) return undefined;
  const presence = state.presence.get(filter.field.name);
  if (presence === undefined) return undefined;
  const op = filter.expr.operation;
  if (op.kind !== 'is' || (op.value !== 'null' && op.value !== 'not_null')) throw unacceptableFilter(filter.field.name);
  return opExprSql(presence, filter.expr, state.ctx.params);
}

function orderSql(state: LevelState, term: OrderTerm): string {
  const { ctx, node, alias } = state;
  let expr: string;
  if (term.relation !== undefined) {
    const embed = node.byKey.get(term.relation);
    if (!embed) throw notEmbedded(term.relation);
    if (!embed.toOne) throw relatedOrderNotToOne(node.table.name, term.relation);
    const sub = ctx.aliases.take();
    const value = fieldSql(sub, embed.table, term.field);
    const where = joinConditions(alias, sub, embed);
    expr = `(SELECT ${value} FROM ${relatedFrom(alias, embed)} AS ${quoteIdent(sub)}${where.length > 0 ? ` WHERE ${where.join(' AND ')}` : ''} LIMIT 1)`;
  } else {
    expr = fieldSql(alias, node.table, term.field);
  }
  const dir = term.direction === 'desc' ? ' DESC' : term.direction === 'asc' ? ' ASC' : '';
  const nulls = term.nulls === 'first' ? ' NULLS FIRST' : term.nulls === 'last' ? ' NULLS LAST' : '';
  return `${expr}${dir}${nulls}`;
}

/**
 * PostgREST's SQL names an embedded relation `<table>_<depth>`, so PostgreSQL's error for a column it lacks reads
 * `column messages_1.sum does not exist`; we check columns before sending and word the error the same way.
 */
function asEmbedded<T>(table: TableInfo, depth: number, build: () => T): T {
  try {
    return build();
  } catch (error) {
    const prefix = `column ${table.name}.`;
    if (
      error instanceof RestError &&
      error.code === '42703' &&
      error.message.startsWith(prefix) &&
      error.message.endsWith(' does not exist')
    ) {
      throw undefinedColumn(`${table.name}_${depth}`, error.message.slice(prefix.length, -' does not exist'.length));
    }
    throw error;
  }
}

/** Builds a level reading `fromSql` (which must name `alias`), with `extraWhere` (join conditions) first. */
export function buildLevel(
  ctx: BuildContext,
  node: ReadNode,
  fromSql: string,
  alias: string,
  extraWhere: string[] = [],
  depth = 0,
): BuiltLevel {
  const state: LevelState = { ctx, node, alias, depth, joins: [], where: [...extraWhere], presence: new Map() };
  const entries = node.items.flatMap((item) => itemEntries(state, item));
  const hasAggregate = entries.some((e) => e.aggregate);
  if (hasAggregate && !ctx.aggregatesEnabled) throw aggregatesNotAllowed();
  for (const filter of node.filters) state.where.push(embedFilter(state, filter) ?? filterSql(alias, node.table, filter, ctx.params));
  for (const tree of node.logic) state.where.push(logicSql(alias, node.table, tree, ctx.params, (f) => embedFilter(state, f)));
  const orderBy = node.order.map((term) => orderSql(state, term));
  return {
    entries,
    from: [fromSql, ...state.joins].join(' '),
    where: state.where,
    groupBy: hasAggregate ? entries.filter((e) => !e.aggregate).map((e) => e.sql) : [],
    orderBy,
    ...(node.range?.limit !== undefined ? { limit: node.range.limit } : {}),
    offset: node.range?.offset ?? 0,
  };
}
