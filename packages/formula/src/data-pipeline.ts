/** Client-side filter and sort of arrays as the design data describes them (conditions, links, sort keys). */
import { getByPath } from './read-path';
import { isEmpty, isObjectLike } from './values';

export type FilterLink = '$and' | '$or';

export interface FilterCondition {
  field?: string;
  operator?: string;
  value?: unknown;
  /** Skip the condition when its value is empty. */
  isEmptyIgnored?: boolean;
  /** A condition with a link is a nested group. */
  link?: FilterLink;
  conditions?: FilterCondition[];
  if?: boolean;
}

export interface FilterDefinition {
  link?: FilterLink;
  conditions?: FilterCondition[];
  /** `if: false` switches the filter off. */
  if?: boolean;
}

export interface SortEntry {
  key: string;
  direction?: 'ASC' | 'DESC';
}

/** Friendly operator names accepted besides the stored codes. */
const OPERATOR_ALIASES: Readonly<Record<string, string>> = {
  equals: '$eq',
  notEquals: '$ne',
  less: '$lt',
  greater: '$gt',
  lessOrEqual: '$lte',
  greaterOrEqual: '$gte',
  contains: '$iLike:contains',
  notContains: '$notILike:contains',
  startsWith: '$iLike:startsWith',
  endsWith: '$iLike:endsWith',
  isEmpty: '$eq:null',
  isNotEmpty: '$ne:null',
  in: '$in',
  notIn: '$notIn',
  hasAny: '$overlap',
  hasNone: '$notOverlap',
  hasAll: '$contains',
  has: '$has',
};

/** Default operator by value type: contains for texts, equals for numbers and booleans, has for objects, has-all for arrays. */
export function defaultOperator(value: unknown): string {
  if (typeof value === 'string') return '$iLike:contains';
  if (Array.isArray(value)) return '$contains';
  if (isObjectLike(value)) return '$has';
  return '$eq';
}

function lower(value: string): string {
  return value.toLowerCase();
}

function containsText(field: unknown, value: unknown): boolean | null {
  if (typeof value !== 'string') return null;
  if (typeof field === 'string') return lower(field).includes(lower(value));
  return lower(JSON.stringify(field ?? '') ?? '').includes(lower(value));
}

function toRegExp(pattern: unknown): RegExp | undefined {
  if (typeof pattern !== 'string' || pattern === '') return undefined;
  const literal = /^\/(.+)\/([a-z]*)$/.exec(pattern);
  try {
    return literal ? new RegExp(literal[1] as string, literal[2]) : new RegExp(pattern);
  } catch {
    return undefined;
  }
}

function isEmptyField(value: unknown): boolean {
  return value === null || value === undefined || isEmpty(value);
}

/** Evaluates one condition against one item; null means "not applicable". */
export function testCondition(item: unknown, condition: FilterCondition): boolean | null {
  const code = OPERATOR_ALIASES[condition.operator ?? ''] ?? condition.operator ?? defaultOperator(condition.value);
  const field = condition.field === undefined ? undefined : getByPath(item, condition.field);
  const value = condition.value;
  switch (code) {
    case '$eq':
      return field === value;
    case '$ne':
      return field !== value;
    case '$lt':
      return (field as number) < (value as number);
    case '$gt':
      return (field as number) > (value as number);
    case '$lte':
      return (field as number) <= (value as number);
    case '$gte':
      return (field as number) >= (value as number);
    case '$iLike:contains':
      return containsText(field, value) ?? false;
    case '$notILike:contains': {
      const contains = containsText(field, value);
      return contains === null ? false : !contains;
    }
    case '$iLike:startsWith':
      return typeof field === 'string' && typeof value === 'string' && lower(field).startsWith(lower(value));
    case '$iLike:endsWith':
      return typeof field === 'string' && typeof value === 'string' && lower(field).endsWith(lower(value));
    case '$eq:null':
      return isEmptyField(field);
    case '$ne:null':
      return !isEmptyField(field);
    case '$in':
      return Array.isArray(value) && value.includes(field);
    case '$notIn':
      return Array.isArray(value) && !value.includes(field);
    case '$overlap':
      return Array.isArray(value) && Array.isArray(field) && value.some((entry) => field.includes(entry));
    case '$notOverlap':
      return Array.isArray(value) && Array.isArray(field) && !value.some((entry) => field.includes(entry));
    case '$contains':
      return Array.isArray(value) && Array.isArray(field) && value.every((entry) => field.includes(entry));
    case '$has':
      return isObjectLike(field) && getByPath(field, String(value)) != null;
    case '$hasNot':
      return !isObjectLike(field) || getByPath(field, String(value)) == null;
    case '$match': {
      const pattern = toRegExp(value);
      return pattern !== undefined && pattern.test(String(field));
    }
    case '$notMatch': {
      const pattern = toRegExp(value);
      return pattern !== undefined && !pattern.test(String(field));
    }
    default:
      return null;
  }
}

