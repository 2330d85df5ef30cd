/**
 * Database filters (seed 000 §3) as PostgREST logic trees: each condition becomes `field.op.value`, groups become
 * `and(…)` / `or(…)`; conditions with isEmptyIgnored and an empty value are left out.
 */
import type { FilterCondition, FilterDefinition } from '@kit/formula';

type Build = (field: string, value: unknown) => string | undefined;

function quote(value: unknown): string {
  const raw = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  return /[,.:()"\\\s]/.test(raw) ? `"${raw.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"` : raw;
}

function scalar(value: unknown): string {
  if (value === null) return 'null';
  return quote(typeof value === 'string' ? value : String(value));
}

function list(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (value === undefined || value === null || value === '') return [];
  return [value];
}

function likePattern(value: unknown, start: string, end: string): string {
  const raw = String(value ?? '').replace(/\*/g, '');
  return quote(`${start}${raw}${end}`);
}

const plain =
  (op: string): Build =>
  (field, value) =>
    `${field}.${op}.${scalar(value)}`;
const like =
  (prefix: string, start: string, end: string): Build =>
  (field, value) =>
    `${field}.${prefix}ilike.${likePattern(value, start, end)}`;
const inList =
  (prefix: string): Build =>
  (field, value) =>
    `${field}.${prefix}in.(${list(value).map(scalar).join(',')})`;
const arrayOp =
  (op: string): Build =>
  (field, value) =>
    `${field}.${op}.{${list(value).map(scalar).join(',')}}`;

/** Database operator names (runtime-core's DATABASE_OPERATORS keys and the engine codes they normalise to) to PostgREST filters. */
const OPERATORS: Readonly<Record<string, Build>> = {
  eq: plain('eq'),
  equals: plain('eq'),
  neq: plain('neq'),
  notEquals: plain('neq'),
  lt: plain('lt'),
  gt: plain('gt'),
  lte: plain('lte'),
  gte: plain('gte'),
  ilike: like('', '*', '*'),
  like: like('', '*', '*'),
  contains: like('', '*', '*'),
  notIlike: like('not.', '*', '*'),
  'not.ilike': like('not.', '*', '*'),
  notContains: like('not.', '*', '*'),
  startsWith: like('', '', '*'),
  endsWith: like('', '*', ''),
  isNull: (field) => `${field}.is.null`,
  'is.null': (field) => `${field}.is.null`,
  isNotNull: (field) => `${field}.not.is.null`,
  'not.is.null': (field) => `${field}.not.is.null`,
  in: inList(''),
  notIn: inList('not.'),
  'not.in': inList('not.'),
  ov: arrayOp('ov'),
  overlap: arrayOp('ov'),
  notOv: arrayOp('not.ov'),
  'not.ov': arrayOp('not.ov'),
  notOverlap: arrayOp('not.ov'),
  cs: arrayOp('cs'),
  arrayContains: arrayOp('cs'),
  $eq: plain('eq'),
  $ne: plain('neq'),
  $lt: plain('lt'),
  $gt: plain('gt'),
  $lte: plain('lte'),
  $gte: plain('gte'),
  '$iLike:contains': like('', '*', '*'),
  '$notILike:contains': like('not.', '*', '*'),
  '$iLike:startsWith': like('', '', '*'),
  '$iLike:endsWith': like('', '*', ''),
  '$eq:null': (field) => `${field}.is.null`,
  '$ne:null': (field) => `${field}.not.is.null`,
  $in: inList(''),
  $notIn: inList('not.'),
  $overlap: arrayOp('ov'),
  $notOverlap: arrayOp('not.ov'),
  $contains: arrayOp('cs'),
};

const VALUELESS = new Set(['isNull', 'is.null', 'isNotNull', 'not.is.null', '$eq:null', '$ne:null']);

export class FilterOperatorError extends Error {
  override name = 'FilterOperatorError';
  readonly code = 'UNKNOWN_FILTER_OPERATOR';
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

function linkOf(link: unknown): 'and' | 'or' {
  return link === '$or' || link === 'or' ? 'or' : 'and';
}

function conditionTerm(condition: FilterCondition): string | undefined {
  if (condition.if === false) return undefined;
  if (Array.isArray(condition.conditions)) return groupTerm(linkOf(condition.link), condition.conditions);
  const field = condition.field;
  const operator = condition.operator ?? 'eq';
  if (typeof field !== 'string' || field === '') return undefined;
  if (condition.isEmptyIgnored && !VALUELESS.has(operator) && isEmpty(condition.value)) return undefined;
  const build = OPERATORS[operator];
  if (build === undefined) throw new FilterOperatorError(`Unknown filter operator: ${operator}`);
  return build(field, condition.value);
}

function groupTerm(link: 'and' | 'or', conditions: readonly FilterCondition[]): string | undefined {
  const terms = conditions.map(conditionTerm).filter((term): term is string => term !== undefined);
  if (terms.length === 0) return undefined;
  if (terms.length === 1) return terms[0];
  return `${link}(${terms.join(',')})`;
}

/** The filter as one PostgREST logic term (for `.or(term)`), or undefined when nothing filters. */
export function filterToLogic(filter: FilterDefinition | undefined): string | undefined {
  if (filter === undefined || filter === null || filter.if === false) return undefined;
  return groupTerm(linkOf(filter.link), filter.conditions ?? []);
}
