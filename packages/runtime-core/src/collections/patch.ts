/**
 * Changes to a collection's rows by primary key: realtime patches (insert appends and adds 1 to total
 * when absent, update merges, upsert does either, delete removes and subtracts 1) and updates by id.
 */
import { isObjectLike } from '@kit/formula';
import { RuntimeCoreError } from '../errors';
import { itemNotFoundMessage } from '../messages';
import type { RealtimeChange } from './types';

export { itemNotFoundMessage };

export const DEFAULT_PRIMARY_KEYS: readonly string[] = ['id'];

export interface RowsState {
  data: unknown;
  total: number;
}

function matches(row: unknown, key: Readonly<Record<string, unknown>>, primaryKeys: readonly string[]): boolean {
  if (!isObjectLike(row)) return false;
  for (const field of primaryKeys) {
    if (row[field] !== key[field]) return false;
  }
  return true;
}

function hasKey(record: Readonly<Record<string, unknown>> | null | undefined, primaryKeys: readonly string[]): boolean {
  return isObjectLike(record) && primaryKeys.every((field) => record[field] !== undefined && record[field] !== null);
}

/** Index of the row with this key; holes of sparse pages are skipped. */
export function findRowIndex(rows: readonly unknown[], key: Readonly<Record<string, unknown>>, primaryKeys: readonly string[]): number {
  for (let i = 0; i < rows.length; i += 1) {
    if (i in rows && matches(rows[i], key, primaryKeys)) return i;
  }
  return -1;
}

/** Applies one realtime change; returns the same state object when nothing changed. */
export function applyRealtimeChange(
  state: RowsState,
  change: RealtimeChange,
  primaryKeys: readonly string[] = DEFAULT_PRIMARY_KEYS,
): RowsState {
  if (!Array.isArray(state.data)) return state;
  const rows = state.data as unknown[];
  const record = change.record ?? undefined;
  const keySource =
    change.type === 'DELETE' ? (change.oldRecord ?? record) : hasKey(change.oldRecord, primaryKeys) ? change.oldRecord : record;
  if (!hasKey(keySource, primaryKeys)) return state;
  const index = findRowIndex(rows, keySource as Record<string, unknown>, primaryKeys);
  switch (change.type) {
    case 'INSERT':
      if (index !== -1 || !isObjectLike(record)) return state;
      return { data: [...rows, { ...record }], total: state.total + 1 };
    case 'UPDATE': {
      if (index === -1 || !isObjectLike(record)) return state;
      const next = rows.slice();
      next[index] = { ...(rows[index] as Record<string, unknown>), ...record };
      return { data: next, total: state.total };
    }
    case 'UPSERT':
      return applyRealtimeChange(state, { ...change, type: index === -1 ? 'INSERT' : 'UPDATE' }, primaryKeys);
    case 'DELETE': {
      if (index === -1) return state;
      const next = rows.slice();
      next.splice(index, 1);
      return { data: next, total: Math.max(0, state.total - 1) };
    }
    default:
      return state;
  }
}

/** Replaces (or merges into) the row whose `idKey` equals `id`; throws when there is none. */
export function updateRowById(
  rows: readonly unknown[],
  id: unknown,
  value: unknown,
  options: { idKey?: string; merge?: boolean } = {},
): unknown[] {
  const idKey = options.idKey ?? 'id';
  const index = findRowIndex(rows, { [idKey]: id }, [idKey]);
  if (index === -1) {
    throw new RuntimeCoreError('COLLECTION_ITEM_NOT_FOUND', itemNotFoundMessage(id), { details: { id } });
  }
  const next = rows.slice();
  const current = rows[index] as Record<string, unknown>;
  next[index] = options.merge === false || !isObjectLike(value) ? value : { ...current, ...value };
  return next;
}
