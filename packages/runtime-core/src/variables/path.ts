/** Immutable writes at a path inside plain data: copies each container along the way. */
import { isUnsafeSegment, parsePath } from '@kit/formula';
import type { PathInput, PathSegment } from '@kit/formula';
import { VariableError } from '../errors';

function isIndexSegment(segment: PathSegment | undefined): boolean {
  return typeof segment === 'number' || (typeof segment === 'string' && /^\d+$/.test(segment));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function setAt(container: unknown, segments: readonly PathSegment[], depth: number, value: unknown): unknown {
  if (depth === segments.length) return value;
  const segment = segments[depth] as PathSegment;
  const intoArray = Array.isArray(container) || (!isRecord(container) && isIndexSegment(segment));
  if (intoArray && isIndexSegment(segment)) {
    const copy: unknown[] = Array.isArray(container) ? [...container] : [];
    const index = Number(segment);
    copy[index] = setAt(copy[index], segments, depth + 1, value);
    return copy;
  }
  const copy: Record<string, unknown> = Array.isArray(container)
    ? (Object.assign([], container) as unknown as Record<string, unknown>)
    : isRecord(container)
      ? { ...container }
      : {};
  const key = String(segment);
  const current = Object.prototype.hasOwnProperty.call(copy, key) ? copy[key] : undefined;
  copy[key] = setAt(current, segments, depth + 1, value);
  return copy;
}

/** Returns a copy of `target` with `value` at `path`; missing containers are created (arrays for numeric steps). */
export function setByPath(target: unknown, path: PathInput, value: unknown): unknown {
  const segments = parsePath(path);
  if (segments.some(isUnsafeSegment)) throw new VariableError('INVALID_PATH', { path: String(path) });
  if (segments.length === 0) return value;
  return setAt(target, segments, 0, value);
}
