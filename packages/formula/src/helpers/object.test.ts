/** Table tests of the object helpers, including prototype safety. */
import { describe, expect, it } from 'vitest';
import { captureError } from '../testing/capture';
import { defaultHelpers } from './library';

const h = defaultHelpers as Record<string, (...args: unknown[]) => unknown>;
const user = { id: 7, name: 'Ann', address: { city: 'Oslo', zip: '0150' }, roles: ['admin'] };

describe('object helpers', () => {
  it.each([
    ['pick', [user, 'id', 'address.city'], { id: 7, 'address.city': 'Oslo' }],
    ['pick', [user, 'missing'], { missing: undefined }],
    ['pick', [user], {}],
    ['omit', [user, 'address', 'roles'], { id: 7, name: 'Ann' }],
    ['omit', [user, 'nothing'], user],
    ['omit', [{}, 'a'], {}],
    ['keys', [user], ['id', 'name', 'address', 'roles']],
    ['keys', [{}], []],
    ['values', [{ a: 1, b: 'x' }], [1, 'x']],
    [
      'objectToArray',
      [{ a: 1, b: 2 }],
      [
        ['a', 1],
        ['b', 2],
      ],
    ],
    ['getKeyValue', [user, 'address.zip'], '0150'],
    ['getKeyValue', [user, 'roles[0]'], 'admin'],
    ['getKeyValue', [user, 'nope.deeper'], undefined],
    ['setKeyValue', [{ a: 1 }, 'b', 2], { a: 1, b: 2 }],
    ['setKeyValue', [{ a: 1 }, 'a', null], { a: null }],
    ['createObject', ['a', 1, 'b', 2], { a: 1, b: 2 }],
    ['createObject', ['a'], { a: undefined }],
    ['createObject', [], {}],
    ['createObject', [3, 'three'], { 3: 'three' }],
    ['compare', [{ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] }], true],
    ['compare', [{ a: 1 }, { a: 2 }], false],
    [
      'compare',
      [
        [1, 2],
        [2, 1],
      ],
      false,
    ],
    ['compare', [null, undefined], false],
    ['compare', [Number.NaN, Number.NaN], true],
  ])('%s(%j) = %j', (name, args, expected) => {
    expect(h[name]?.(...args)).toEqual(expected);
  });

  it('does not change the object it is given', () => {
    const input = { a: 1 };
    h.setKeyValue?.(input, 'b', 2);
    h.omit?.(input, 'a');
    expect(input).toEqual({ a: 1 });
  });

  it('stores "__proto__" as a plain key, never as a prototype', () => {
    const created = h.createObject?.('__proto__', { polluted: true }) as Record<string, unknown>;
    expect(Object.getPrototypeOf(created)).toBe(Object.prototype);
    expect(Object.keys(created)).toEqual(['__proto__']);
    const set = h.setKeyValue?.({}, '__proto__', { polluted: true }) as Record<string, unknown>;
    expect(Object.getPrototypeOf(set)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  const objectHelpers = ['pick', 'omit', 'keys', 'values', 'objectToArray', 'getKeyValue', 'setKeyValue'];
  const notObjects: unknown[] = [null, undefined, [1], 'text', 3, false];
  it.each(objectHelpers.flatMap((name) => notObjects.map((value) => [name, value] as const)))(
    '%s(%j) says "First parameter must be an object"',
    (name, value) => {
      const error = captureError(() => h[name]?.(value, 'a', 1));
      expect(error.message).toBe('First parameter must be an object');
      expect(error.code).toBe('FORMULA_HELPER');
    },
  );

  it.each([[null], [''], [{}], [[1]]])('createObject refuses the key %j', (key) => {
    expect(captureError(() => h.createObject?.(key, 1)).message).toMatch(/is an invalid key$/);
  });
});
