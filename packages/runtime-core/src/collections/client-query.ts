/**
 * Client-side filter, sort and paging for sources without native paging. Filtering and sorting are
 * @kit/formula's engine; this adds the database-variant operator names and the sparse page layout.
 */
import { filterData, isObjectLike, sortData } from '@kit/formula';
import type { FilterCondition, FilterDefinition, SortEntry } from '@kit/formula';

/** Operator names of the database variant (seed §9), mapped to the engine's codes. */
export const DATABASE_OPERATORS: Readonly<Record<string, string>> = {
  eq: '$eq',
  neq: '$ne',
  lt: '$lt',
  gt: '$gt',
  lte: '$lte',
  gte: '$gte',
  ilike: '$iLike:contains',
  notIlike: '$notILike:contains',
  'not.ilike': '$notILike:contains',
  like: '$iLike:contains',
  startsWith: '$iLike:startsWith',
  endsWith: '$iLike:endsWith',
  isNull: '$eq:null',
  'is.null': '$eq:null',
  isNotNull: '$ne:null',
  'not.is.null': '$ne:null',
  in: '$in',
  notIn: '$notIn',
  'not.in': '$notIn',
  ov: '$overlap',
  overlap: '$overlap',
  notOv: '$notOverlap',
  'not.ov': '$notOverlap',
  notOverlap: '$notOverlap',
  cs: '$contains',
  contains: '$iLike:contains',
  arrayContains: '$contains',
};

function translateCondition(condition: FilterCondition): FilterCondition {
  if (!isObjectLike(condition)) return condition;
  const nested = Array.isArray(condition.conditions) ? { conditions: condition.conditions.map(translateCondition) } : {};
  const given = typeof condition.operator === 'string' ? condition.operator : undefined;
  const operator = given === undefined ? undefined : (DATABASE_OPERATORS[given] ?? given);
  return { ...condition, ...nested, ...(operator === undefined ? {} : { operator }) };
}

/** A filter whose database-variant operators are rewritten to the engine's codes. */
export function normalizeFilter(filter: FilterDefinition | undefined): FilterDefinition | undefined {
  if (!isObjectLike(filter)) return undefined;
  return { ...filter, conditions: Array.isArray(filter.conditions) ? filter.conditions.map(translateCondition) : [] };
}

/** Sort entries from `[{ key, direction }]` or a single entry; anything else is no sort. */
export function normalizeSort(sort: unknown): SortEntry[] | undefined {
  const list = Array.isArray(sort) ? sort : isObjectLike(sort) ? [sort] : [];
  const entries = list.filter((entry): entry is SortEntry => isObjectLike(entry) && typeof entry.key === 'string' && entry.key !== '');
  return entries.length > 0 ? entries : undefined;
}

/** Puts a page of rows at its offset in a sparse array of length `total` (keeping rows already there). */
export function placePage(previous: readonly unknown[] | undefined, rows: readonly unknown[], offset: number, total: number): unknown[] {
  const length = Math.max(total, offset + rows.length);
  const data = previous !== undefined && previous.length === length ? previous.slice() : new Array<unknown>(length);
  for (let i = 0; i < rows.length; i += 1) data[offset + i] = rows[i];
  return data;
}

export interface ClientQuery {
  filter?: FilterDefinition | undefined;
  sort?: readonly SortEntry[] | undefined;
  limit?: number | undefined;
  offset?: number | undefined;
}

export interface ClientQueryResult {
  /** Filtered and sorted rows; with a limit, a sparse array holding only the current page. */
  data: unknown[];
  total: number;
}

export function runClientQuery(rows: readonly unknown[], query: ClientQuery): ClientQueryResult {
  const filter = normalizeFilter(query.filter);
  const filtered = filter === undefined ? rows : filterData(rows, filter);
  const sorted = query.sort && query.sort.length > 0 ? sortData(filtered, query.sort) : [...filtered];
  const total = sorted.length;
  if (query.limit === undefined) return { data: sorted, total };
  const offset = Math.max(0, query.offset ?? 0);
  return { data: placePage(undefined, sorted.slice(offset, offset + query.limit), offset, total), total };
}
