/**
 * Value utilities of the helpers and the workflow actions: a module of their own beside `values.ts` (what the
 * runtime uses on every page), so the sites' browser bundle loads them with the code that uses them.
 */
import { isObjectLike } from './values';

/** A collection (an object holding its rows in `data`) stands for its rows; anything else is returned as is. */
export function unwrapCollection(value: unknown): unknown {
  if (isObjectLike(value) && Object.prototype.hasOwnProperty.call(value, 'data') && Array.isArray(value.data)) {
    return value.data;
  }
  return value;
}

/** Sets an own data property, even for the key "__proto__", without touching prototypes. */
export function defineValue(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') {
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  } else {
    target[key] = value;
  }
}
