/** Small value predicates shared by the helpers and the data pipeline. */

/** An object that is neither null nor an array (the helpers' notion of "object"). */
export function isObjectLike(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A plain data object: created by a literal, JSON.parse or Object.create(null). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Empty means undefined, null, '', [] or {}. */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (isPlainObject(value)) return Object.keys(value).length === 0;
  return false;
}

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
