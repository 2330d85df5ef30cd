/** Array helpers (collections accepted wherever an array is): slice, merge, map, sort, groupBy, lookup… */
import { isDeepEqual } from '../equality';
import { helperError } from '../errors';
import { assertArrayLength } from '../limits';
import { getByPath, readOwn } from '../read-path';
import type { PathInput } from '../path';
import { defineValue } from '../helper-values';
import { requireArray, requireInteger } from './guards';
import { HELPER_MESSAGES } from './messages';

function compareValues(a: unknown, b: unknown): number {
  const x = (a || '') as number;
  const y = (b || '') as number;
  if (x > y) return 1;
  if (x < y) return -1;
  return 0;
}

function distinctValues(values: readonly unknown[]): unknown[] {
  const result: unknown[] = [];
  for (const value of values) {
    if (!result.some((kept) => isDeepEqual(kept, value))) result.push(value);
  }
  return result;
}

function matchesKey(item: unknown, key: PathInput, value: unknown): boolean {
  const actual = getByPath(item, key);
  if (value === undefined) return Boolean(actual);
  if (Array.isArray(value)) return value.includes(actual);
  return actual === value;
}

export const arrayHelpers = {
  slice(array: unknown, start?: number, end?: number): unknown[] {
    return requireArray(array).slice(start, end);
  },
  /** Concatenates arrays (or collections). */
  merge(...arrays: unknown[]): unknown[] {
    const result: unknown[] = [];
    for (const array of arrays) {
      const data = requireArray(array, HELPER_MESSAGES.allArrays);
      for (const item of data) result.push(item);
      assertArrayLength(result.length);
    }
    return result;
  },
  /** map(array, path) plucks a value per item; map(array, k1, k2, …) keeps those keys of each item. */
  map(array: unknown, key: PathInput, ...keys: string[]): unknown[] {
    const data = requireArray(array);
    if (keys.length === 0) return data.map((item) => (item ? getByPath(item, key) : item));
    const all = [String(key), ...keys];
    return data.map((item) => {
      const picked: Record<string, unknown> = {};
      if (!item) return picked;
      for (const name of all) defineValue(picked, name, readOwn(item, name));
      return picked;
    });
  },
  /**
   * sort(array, 'asc' | 'desc', key?) returns a sorted copy. The direction is read case-insensitively ('ASC', 'Desc'
   * — collections write ASC and DESC); anything but 'desc' sorts ascending.
   */
  sort(array: unknown, order: unknown = 'asc', key?: PathInput): unknown[] {
    const direction = typeof order === 'string' && order.trim().toLowerCase() === 'desc' ? -1 : 1;
    const read = (item: unknown) => (key === undefined || key === null || key === '' ? item : item ? getByPath(item, key) : undefined);
    return [...requireArray(array)].sort((a, b) => direction * compareValues(read(a), read(b)));
  },
  /** Groups items by the value at `key`; falsy items are skipped. */
  groupBy(array: unknown, key: PathInput): Record<string, unknown[]> {
    const result: Record<string, unknown[]> = {};
    for (const item of requireArray(array)) {
      if (!item) continue;
      const group = String(getByPath(item, key));
      const existing = Object.prototype.hasOwnProperty.call(result, group) ? result[group] : undefined;
      if (existing) existing.push(item);
      else defineValue(result, group, [item]);
    }
    return result;
  },
  /** Keeps items whose `key` is truthy (no value), is in `value` (array) or equals `value`. */
  filterByKey(array: unknown, key: PathInput, value?: unknown): unknown[] {
    return requireArray(array).filter((item) => matchesKey(item, key, value));
  },
  removeByKey(array: unknown, key: PathInput, value?: unknown): unknown[] {
    return requireArray(array).filter((item) => !matchesKey(item, key, value));
  },
  /** The first item whose `key` (default 'id') equals `value`. */
  lookup(value: unknown, array: unknown, key: PathInput = 'id'): unknown {
    return requireArray(array, HELPER_MESSAGES.secondArray).find((item) => getByPath(item, key) === value);
  },
  /** Every item whose `key` (default 'id') is one of `values`. */
  lookupArray(values: unknown, array: unknown, key: PathInput = 'id'): unknown[] {
    const wanted = requireArray(values);
    return requireArray(array, HELPER_MESSAGES.secondArray).filter((item) => wanted.includes(getByPath(item, key)));
  },
  distinct(array: unknown): unknown[] {
    return distinctValues(requireArray(array));
  },
  remove(array: unknown, value: unknown): unknown[] {
    return requireArray(array).filter((item) => !isDeepEqual(item, value));
  },
  /** The values at `key` of every item (arrays flattened one level), optionally distinct. */
  rollup(array: unknown, key: PathInput, distinct?: unknown): unknown[] {
    const values: unknown[] = [];
    for (const item of requireArray(array)) {
      const value = getByPath(item, key);
      if (value === undefined || value === null) continue;
      if (Array.isArray(value)) values.push(...value);
      else values.push(value);
    }
    return distinct ? distinctValues(values) : values;
  },
  add(array: unknown, ...items: unknown[]): unknown[] {
    return [...requireArray(array), ...items];
  },
  prepend(array: unknown, ...items: unknown[]): unknown[] {
    return [...items, ...requireArray(array)];
  },
  removeByIndex(array: unknown, index: unknown): unknown[] {
    const data = requireArray(array);
    const at = requireInteger(index);
    if (at < 0 || at >= data.length) return data;
    const result = [...data];
    result.splice(at, 1);
    return result;
  },
  findIndex(array: unknown, value: unknown): number {
    return requireArray(array).findIndex((item) => isDeepEqual(item, value));
  },
  findIndexByKey(array: unknown, key: unknown, value: unknown): number {
    const data = requireArray(array);
    if (typeof key !== 'string') throw helperError(HELPER_MESSAGES.secondText);
    return data.findIndex((item) => isDeepEqual(getByPath(item, key), value));
  },
  getByIndex(array: unknown, index: unknown): unknown {
    const data = requireArray(array);
    return data[requireInteger(index)];
  },
  join(array: unknown, separator: unknown = ','): string {
    const data = requireArray(array);
    if (typeof separator !== 'string') throw helperError(HELPER_MESSAGES.secondText);
    return data.join(separator);
  },
  flat(array: unknown): unknown[] {
    const result = requireArray(array).flat();
    assertArrayLength(result.length);
    return result;
  },
  reverse(array: unknown): unknown[] {
    return [...requireArray(array)].reverse();
  },
  /** Length of a text, an array or a collection. */
  length(value: unknown): number {
    if (typeof value === 'string') return value.length;
    return requireArray(value, HELPER_MESSAGES.firstArrayOrText).length;
  },
  /** Whether a text contains a text, or an array (collection) contains a value. */
  contains(value: unknown, search: unknown): boolean {
    if (!value && value !== '') return false;
    if (typeof value === 'string') return value.includes(String(search));
    return requireArray(value, HELPER_MESSAGES.firstArrayOrText).includes(search);
  },
  createArray(...items: unknown[]): unknown[] {
    return items;
  },
};
