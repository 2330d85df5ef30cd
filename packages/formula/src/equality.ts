/** Structural equality for plain data (arrays, plain objects, dates), like lodash isEqual. */

/**
 * `maxDepth` bounds how many levels of arrays and objects are compared by content; below it, references decide
 * (a bound value's result is compared a few levels deep: cheap next to the render an equal result saves).
 */
export function isDeepEqual(a: unknown, b: unknown, maxDepth = Number.POSITIVE_INFINITY): boolean {
  return equal(a, b, [], maxDepth);
}

function equal(a: unknown, b: unknown, seen: Array<[unknown, unknown]>, depth: number): boolean {
  if (a === b) return true;
  if (typeof a === 'number' && typeof b === 'number') return Number.isNaN(a) && Number.isNaN(b);
  if (depth <= 0 || typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (a instanceof Date || b instanceof Date) {
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  }
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  for (const [x, y] of seen) if (x === a && y === b) return true;
  seen.push([a, b]);
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return false;
    for (let i = 0; i < a.length; i += 1) if (!equal(a[i], b[i], seen, depth - 1)) return false;
    return true;
  }
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  for (const key of keysA) {
    if (!Object.prototype.hasOwnProperty.call(b, key)) return false;
    if (!equal((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], seen, depth - 1)) return false;
  }
  return true;
}
