/** Client-side filter (every operator of §9, defaults per type, isEmptyIgnored, links), sort and paging. */
import { describe, expect, it } from 'vitest';
import { normalizeSort, placePage, runClientQuery } from './client-query';

const rows = [
  { id: 1, name: 'Alpha pump', price: 10, active: true, tags: ['a', 'b'], meta: { color: 'red' }, note: null },
  { id: 2, name: 'beta valve', price: 20, active: false, tags: ['b'], meta: {}, note: 'x' },
  { id: 3, name: 'Gamma pump', price: 30, active: true, tags: [], meta: { color: 'blue' }, note: '' },
];

const ids = (filter: unknown) => runClientQuery(rows, { filter: filter as never }).data.map((row) => (row as { id: number }).id);
const one = (field: string, operator: string | undefined, value: unknown) =>
  ids({ conditions: [{ field, ...(operator === undefined ? {} : { operator }), value }] });

describe('filter operators (collection variant)', () => {
  it.each([
    ['equals', 'price', 20, [2]],
    ['notEquals', 'price', 20, [1, 3]],
    ['less', 'price', 20, [1]],
    ['greater', 'price', 20, [3]],
    ['lessOrEqual', 'price', 20, [1, 2]],
    ['greaterOrEqual', 'price', 20, [2, 3]],
    ['contains', 'name', 'PUMP', [1, 3]],
    ['notContains', 'name', 'pump', [2]],
    ['startsWith', 'name', 'alp', [1]],
    ['endsWith', 'name', 'VALVE', [2]],
    ['isEmpty', 'note', undefined, [1, 3]],
    ['isNotEmpty', 'note', undefined, [2]],
    ['in', 'id', [1, 3], [1, 3]],
    ['notIn', 'id', [1, 3], [2]],
    ['hasAny', 'tags', ['a', 'z'], [1]],
    ['hasNone', 'tags', ['a'], [2, 3]],
    ['hasAll', 'tags', ['a', 'b'], [1]],
  ] as const)('%s', (operator, field, value, expected) => {
    expect(one(field, operator, value)).toEqual(expected);
  });
});

describe('filter operators (database variant)', () => {
  it.each([
    ['eq', 'price', 10, [1]],
    ['neq', 'price', 10, [2, 3]],
    ['lt', 'price', 30, [1, 2]],
    ['gt', 'price', 10, [2, 3]],
    ['lte', 'price', 10, [1]],
    ['gte', 'price', 30, [3]],
    ['ilike', 'name', 'BETA', [2]],
    ['not.ilike', 'name', 'beta', [1, 3]],
    ['startsWith', 'name', 'gam', [3]],
    ['endsWith', 'name', 'pump', [1, 3]],
    ['is.null', 'note', null, [1, 3]],
    ['not.is.null', 'note', null, [2]],
    ['in', 'price', [10, 30], [1, 3]],
    ['not.in', 'price', [10, 30], [2]],
    ['ov', 'tags', ['b'], [1, 2]],
    ['not.ov', 'tags', ['b'], [3]],
    ['cs', 'tags', ['b'], [1, 2]],
  ] as const)('%s', (operator, field, value, expected) => {
    expect(one(field, operator, value)).toEqual(expected);
  });
});

describe('default operators by value type', () => {
  it('contains for texts, equals for numbers and booleans, has for objects, contains-all for arrays', () => {
    expect(one('name', undefined, 'pump')).toEqual([1, 3]);
    expect(one('price', undefined, 10)).toEqual([1]);
    expect(one('active', undefined, false)).toEqual([2]);
    expect(one('tags', undefined, ['b'])).toEqual([1, 2]);
    expect(ids({ conditions: [{ field: 'meta', value: { color: 1 } }] })).toEqual([]);
  });
});

describe('isEmptyIgnored and links', () => {
  it('skips a condition with an empty value when isEmptyIgnored is set', () => {
    expect(ids({ conditions: [{ field: 'name', operator: 'equals', value: '', isEmptyIgnored: true }] })).toEqual([1, 2, 3]);
    expect(ids({ conditions: [{ field: 'name', operator: 'equals', value: '' }] })).toEqual([]);
  });

  it('combines with $and (default) and $or, and nests groups', () => {
    const pump = { field: 'name', operator: 'contains', value: 'pump' };
    const cheap = { field: 'price', operator: 'less', value: 15 };
    expect(ids({ conditions: [pump, cheap] })).toEqual([1]);
    expect(ids({ link: '$or', conditions: [cheap, { field: 'id', operator: 'equals', value: 2 }] })).toEqual([1, 2]);
    expect(
      ids({ link: '$and', conditions: [pump, { link: '$or', conditions: [cheap, { field: 'price', operator: 'equals', value: 30 }] }] }),
    ).toEqual([1, 3]);
  });
});

describe('sort and paging', () => {
  it('sorts by several keys, ASC and DESC', () => {
    const result = runClientQuery(rows, {
      sort: [
        { key: 'active', direction: 'DESC' },
        { key: 'price', direction: 'DESC' },
      ],
    });
    expect(result.data.map((row) => (row as { id: number }).id)).toEqual([3, 1, 2]);
    expect(normalizeSort({ key: 'x' })).toEqual([{ key: 'x' }]);
    expect(normalizeSort([{ key: '' }, 3])).toBeUndefined();
  });

  it('keeps the page at its offset in a sparse array of length total', () => {
    const result = runClientQuery(rows, { sort: [{ key: 'price' }], limit: 1, offset: 1 });
    expect(result.total).toBe(3);
    expect(result.data.length).toBe(3);
    expect(0 in result.data).toBe(false);
    expect(result.data[1]).toMatchObject({ id: 2 });
  });

  it('places pages into the previous sparse array', () => {
    const first = placePage(undefined, ['a', 'b'], 0, 6);
    const second = placePage(first, ['e', 'f'], 4, 6);
    expect(second).toEqual(['a', 'b', undefined, undefined, 'e', 'f']);
    expect(2 in second).toBe(false);
    expect(first[4]).toBeUndefined();
  });
});