/** Evaluates a filter (or nested group) against one item; null means the filter does not apply. */
export function testFilter(item: unknown, filter: FilterDefinition | FilterCondition | undefined): boolean | null {
  if (!isObjectLike(filter)) return null;
  if (filter.if === false) return null;
  const conditions = Array.isArray(filter.conditions) ? filter.conditions : [];
  if (conditions.length === 0) return null;
  if (item === null || item === undefined) return false;
  let result: boolean | null = null;
  for (const condition of conditions) {
    if (!isObjectLike(condition)) continue;
    if (condition.isEmptyIgnored && isEmpty(condition.value)) continue;
    const outcome = condition.link !== undefined ? testFilter(item, condition) : testCondition(item, condition);
    if (outcome === null) continue;
    if (result === null) result = outcome;
    else result = filter.link === '$or' ? result || outcome : result && outcome;
  }
  return result;
}

/** Keeps the items the filter accepts (a filter that does not apply keeps everything). */
export function filterData(data: readonly unknown[], filter: FilterDefinition | undefined): unknown[] {
  return data.filter((item) => testFilter(item, filter) !== false);
}

function compareField(a: unknown, b: unknown): number {
  const type = a === null || a === undefined ? (b === null || b === undefined ? 'undefined' : typeof b) : typeof a;
  switch (type) {
    case 'boolean':
      return a === b ? 0 : a ? 1 : -1;
    case 'string':
      return String(a ?? '').localeCompare(String(b ?? ''));
    case 'number': {
      const x = (a as number) || 0;
      const y = (b as number) || 0;
      return x > y ? 1 : x < y ? -1 : 0;
    }
    case 'object':
      return (JSON.stringify(a ?? {}) ?? '').localeCompare(JSON.stringify(b ?? {}) ?? '');
    default:
      if (a === b) return 0;
      return a === undefined || a === null ? -1 : 1;
  }
}

// Made on the first string sort: creating a collator loads the locale's collation data (~11 ms in Chromium, more on a
// phone), which a page that never sorts text should not pay while it loads.
let collator: Intl.Collator | undefined;

type KeyComparator = (a: unknown, b: unknown) => number;

/** The comparator for one sort key: a fast one when every row's value has the same simple type, else compareField. */
function keyComparator(values: readonly unknown[]): KeyComparator {
  if (values.every((value) => typeof value === 'number')) {
    return (a, b) => {
      const x = (a as number) || 0;
      const y = (b as number) || 0;
      return x > y ? 1 : x < y ? -1 : 0;
    };
  }
  if (values.every((value) => typeof value === 'string')) {
    collator ??= new Intl.Collator();
    const { compare } = collator;
    return (a, b) => compare(a as string, b as string);
  }
  return compareField;
}

/** A sorted copy: entries are applied in order; DESC reverses an entry. */
export function sortData(data: readonly unknown[], sort: readonly SortEntry[] | undefined): unknown[] {
  const entries = Array.isArray(sort) ? sort.filter((entry) => isObjectLike(entry) && typeof entry.key === 'string') : [];
  if (entries.length === 0) return [...data];
  // Each row's sort keys are read once, not once per comparison (n instead of n·log n path reads).
  const columns = entries.map((entry) => data.map((row) => getByPath(row, entry.key)));
  const comparators = columns.map(keyComparator);
  const signs = entries.map((entry) => (entry.direction === 'DESC' ? -1 : 1));
  const order = data.map((_, index) => index);
  order.sort((a, b) => {
    for (let i = 0; i < comparators.length; i++) {
      const column = columns[i] as unknown[];
      const result = (comparators[i] as KeyComparator)(column[a], column[b]);
      if (result !== 0) return result * (signs[i] as number);
    }
    return 0;
  });
  return order.map((index) => data[index]);
}
