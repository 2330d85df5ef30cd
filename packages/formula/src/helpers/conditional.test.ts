/** Table tests of the conditional helpers. */
import { describe, expect, it } from 'vitest';
import { defaultHelpers } from './library';

const h = defaultHelpers as Record<string, (...args: unknown[]) => unknown>;

describe('conditional helpers', () => {
  it.each([
    ['if', [true, 'a', 'b'], 'a'],
    ['if', [0, 'a', 'b'], 'b'],
    ['if', ['', 'a', 'b'], 'b'],
    ['if', [null, 'a'], undefined],
    ['ifEmpty', [undefined, 'fallback'], 'fallback'],
    ['ifEmpty', [null, 'fallback'], 'fallback'],
    ['ifEmpty', ['', 'fallback'], 'fallback'],
    ['ifEmpty', [[], 'fallback'], 'fallback'],
    ['ifEmpty', [{}, 'fallback'], 'fallback'],
    ['ifEmpty', [0, 'fallback'], 0],
    ['ifEmpty', [false, 'fallback'], false],
    ['ifEmpty', ['x', 'fallback'], 'x'],
    ['ifEmpty', ['x', 'fallback', 'not empty'], 'not empty'],
    ['not', [true], false],
    ['not', [0], true],
    ['not', [null], true],
    ['switch', ['b', 'a', 1, 'b', 2], 2],
    ['switch', ['z', 'a', 1, 'b', 2], undefined],
    ['switch', ['z', 'a', 1, 'b', 2, 'default'], 'default'],
    ['switch', ['1', 1, 'number', '1', 'text'], 'text'],
    ['switch', [null, null, 'nothing', 'other'], 'nothing'],
    ['switch', ['x'], undefined],
    ['toBool', [1], true],
    ['toBool', [''], false],
    ['toBool', [[]], true],
    ['toBool', [null], false],
  ])('%s(%j) = %j', (name, args, expected) => {
    expect(h[name]?.(...args)).toEqual(expected);
  });
});
