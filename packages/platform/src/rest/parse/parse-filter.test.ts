// Unit tests of filter operator expressions and tree paths.
import { describe, expect, it } from 'vitest';
import { RestError } from '../errors';
import { parseFilterValue, treePath } from './parse-filter';

describe('parseFilterValue', () => {
  it.each([
    ['eq.5', { negated: false, operation: { kind: 'quant', op: 'eq', value: '5' } }],
    ['not.ilike.*a.b*', { negated: true, operation: { kind: 'quant', op: 'ilike', value: '*a.b*' } }],
    ['like(any).{a*,b*}', { negated: false, operation: { kind: 'quant', op: 'like', quantifier: 'any', value: '{a*,b*}' } }],
    ['gte.10', { negated: false, operation: { kind: 'quant', op: 'gte', value: '10' } }],
    ['neq.x', { negated: false, operation: { kind: 'simple', op: 'neq', value: 'x' } }],
    ['cs.{a,b}', { negated: false, operation: { kind: 'simple', op: 'cs', value: '{a,b}' } }],
    ['adj.[1,2)', { negated: false, operation: { kind: 'simple', op: 'adj', value: '[1,2)' } }],
    ['in.(1,"a,b",c d)', { negated: false, operation: { kind: 'in', values: ['1', 'a,b', 'c d'] } }],
    ['is.NULL', { negated: false, operation: { kind: 'is', value: 'null' } }],
    ['is.not_null', { negated: false, operation: { kind: 'is', value: 'not_null' } }],
    ['isdistinct.3', { negated: false, operation: { kind: 'isdistinct', value: '3' } }],
    ['wfts(english).a b', { negated: false, operation: { kind: 'fts', op: 'wfts', config: 'english', value: 'a b' } }],
    ['fts.x', { negated: false, operation: { kind: 'fts', op: 'fts', value: 'x' } }],
    ['eq.', { negated: false, operation: { kind: 'quant', op: 'eq', value: '' } }],
  ])('%s', (text, expected) => {
    expect(parseFilterValue(text)).toEqual(expected);
  });

  it.each(['equals.1', 'in.1,2', 'is.maybe', 'fts().x', 'eq', 'not.', ''])('rejects %j with PGRST100', (text) => {
    expect(() => parseFilterValue(text)).toThrow(RestError);
  });

  it('words errors as PostgREST does', () => {
    try {
      parseFilterValue('val');
      expect.unreachable();
    } catch (error) {
      expect((error as RestError).toJSON()).toEqual({
        code: 'PGRST100',
        message: '"failed to parse filter (val)" (line 1, column 1)',
        details: 'unexpected "v" expecting "not" or operator (eq, gt, ...)',
        hint: null,
      });
    }
  });
});

describe('treePath', () => {
  it('splits embed path, column and JSON path', () => {
    expect(treePath('a.b.data->x->>y')).toEqual({
      path: ['a', 'b'],
      field: {
        name: 'data',
        path: [
          { arrow: '->', key: 'x', index: false },
          { arrow: '->>', key: 'y', index: false },
        ],
      },
    });
  });
});
