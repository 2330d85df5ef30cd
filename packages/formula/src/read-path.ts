/**
 * Reading a value at a path (own properties only). Its own module beside the path grammar (`path.ts`): the runtime
 * parses paths on every page, while these reads serve the helpers, the data pipeline and the REST client, which load
 * in their own chunks in the sites' browser bundle.
 */
import { isUnsafeSegment, parsePath } from './path';
import type { PathInput, PathSegment } from './path';

const hasOwn = Object.prototype.hasOwnProperty;

/** Reads one own property (or an array/text length or index); anything inherited reads as undefined. */
export function readOwn(value: unknown, segment: PathSegment): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') {
    if (segment === 'length') return value.length;
    return typeof segment === 'number' || /^\d+$/.test(segment) ? value[Number(segment)] : undefined;
  }
  if (typeof value !== 'object') return undefined;
  if (isUnsafeSegment(segment)) return undefined;
  if (Array.isArray(value) && segment === 'length') return value.length;
  return hasOwn.call(value, segment) ? (value as Record<PathSegment, unknown>)[segment] : undefined;
}

/** Reads the value at a path; a missing step yields undefined (like lodash get, own properties only). */
export function getByPath(value: unknown, path: PathInput): unknown {
  if (path === undefined || path === null || path === '') return value;
  let current = value;
  for (const segment of parsePath(path)) {
    current = readOwn(current, segment);
    if (current === undefined) return undefined;
  }
  return current;
}
