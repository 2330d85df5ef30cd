// Parses a postgres_changes filter (`col=op.value`, comma-joined) and evaluates it on a changed row.
import { RealtimeError } from '../errors';

export type FilterOperator = 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'in' | 'isnull' | 'notnull';

const OPERATORS: readonly FilterOperator[] = ['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in'];
const MAX_IN_VALUES = 100;

export interface FilterCondition {
  column: string;
  op: FilterOperator;
  negated: boolean;
  /** Raw text values as written (one, or several for `in`; none for is.null). */
  values: string[];
}

/** A condition whose values were converted to the JSON the row trigger produces for that column type. */
export interface TypedCondition extends FilterCondition {
  comparison: ComparisonKind;
  typed: unknown[];
}

export type ComparisonKind = 'number' | 'timestamp' | 'json' | 'text';

function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let current = '';
  let depth = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    if (char === '\\' && text[i + 1] === ',') {
      current += ',';
      i++;
      continue;
    }
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === '(') depth++;
    else if (!quoted && char === ')') depth = Math.max(depth - 1, 0);
    if (char === ',' && depth === 0 && !quoted) {
      parts.push(current);
      current = '';
      continue;
    }
    current += char;
  }
  parts.push(current);
  return parts.map((part) => part.trim()).filter((part) => part !== '');
}

function unquote(value: string): string {
  return value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1).replace(/\\(.)/g, '$1') : value;
}

function parseCondition(part: string): FilterCondition {
  const eq = part.indexOf('=');
  if (eq <= 0) throw new RealtimeError('invalid_filter', `missing '=' in filter part: '${part}'`);
  const column = part.slice(0, eq).trim();
  let rest = part.slice(eq + 1).trim();
  if (rest === 'is.null') return { column, op: 'isnull', negated: false, values: [] };
  if (rest === 'not.is.null') return { column, op: 'notnull', negated: false, values: [] };
  let negated = false;
  if (rest.startsWith('not.')) {
    negated = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  const op = (dot < 0 ? rest : rest.slice(0, dot)) as FilterOperator;
  if (dot < 0 || !OPERATORS.includes(op)) {
    throw new RealtimeError('invalid_filter', `unsupported filter type '${op}' for part: '${part}'`);
  }
  const raw = rest.slice(dot + 1);
  if (op !== 'in') return { column, op, negated, values: [unquote(raw)] };
  const match = /^\((.*)\)$/s.exec(raw);
  if (!match) throw new RealtimeError('invalid_filter', '`in` filter value must be wrapped by parentheses');
  const values = (match[1] ?? '').trim() === '' ? [] : splitTopLevel(match[1] ?? '').map(unquote);
  if (values.length > MAX_IN_VALUES) throw new RealtimeError('invalid_filter', 'too many values for `in` filter. Maximum 100');
  return { column, op, negated, values };
}

export function parseFilter(filter: string | undefined | null): FilterCondition[] {
  if (filter === undefined || filter === null || filter.trim() === '') return [];
  return splitTopLevel(filter).map(parseCondition);
}

/** How values of a PostgreSQL type (pg_type.typname) compare once in JSON. */
export function comparisonFor(typname: string): ComparisonKind {
  if (/^(int2|int4|int8|float4|float8|numeric|oid|money)$/.test(typname)) return 'number';
  if (typname === 'timestamptz' || typname === 'timetz') return 'timestamp';
  if (/^(json|jsonb)$/.test(typname) || typname.startsWith('_')) return 'json';
  return 'text';
}

function normalise(kind: ComparisonKind, value: unknown): number | string | null {
  if (value === null || value === undefined) return null;
  if (kind === 'number') return typeof value === 'number' ? value : Number(value);
  if (kind === 'timestamp') {
    const time = Date.parse(String(value));
    return Number.isNaN(time) ? String(value) : time;
  }
  if (kind === 'json') return JSON.stringify(value);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function compare(left: number | string, right: number | string): number {
  if (left < right) return -1;
  return left > right ? 1 : 0;
}

function test(condition: TypedCondition, value: unknown): boolean {
  if (condition.op === 'isnull') return value === null || value === undefined;
  if (condition.op === 'notnull') return value !== null && value !== undefined;
  const left = normalise(condition.comparison, value);
  if (left === null) return false;
  const rights = condition.typed.map((typed) => normalise(condition.comparison, typed));
  switch (condition.op) {
    case 'in':
      return rights.some((right) => right !== null && compare(left, right) === 0);
    case 'eq':
    case 'neq':
    case 'lt':
    case 'lte':
    case 'gt':
    case 'gte': {
      const right = rights[0];
      if (right === null || right === undefined) return false;
      const order = compare(left, right);
      if (condition.op === 'eq') return order === 0;
      if (condition.op === 'neq') return order !== 0;
      if (condition.op === 'lt') return order < 0;
      if (condition.op === 'lte') return order <= 0;
      if (condition.op === 'gt') return order > 0;
      return order >= 0;
    }
  }
}

/** True when the row satisfies every condition; a column the row does not carry passes, as on Supabase. */
export function matchesFilter(conditions: readonly TypedCondition[], row: Record<string, unknown> | null): boolean {
  if (!row) return conditions.length === 0;
  for (const condition of conditions) {
    if (!(condition.column in row)) continue;
    const passed = test(condition, row[condition.column]);
    if (passed === condition.negated) return false;
  }
  return true;
}
