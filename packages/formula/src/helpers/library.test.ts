/** The helper library holds every helper of the issue and the deprecated aliases. */
import { describe, expect, it, vi } from 'vitest';
import { createHelperLibrary, defaultHelpers } from './library';

/** Every helper the issue names, plus the date helpers. */
const REQUIRED = [
  'if',
  'ifEmpty',
  'not',
  'switch',
  'sum',
  'average',
  'round',
  'rollupSum',
  'toNumber',
  'slice',
  'merge',
  'map',
  'sort',
  'groupBy',
  'filterByKey',
  'lookup',
  'lookupArray',
  'distinct',
  'remove',
  'rollup',
  'add',
  'prepend',
  'removeByKey',
  'removeByIndex',
  'findIndex',
  'findIndexByKey',
  'getByIndex',
  'join',
  'flat',
  'reverse',
  'length',
  'pick',
  'omit',
  'keys',
  'values',
  'objectToArray',
  'getKeyValue',
  'setKeyValue',
  'createObject',
  'compare',
  'concatenate',
  'split',
  'lowercase',
  'uppercase',
  'capitalize',
  'indexOf',
  'subText',
  'textLength',
  'trim',
  'toText',
  'sanitize',
  'translate',
  'isEmail',
  'matchAnyRoles',
  'matchAllRoles',
  'toBool',
  'formatDate',
  'formatDateTimezone',
  'addDays',
  'addMonths',
  'compareDate',
  'convertDateTimezone',
  'fromTime',
];

describe('helper library', () => {
  it.each(REQUIRED)('provides %s', (name) => {
    expect(typeof (defaultHelpers as Record<string, unknown>)[name]).toBe('function');
  });

  it.each([
    ['ifempty', [null, 'x'], 'x', 'ifEmpty'],
    ['lower', ['AB'], 'ab', 'lowercase'],
    ['rollupCount', [[{ a: 2 }], 'a'], 2, 'rollupSum'],
    ['getByKey', [{ a: 1 }, 'a'], 1, 'getKeyValue'],
    ['setByKey', [{}, 'a', 1], { a: 1 }, 'setKeyValue'],
    ['toObject', ['a', 1], { a: 1 }, 'createObject'],
    ['toList', [1, 2], [1, 2], 'createArray'],
  ])('deprecated %s warns and forwards', (name, args, expected, replacement) => {
    const warn = vi.fn();
    const helpers = createHelperLibrary({ warn }) as Record<string, (...a: unknown[]) => unknown>;
    expect(helpers[name]?.(...args)).toEqual(expected);
    expect(warn).toHaveBeenCalledWith(`${name} is deprecated. Please use ${replacement} instead`);
  });

  it('is frozen', () => {
    expect(Object.isFrozen(defaultHelpers)).toBe(true);
  });
});
