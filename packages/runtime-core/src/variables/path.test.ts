/** Path writes, array updates and plain-data copies. */
import { describe, expect, it } from 'vitest';
import { VariableError } from '../errors';
import { applyArrayUpdate } from './array-update';
import { clonePlain } from './clone';
import { setByPath } from './path';

describe('setByPath', () => {
  it.each([
    [{ a: 1 }, 'b', 2, { a: 1, b: 2 }],
    [{ a: { b: 1, c: 2 } }, 'a.b', 9, { a: { b: 9, c: 2 } }],
    [{}, 'a.b.c', 1, { a: { b: { c: 1 } } }],
    [{}, 'list[1]', 'x', { list: [undefined, 'x'] }],
    [{}, 'list.0.name', 'x', { list: [{ name: 'x' }] }],
    [{ list: [{ n: 1 }, { n: 2 }] }, 'list[1].n', 5, { list: [{ n: 1 }, { n: 5 }] }],
    [[{ n: 1 }], '[0].n', 3, [{ n: 3 }]],
    [null, 'a', 1, { a: 1 }],
    [{ a: 1 }, '', 'whole', 'whole'],
    [{ 'x-y': 1 }, "['x-y']", 2, { 'x-y': 2 }],
  ])('setByPath(%j, %j, %j) = %j', (target, path, value, expected) => {
    expect(setByPath(target, path, value)).toEqual(expected);
  });

  it('copies containers along the path and shares the rest', () => {
    const target = { a: { b: 1 }, other: { big: true } };
    const next = setByPath(target, 'a.b', 2) as typeof target;
    expect(target.a.b).toBe(1);
    expect(next.other).toBe(target.other);
  });

  it.each(['__proto__.polluted', 'a.constructor.prototype', 'prototype'])('refuses the path %j', (path) => {
    expect(() => setByPath({}, path, 1)).toThrow(VariableError);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('array updates', () => {
  const list = ['a', 'b', 'c'];
  it.each([
    ['update', 'X', 1, ['a', 'X', 'c']],
    ['update', 'X', 5, ['a', 'b', 'c', undefined, undefined, 'X']],
    ['delete', null, 1, ['a', 'c']],
    ['delete', null, 9, ['a', 'b', 'c']],
    ['insert', 'X', 1, ['a', 'X', 'b', 'c']],
    ['insert', 'X', 9, ['a', 'b', 'c', 'X']],
    ['unshift', 'X', 0, ['X', 'a', 'b', 'c']],
    ['push', 'X', 0, ['a', 'b', 'c', 'X']],
    ['shift', null, 0, ['b', 'c']],
    ['pop', null, 0, ['a', 'b']],
    ['update', 'X', '2', ['a', 'b', 'X']],
    ['update', 'X', -1, ['X', 'b', 'c']],
  ] as const)('%s %j at %j gives %j', (type, value, index, expected) => {
    expect(applyArrayUpdate(list, type, value, index)).toEqual(expected);
    expect(list).toEqual(['a', 'b', 'c']);
  });

  it('updates a path inside the element at the index', () => {
    expect(applyArrayUpdate([{ n: 1, k: 'a' }, { n: 2 }], 'update', 9, 0, 'n')).toEqual([{ n: 9, k: 'a' }, { n: 2 }]);
  });

  it('treats a missing array as empty', () => {
    expect(applyArrayUpdate(null, 'push', 1, 0)).toEqual([1]);
    expect(applyArrayUpdate(undefined, 'pop', null, 0)).toEqual([]);
  });
});

describe('clonePlain', () => {
  it('copies plain data deeply and keeps other objects', () => {
    const file = new Blob(['x']);
    const source = { list: [{ a: 1 }], file, date: new Date(0) };
    const copy = clonePlain(source);
    expect(copy).toEqual(source);
    expect(copy.list).not.toBe(source.list);
    expect(copy.list[0]).not.toBe(source.list[0]);
    expect(copy.file).toBe(file);
    expect(copy.date).toBe(source.date);
  });

  it('handles cycles', () => {
    const source: Record<string, unknown> = { a: 1 };
    source.self = source;
    const copy = clonePlain(source);
    expect(copy.self).toBe(copy);
  });
});
