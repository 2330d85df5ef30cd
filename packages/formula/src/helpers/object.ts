/** Object helpers: pick, omit, keys, values, objectToArray, getKeyValue, setKeyValue, createObject, compare. */
import { isDeepEqual } from '../equality';
import { helperError } from '../errors';
import { getByPath } from '../read-path';
import type { PathInput } from '../path';
import { defineValue } from '../helper-values';
import { requireObject } from './guards';

export const objectHelpers = {
  /** A new object with the value at each path (missing paths give undefined). */
  pick(object: unknown, ...paths: string[]): Record<string, unknown> {
    const source = requireObject(object);
    const result: Record<string, unknown> = {};
    for (const path of paths) defineValue(result, String(path), getByPath(source, path));
    return result;
  },
  /** A copy without the given top-level keys. */
  omit(object: unknown, ...keys: string[]): Record<string, unknown> {
    const source = requireObject(object);
    const result: Record<string, unknown> = {};
    for (const key of Object.keys(source)) if (!keys.includes(key)) defineValue(result, key, source[key]);
    return result;
  },
  keys(object: unknown): string[] {
    return Object.keys(requireObject(object));
  },
  values(object: unknown): unknown[] {
    return Object.values(requireObject(object));
  },
  objectToArray(object: unknown): Array<[string, unknown]> {
    return Object.entries(requireObject(object));
  },
  getKeyValue(object: unknown, key: PathInput): unknown {
    return getByPath(requireObject(object), key);
  },
  setKeyValue(object: unknown, key: unknown, value: unknown): Record<string, unknown> {
    const result = { ...requireObject(object) };
    defineValue(result, String(key), value);
    return result;
  },
  /** createObject(key1, value1, key2, value2, …). */
  createObject(...entries: unknown[]): Record<string, unknown> {
    const result: Record<string, unknown> = {};
    for (let i = 0; i < entries.length; i += 2) {
      const key = entries[i];
      if (!key || typeof key === 'object') throw helperError(`${String(key)} is an invalid key`);
      defineValue(result, String(key), entries[i + 1]);
    }
    return result;
  },
  /** Deep equality of two values. */
  compare(a: unknown, b: unknown): boolean {
    return isDeepEqual(a, b);
  },
};
