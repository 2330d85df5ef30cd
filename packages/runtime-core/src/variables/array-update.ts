/** Array updates of array variables: update, delete, insert, unshift, push, shift, pop (seed §5). */
import type { PathInput } from '@kit/formula';
import { setByPath } from './path';
import type { ArrayUpdateType } from './types';

export function toIndex(index: unknown): number {
  const parsed = typeof index === 'number' ? Math.trunc(index) : Number.parseInt(String(index ?? 0), 10);
  return Number.isNaN(parsed) || parsed < 0 ? 0 : parsed;
}

/** Applies one array update to a copy of `current` (anything that is not an array counts as empty). */
export function applyArrayUpdate(
  current: unknown,
  type: ArrayUpdateType,
  value: unknown,
  index: unknown,
  path?: PathInput | null,
): unknown[] {
  const array = Array.isArray(current) ? [...current] : [];
  const at = toIndex(index);
  switch (type) {
    case 'update':
      array[at] = path !== undefined && path !== null && path !== '' ? setByPath(array[at], path, value) : value;
      return array;
    case 'delete':
      if (at < array.length) array.splice(at, 1);
      return array;
    case 'insert':
      array.splice(Math.min(at, array.length), 0, value);
      return array;
    case 'unshift':
      array.unshift(value);
      return array;
    case 'push':
      array.push(value);
      return array;
    case 'shift':
      array.shift();
      return array;
    case 'pop':
      array.pop();
      return array;
    default:
      return array;
  }
}
