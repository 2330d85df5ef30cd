/** Filter conditions and sorting of arrays. */
import { describe, expect, it } from 'vitest';
import { defaultOperator, filterData, sortData, testCondition } from './data-pipeline';

const rows = [
  { id: 1, name: 'Alpha', price: 10, active: true, tags: ['a', 'b'], meta: { color: 'red' }, note: '' },
  { id: 2, name: 'beta', price: 5, active: false, tags: ['b'], meta: {}, note: null },
  { id: 3, name: 'Gamma', price: 20, active: true, tags: [], meta: { color: 'blue' }, note: 'x' },
];

describe('filter conditions', () => {
  it.each([
    ['$eq', 'price', 10, [1]],
    ['$ne', 'price', 10, [2, 3]],
    ['$lt', 'price', 10, [2]],
    ['$gt', 'price', 10, [3]],
    ['$lte', 'price', 10, [1, 2]],
    ['$gte', 'price', 10, [1, 3]],
    ['$iLike:contains', 'name', 'ET', [2]],
    ['$notILike:contains', 'name', 'a', []],
    ['$iLike:startsWith', 'name', 'g', [3]],
    ['$iLike:endsWith', 'name', 'HA', [1]],
    ['$eq:null', 'note', undefined, [1, 2]],
    ['$ne:null', 'note', undefined, [3]],
    ['$eq:null', 'tags', undefined, [3]],
    ['$in', 'id', [1, 3], [1, 3]],
    ['$notIn', 'id', [1, 3], [2]],
    ['$overlap', 'tags', ['a', 'z'], [1]],
    ['$notOverlap', 'tags', ['a'], [2, 3]],
    ['$contains', 'tags', ['b'], [1, 2]],
    ['$has', 'meta', 'color', [1, 3]],
    ['$hasNot', 'meta', 'color', [2]],
    ['$match', 'name', '/^[ab]/i', [1, 2]],
    ['$notMatch', 'name', 'a$', []],
    ['equals', 'active', true, [1, 3]],
    ['hasAll', 'tags', ['a', 'b'], [1]],
    ['isEmpty', 'note', undefined, [1, 2]],
    ['$iLike:contains', 'meta', 'BLUE', [3]],
  ])('%s on %s with %j keeps %j', (operator, field, value, ids) => {
    const kept = filterData(rows, { conditions: [{ field, operator, value }] }) as Array<{ id: number }>;
    expect(kept.map((row) => row.id)).toEqual(ids);
  });

  it.each([
    ['text', '$iLike:contains'],
    [3, '$eq'],
    [true, '$eq'],
    [{ a: 1 }, '$has'],
    [['a'], '$contains'],
  ])('the default operator for %j is %s', (value, operator) => {
    expect(defaultOperator(value)).toBe(operator);
  });

  it('uses the default operator when none is set', () => {
    expect(testCondition(rows[0], { field: 'name', value: 'alp' })).toBe(true);
    expect(testCondition(rows[0], { field: 'price', value: 10 })).toBe(true);
  });

  it('combines conditions with $and (default) or $or, and nests groups', () => {
    const and = filterData(rows, {
      conditions: [
        { field: 'active', operator: '$eq', value: true },
        { field: 'price', operator: '$gt', value: 15 },
      ],
    });
    expect(and.map((row) => (row as { id: number }).id)).toEqual([3]);
    const or = filterData(rows, {
      link: '$or',
      conditions: [
        { field: 'id', operator: '$eq', value: 2 },
        {
          link: '$and',
          conditions: [
            { field: 'active', operator: '$eq', value: true },
            { field: 'price', operator: '$lt', value: 15 },
          ],
        },
      ],
    });
    expect(or.map((row) => (row as { id: number }).id)).toEqual([1, 2]);
  });

  it('skips empty values marked isEmptyIgnored, and ignores switched-off or empty filters', () => {
    expect(filterData(rows, { conditions: [{ field: 'name', operator: '$eq', value: '', isEmptyIgnored: true }] })).toHaveLength(3);
    expect(filterData(rows, { if: false, conditions: [{ field: 'id', operator: '$eq', value: 1 }] })).toHaveLength(3);
    expect(filterData(rows, { conditions: [] })).toHaveLength(3);
    expect(filterData(rows, undefined)).toHaveLength(3);
    expect(filterData([null, rows[0]], { conditions: [{ field: 'id', operator: '$eq', value: 1 }] })).toEqual([rows[0]]);
  });

  it('ignores unknown operators and invalid patterns', () => {
    expect(filterData(rows, { conditions: [{ field: 'id', operator: '$nope', value: 1 }] })).toHaveLength(3);
    expect(filterData(rows, { conditions: [{ field: 'name', operator: '$match', value: '(' }] })).toHaveLength(0);
  });
});

describe('sortData', () => {
  it.each([
    [[{ key: 'price' }], [2, 1, 3]],
    [[{ key: 'price', direction: 'DESC' }], [3, 1, 2]],
    [[{ key: 'name' }], [1, 2, 3]],
    [
      [{ key: 'active' }, { key: 'price', direction: 'DESC' }],
      [2, 3, 1],
    ],
    [[{ key: 'meta' }], [3, 1, 2]],
    [[], [1, 2, 3]],
  ])('sort %j gives %j', (sort, ids) => {
    const sorted = sortData(rows, sort as never) as Array<{ id: number }>;
    expect(sorted.map((row) => row.id)).toEqual(ids);
  });

  it('puts missing values first and returns a copy', () => {
    const data = [{ v: 2 }, {}, { v: 1 }];
    expect(sortData(data, [{ key: 'v' }])).toEqual([{}, { v: 1 }, { v: 2 }]);
    expect(data).toEqual([{ v: 2 }, {}, { v: 1 }]);
  });
});
