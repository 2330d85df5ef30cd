/** Table tests of the math helpers, including wrong types. */
import { describe, expect, it } from 'vitest';
import { captureError } from '../testing/capture';
import { defaultHelpers } from './library';

const h = defaultHelpers as Record<string, (...args: unknown[]) => unknown>;
const collection = { id: 'c1', data: [{ price: '1.5' }, { price: 2 }, { price: null }, null, { other: 1 }] };

describe('math helpers', () => {
  it.each([
    ['sum', [[1, 2, 3]], 6],
    ['sum', [1, 2, 3], 6],
    ['sum', [[]], 0],
    ['sum', [5], 5],
    ['sum', [{ data: [1, 2] }], 3],
    ['average', [[2, 4]], 3],
    ['average', [2, 4, 6], 4],
    ['average', [[]], 0],
    ['average', [{ data: [1, 3] }], 2],
    ['round', [3.14159], 3],
    ['round', [3.14159, 2], 3.14],
    ['round', [2.5], 3],
    ['round', [1234, -2], 1200],
    ['round', ['2.345', 1], 2.3],
    ['rollupSum', [[{ a: '1.5' }, { a: 2 }, { a: 0 }, {}, null], 'a'], 3.5],
    ['rollupSum', [collection, 'price'], 3.5],
    ['rollupSum', [[{ a: { b: 2 } }, { a: { b: 3 } }], 'a.b'], 5],
    ['rollupSum', [[], 'a'], 0],
    ['toNumber', ['12.5abc'], 12.5],
    ['toNumber', [7], 7],
  ])('%s(%j) = %j', (name, args, expected) => {
    expect(h[name]?.(...args)).toEqual(expected);
  });

  it.each([['toNumber', ['abc']], ['toNumber', [null]], ['toNumber', [undefined]], ['round', ['x']]])(
    '%s(%j) is NaN',
    (name, args) => {
      expect(h[name]?.(...args)).toBeNaN();
    },
  );

  it.each([[null], [undefined], ['text'], [{ a: 1 }], [42]])('rollupSum(%j) refuses a non-array', (value) => {
    const error = captureError(() => h.rollupSum?.(value, 'a'));
    expect(error.message).toBe('First parameter must be an array (or collection)');
    expect(error.code).toBe('FORMULA_HELPER');
  });
});
