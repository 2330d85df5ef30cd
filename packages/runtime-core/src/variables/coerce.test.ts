/** The typed update rules of variables (seed §5), table-driven. */
import { describe, expect, it } from 'vitest';
import { VariableError } from '../errors';
import { coerceVariableValue } from './coerce';
import type { VariableType } from './types';

describe('typed variable updates', () => {
  it.each<[VariableType, unknown, unknown]>([
    ['boolean', true, true],
    ['boolean', false, false],
    ['boolean', 'true', true],
    ['boolean', 'false', false],
    ['boolean', null, null],
    ['boolean', undefined, null],
    ['string', 'text', 'text'],
    ['string', 12, '12'],
    ['string', true, 'true'],
    ['string', '', ''],
    ['query', 'q', 'q'],
    ['query', 3, '3'],
    ['number', 4, 4],
    ['number', '4.5', 4.5],
    ['number', '12px', 12],
    ['number', 'abc', null],
    ['number', '', null],
    ['number', Number.NaN, null],
    ['number', true, null],
    ['number', null, null],
    ['array', [1, 2], [1, 2]],
    ['array', '[1,"a"]', [1, 'a']],
    ['array', 'not json', []],
    ['array', '{"a":1}', []],
    ['array', null, null],
    ['object', { a: 1 }, { a: 1 }],
    ['object', '{"a":1}', { a: 1 }],
    ['object', 'not json', {}],
    ['object', '[1]', {}],
    ['object', '"text"', {}],
    ['any', { x: [1] }, { x: [1] }],
  ])('%s ← %j stores %j', (type, value, expected) => {
    expect(coerceVariableValue(type, value)).toEqual(expected);
  });

  it.each<[VariableType, unknown, string]>([
    ['boolean', 'yes', 'value must be a boolean'],
    ['boolean', 1, 'value must be a boolean'],
    ['boolean', 'TRUE', 'value must be a boolean'],
    ['boolean', {}, 'value must be a boolean'],
    ['string', { a: 1 }, 'value must be a string'],
    ['string', ['a'], 'value must be a string'],
    ['query', { a: 1 }, 'value must be a string'],
    ['array', { a: 1 }, 'value must be an array'],
    ['array', 3, 'value must be an array'],
    ['object', [1], 'value must be an object'],
    ['object', 5, 'value must be an object'],
  ])('%s ← %j is refused with %j', (type, value, message) => {
    let error: unknown;
    try {
      coerceVariableValue(type, value);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(VariableError);
    expect((error as VariableError).message).toBe(message);
    expect((error as VariableError).toJSON()).toMatchObject({ name: 'VariableError', message });
  });
});
