/** Property paths and deep equality. */
import { describe, expect, it } from 'vitest';
import { isDeepEqual } from './equality';
import { parsePath } from './path';
import { getByPath } from './read-path';

describe('paths', () => {
  it.each([
    ['a.b.c', ['a', 'b', 'c']],
    ['a[0].b', ['a', 0, 'b']],
    ["a['x-y'].z", ['a', 'x-y', 'z']],
    ['a["q"]', ['a', 'q']],
    ['[2]', [2]],
    ['', []],
    ['a..b', ['a', 'b']],
    [3, [3]],
    [
      ['a', 1],
      ['a', 1],
    ],
  ])('parsePath(%j) = %j', (path, segments) => {
    expect(parsePath(path as never)).toEqual(segments);
  });

  const data = { a: { list: [{ v: 1 }, { v: 2 }], s: 'text' } };
  it.each([
    ['a.list[1].v', 2],
    ['a.list.1.v', 2],
    ['a.list.length', 2],
    ['a.s.length', 4],
    ['a.s.0', 't'],
    ['a.missing.deep', undefined],
    ['a.toString', undefined],
    ['a.__proto__', undefined],
    ['a.constructor', undefined],
    ['', data],
  ])('getByPath(data, %j) = %j', (path, expected) => {
    expect(getByPath(data, path)).toEqual(expected);
  });
});

describe('isDeepEqual', () => {
  it.each([
    [1, 1, true],
    ['a', 'b', false],
    [Number.NaN, Number.NaN, true],
    [[1, [2]], [1, [2]], true],
    [[1], { 0: 1 }, false],
    [{ a: 1, b: 2 }, { b: 2, a: 1 }, true],
    [{ a: 1 }, { a: 1, b: undefined }, false],
    [new Date(5), new Date(5), true],
    [new Date(5), 5, false],
    [null, {}, false],
  ])('isDeepEqual(%j, %j) = %j', (a, b, expected) => {
    expect(isDeepEqual(a, b)).toBe(expected);
  });

  it('handles cycles', () => {
    const a: Record<string, unknown> = { x: 1 };
    a.self = a;
    const b: Record<string, unknown> = { x: 1 };
    b.self = b;
    expect(isDeepEqual(a, b)).toBe(true);
  });
});
