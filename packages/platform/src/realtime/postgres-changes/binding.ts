// A postgres_changes binding of a channel: what the client asked for, its id, and whether a change matches it.
import { RealtimeError } from '../errors';
import { matchesFilter, parseFilter, type FilterCondition, type TypedCondition } from './filter';
import type { CapturedChange } from './captured-change';

export type ChangeEvent = '*' | 'INSERT' | 'UPDATE' | 'DELETE';

export interface PostgresBinding {
  id: number;
  event: ChangeEvent;
  schema: string;
  /** null: every table of the schema. */
  table: string | null;
  conditions: readonly FilterCondition[];
  /** Filled once the binding is validated against the table's column types. */
  typed: readonly TypedCondition[];
  select: string[] | null;
}

const EVENTS: readonly ChangeEvent[] = ['*', 'INSERT', 'UPDATE', 'DELETE'];
/** Shared by every binding without a filter (most of them): one empty list, not two per subscribed socket. */
export const NO_CONDITIONS: readonly never[] = Object.freeze([]);

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A stable 27-bit id from the params (Supabase uses :erlang.phash2 of them): equal params, equal id. */
export function bindingId(params: Record<string, unknown>): number {
  let hash = 0x811c9dc5;
  const text = canonical(params);
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) & 0x7ffffff;
}

function optionalString(value: unknown, name: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new RealtimeError('invalid_filter', `${name} must be a string`);
  return value;
}

export function parseBinding(raw: unknown): PostgresBinding {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new RealtimeError('invalid_filter', 'binding must be an object');
  const params = raw as Record<string, unknown>;
  // The list's own string, so subscribed channels share it.
  const event = EVENTS.find((known) => known === String(params.event ?? '').toUpperCase());
  if (!event) throw new RealtimeError('invalid_filter', `unknown event ${String(params.event)}`);
  const schema = optionalString(params.schema, 'schema');
  if (!schema) throw new RealtimeError('invalid_filter', 'schema is required');
  const table = optionalString(params.table, 'table');
  const filter = optionalString(params.filter, 'filter');
  const select = params.select;
  if (select !== undefined && select !== null && (!Array.isArray(select) || !select.every((s) => typeof s === 'string'))) {
    throw new RealtimeError('invalid_filter', 'select must be a list of column names');
  }
  return {
    id: bindingId(params),
    event,
    schema,
    table: table === undefined || table === '*' ? null : table,
    conditions: filter === undefined || filter.trim() === '' ? NO_CONDITIONS : parseFilter(filter),
    typed: NO_CONDITIONS,
    select: Array.isArray(select) ? (select as string[]) : null,
  };
}

/** Whether the change is of the binding's event and its row passes the binding's filter. */
export function bindingMatches(binding: PostgresBinding, change: CapturedChange): boolean {
  if (binding.event !== '*' && binding.event !== change.type) return false;
  const row = change.type === 'DELETE' ? change.old : change.record;
  return matchesFilter(binding.typed, row);
}
