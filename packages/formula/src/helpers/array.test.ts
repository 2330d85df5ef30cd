/** Table tests of the array helpers: collections, empty values and wrong types. */
import { describe, expect, it } from 'vitest';
import { captureError } from '../testing/capture';
import { defaultHelpers } from './library';

const h = defaultHelpers as Record<string, (...args: unknown[]) => unknown>;

const people = [
  { id: 1, name: 'Ann', team: 'red', tags: ['a', 'b'], address: { city: 'Oslo' }, score: 3 },
  { id: 2, name: 'Bob', team: 'blue', tags: ['b'], address: { city: 'Rome' }, score: 1 },
  { id: 3, name: 'Cid', team: 'red', tags: [], address: null, score: 2 },
];
const collection = { id: 'people', name: 'People', data: people, total: 3 };

describe('array helpers', () => {
  it.each([
    ['slice', [[1, 2, 3, 4], 1, 3], [2, 3]],
    ['slice', [[1, 2, 3], 1], [2, 3]],
    ['slice', [collection, 0, 1], [people[0]]],
    ['slice', [[], 0, 2], []],
    ['merge', [[1], [2, 3], []], [1, 2, 3]],
    ['merge', [collection, [4]], [...people, 4]],
    ['merge', [], []],
    ['map', [people, 'name'], ['Ann', 'Bob', 'Cid']],
    ['map', [people, 'address.city'], ['Oslo', 'Rome', undefined]],
    ['map', [[null, { a: 1 }], 'a'], [null, 1]],
    [
      'map',
      [people, 'id', 'team'],
      [
        { id: 1, team: 'red' },
        { id: 2, team: 'blue' },
        { id: 3, team: 'red' },
      ],
    ],
    ['map', [[null], 'a', 'b'], [{}]],
    ['map', [collection, 'id'], [1, 2, 3]],
    ['sort', [[3, 1, 2]], [1, 2, 3]],
    ['sort', [[3, 1, 2], 'desc'], [3, 2, 1]],
    // Directions are case-insensitive (collections write ASC and DESC); anything else is ascending.
    ['sort', [[3, 1, 2], 'ASC'], [1, 2, 3]],
    ['sort', [[3, 1, 2], 'Asc'], [1, 2, 3]],
    ['sort', [[3, 1, 2], 'DESC'], [3, 2, 1]],
    ['sort', [[3, 1, 2], ' desc '], [3, 2, 1]],
    ['sort', [[3, 1, 2], 'sideways'], [1, 2, 3]],
    ['sort', [people, 'asc', 'score'], [people[1], people[2], people[0]]],
    ['sort', [people, 'desc', 'name'], [people[2], people[1], people[0]]],
    ['sort', [['b', null, 'a']], [null, 'a', 'b']],
    ['sort', [[]], []],
    ['groupBy', [people, 'team'], { red: [people[0], people[2]], blue: [people[1]] }],
    ['groupBy', [[null, { t: 'x' }], 't'], { x: [{ t: 'x' }] }],
    ['groupBy', [[{ k: undefined }], 'k'], { undefined: [{ k: undefined }] }],
    ['filterByKey', [people, 'team', 'red'], [people[0], people[2]]],
    ['filterByKey', [people, 'address'], [people[0], people[1]]],
    ['filterByKey', [people, 'id', [1, 3]], [people[0], people[2]]],
    ['filterByKey', [collection, 'address.city', 'Rome'], [people[1]]],
    ['removeByKey', [people, 'team', 'red'], [people[1]]],
    ['removeByKey', [people, 'address'], [people[2]]],
    ['removeByKey', [people, 'id', [1, 2]], [people[2]]],
    ['lookup', [2, people], people[1]],
    ['lookup', ['Cid', people, 'name'], people[2]],
    ['lookup', [9, people], undefined],
    ['lookup', [1, collection], people[0]],
    ['lookupArray', [[1, 3], people], [people[0], people[2]]],
    ['lookupArray', [['Bob'], collection, 'name'], [people[1]]],
    ['lookupArray', [[], people], []],
    ['distinct', [[1, 1, 2, { a: 1 }, { a: 1 }, [1], [1]]], [1, 2, { a: 1 }, [1]]],
    ['distinct', [[]], []],
    ['remove', [[1, { a: 1 }, 2, { a: 1 }], { a: 1 }], [1, 2]],
    ['remove', [[1, 2], 3], [1, 2]],
    ['rollup', [people, 'tags'], ['a', 'b', 'b']],
    ['rollup', [people, 'tags', true], ['a', 'b']],
    ['rollup', [people, 'address.city'], ['Oslo', 'Rome']],
    ['add', [[1], 2, 3], [1, 2, 3]],
    ['add', [collection, 4], [...people, 4]],
    ['prepend', [[3], 1, 2], [1, 2, 3]],
    ['removeByIndex', [[1, 2, 3], 1], [1, 3]],
    ['removeByIndex', [[1, 2, 3], '0'], [2, 3]],
    ['removeByIndex', [[1, 2, 3], 5], [1, 2, 3]],
    ['removeByIndex', [[1, 2, 3], -1], [1, 2, 3]],
    ['findIndex', [[1, { a: 2 }], { a: 2 }], 1],
    ['findIndex', [[1, 2], 3], -1],
    ['findIndexByKey', [people, 'name', 'Bob'], 1],
    ['findIndexByKey', [people, 'address', { city: 'Rome' }], 1],
    ['findIndexByKey', [people, 'name', 'Zed'], -1],
    ['getByIndex', [[1, 2, 3], 2], 3],
    ['getByIndex', [[1, 2, 3], '1'], 2],
    ['getByIndex', [[1], 4], undefined],
    ['getByIndex', [collection, 0], people[0]],
    ['join', [[1, 2, 3]], '1,2,3'],
    ['join', [['a', 'b'], ' - '], 'a - b'],
    ['join', [[]], ''],
    ['flat', [[1, [2, [3]], 4]], [1, 2, [3], 4]],
    ['reverse', [[1, 2, 3]], [3, 2, 1]],
    ['length', [[1, 2]], 2],
    ['length', ['hello'], 5],
    ['length', [''], 0],
    ['length', [collection], 3],
    ['contains', [[1, 2], 2], true],
    ['contains', [[1, 2], 3], false],
    ['contains', ['hello', 'ell'], true],
    ['contains', ['', 'a'], false],
    ['contains', [null, 'a'], false],
    ['contains', [undefined, 'a'], false],
    ['contains', [collection, people[0]], true],
    ['createArray', [1, 'a'], [1, 'a']],
    ['createArray', [], []],
  ])('%s(%j) = %j', (name, args, expected) => {
    expect(h[name]?.(...args)).toEqual(expected);
  });

  it('does not change the arrays it is given', () => {
    const input = [3, 1, 2];
    h.sort?.(input);
    h.reverse?.(input);
    h.removeByIndex?.(input, 0);
    h.add?.(input, 4);
    expect(input).toEqual([3, 1, 2]);
  });

  const arrayHelpers = [
    'slice',
    'map',
    'sort',
    'groupBy',
    'filterByKey',
    'removeByKey',
    'distinct',
    'remove',
    'rollup',
    'add',
    'prepend',
    'removeByIndex',
    'findIndex',
    'findIndexByKey',
    'getByIndex',
    'join',
    'flat',
    'reverse',
    'rollupSum',
    'lookupArray',
  ];
  const notArrays: unknown[] = [null, undefined, 'text', 42, { a: 1 }, true];
  it.each(arrayHelpers.flatMap((name) => notArrays.map((value) => [name, value] as const)))(
    '%s(%j, …) says "First parameter must be an array (or collection)"',
    (name, value) => {
      const error = captureError(() => h[name]?.(value, 'key', 1));
      expect(error.message).toBe('First parameter must be an array (or collection)');
      expect(error.code).toBe('FORMULA_HELPER');
    },
  );

  it.each([
    ['merge', [[1], 'x'], 'All parameters must be arrays (or collections)'],
    ['lookup', [1, null], 'Second parameter must be an array (or collection)'],
    ['lookupArray', [[1], 'x'], 'Second parameter must be an array (or collection)'],
    ['length', [42], 'First parameter must be an array (or collection) or a string'],
    ['length', [null], 'First parameter must be an array (or collection) or a string'],
    ['contains', [{ a: 1 }, 1], 'First parameter must be an array (or collection) or a string'],
    ['removeByIndex', [[1], 'x'], 'Second parameter must be a number'],
    ['getByIndex', [[1], null], 'Second parameter must be a number'],
    ['findIndexByKey', [[1], 2, 1], 'Second parameter must be a text'],
    ['join', [[1], 3], 'Second parameter must be a text'],
  ])('%s(%j) throws %j', (name, args, message) => {
    expect(captureError(() => h[name]?.(...args)).message).toBe(message);
  });
});
