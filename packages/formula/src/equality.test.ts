/** isDeepEqual with a depth limit: content compared that many levels deep, references below. */
import { describe, expect, it } from 'vitest';
import { isDeepEqual } from './equality';

describe('isDeepEqual with maxDepth', () => {
  it('compares new objects and lists by content within the limit: a link target, a state list, the same rows filtered', () => {
    expect(isDeepEqual({ kind: 'path', path: '/a?x=1' }, { kind: 'path', path: '/a?x=1' }, 3)).toBe(true);
    expect(isDeepEqual({ kind: 'path', path: '/a?x=1' }, { kind: 'path', path: '/a?x=2' }, 3)).toBe(false);
    expect(isDeepEqual(['selected'], ['selected'], 3)).toBe(true);
    const rows = [{ id: 1 }, { id: 2 }, { id: 3 }];
    expect(
      isDeepEqual(
        rows.filter((row) => row.id > 1),
        rows.slice(1),
        1,
      ),
    ).toBe(true);
    expect(isDeepEqual(rows.slice(0, 2), rows.slice(1), 1)).toBe(false);
  });

  it('compares references below the limit, and primitives at any depth', () => {
    expect(isDeepEqual({ a: { b: { c: 1 } } }, { a: { b: { c: 1 } } }, 3)).toBe(true);
    expect(isDeepEqual({ a: { b: { c: { d: 1 } } } }, { a: { b: { c: { d: 1 } } } }, 3)).toBe(false);
    expect(isDeepEqual('a', 'a', 0)).toBe(true);
    expect(isDeepEqual(Number.NaN, Number.NaN, 0)).toBe(true);
    expect(isDeepEqual([1], [1], 0)).toBe(false);
  });

  it('ends on cycles within the limit as without it', () => {
    const a: Record<string, unknown> = { name: 'a' };
    a.self = a;
    const b: Record<string, unknown> = { name: 'a' };
    b.self = b;
    expect(isDeepEqual(a, b)).toBe(true);
    expect(isDeepEqual(a, b, 5)).toBe(true);
  });
});
