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
    // Decimal rounding, half away from zero, as a spreadsheet's ROUND (binary Math.round would give 1 and 1.00).
    ['round', [1.005, 2], 1.01],
    ['round', [1.255, 2], 1.26],
    ['round', [8.345, 2], 8.35],
    ['round', [-1.005, 2], -1.01],
    ['round', [-2.5], -3],
    ['round', [1e21, 2], 1e21],
    ['round', [1.23e-7, 8], 1.2e-7],
    ['round', [1255, -1], 1260],
    ['round', [3.14159, 2.9], 3.14],
    // sum and average add numeric texts as numbers and leave other values out.
    ['sum', [['1.5', 2, ' 3 ']], 6.5],
    ['sum', ['10', '5'], 15],
    ['sum', [[1, null, '', 'abc', undefined, 2]], 3],
    ['sum', [{ data: ['0.1', '0.2'] }], 0.30000000000000004],
    ['average', [['2', 4, null, 'x']], 3],
    ['rollupSum', [[{ a: '1.5' }, { a: 2 }, { a: 0 }, {}, null], 'a'], 3.5],
    ['rollupSum', [collection, 'price'], 3.5],
    ['rollupSum', [[{ a: { b: 2 } }, { a: { b: 3 } }], 'a.b'], 5],
    ['rollupSum', [[], 'a'], 0],
    ['toNumber', ['12.5abc'], 12.5],
    ['toNumber', [7], 7],
  ])('%s(%j) = %j', (name, args, expected) => {
    expect(h[name]?.(...args)).toEqual(expected);
  });

  it.each([
    ['toNumber', ['abc']],
    ['toNumber', [null]],
    ['toNumber', [undefined]],
    ['round', ['x']],
  ])('%s(%j) is NaN', (name, args) => {
    expect(h[name]?.(...args)).toBeNaN();
  });

  it.each([[null], [undefined], ['text'], [{ a: 1 }], [42]])('rollupSum(%j) refuses a non-array', (value) => {
    const error = captureError(() => h.rollupSum?.(value, 'a'));
    expect(error.message).toBe('First parameter must be an array (or collection)');
    expect(error.code).toBe('FORMULA_HELPER');
  });
});
