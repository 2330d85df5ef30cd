// Unit tests of or/and logic trees.
import { describe, expect, it } from 'vitest';
import { RestError } from '../errors';
import { parseLogic } from './parse-logic';

const eq = (name: string, value: string) => ({
  kind: 'filter',
  filter: { field: { name, path: [] }, expr: { negated: false, operation: { kind: 'quant', op: 'eq', value } } },
});

describe('parseLogic', () => {
  it('reads or trees with nested and, not and quoted values', () => {
    expect(parseLogic('or', '(a.eq.1,and(b.eq.2,c.eq."x,y"),not.or(d.eq.3))')).toEqual({
      path: [],
      tree: {
        kind: 'expr',
        negated: false,
        operator: 'or',
        children: [
          eq('a', '1'),
          { kind: 'expr', negated: false, operator: 'and', children: [eq('b', '2'), eq('c', 'x,y')] },
          { kind: 'expr', negated: true, operator: 'or', children: [eq('d', '3')] },
        ],
      },
    });
  });

  it('reads embed paths and negation in the key', () => {
    const parsed = parseLogic('rel.not.and', '(a.eq.1)');
    expect(parsed.path).toEqual(['rel']);
    expect(parsed.tree).toMatchObject({ kind: 'expr', negated: true, operator: 'and' });
  });

  it('keeps {…} arrays whole inside trees', () => {
    const parsed = parseLogic('or', '(tags.cs.{a,b},id.in.(1,2))');
    expect(parsed.tree).toMatchObject({
      children: [
        { filter: { expr: { operation: { kind: 'simple', op: 'cs', value: '{a,b}' } } } },
        { filter: { expr: { operation: { kind: 'in', values: ['1', '2'] } } } },
      ],
    });
  });

  it.each(['()', '(a.eq.1', '(a.eq.1))', '(a.eq.1,xor(b.eq.2))', '(id.in.1,2)'])('rejects %j with PGRST100', (value) => {
    expect(() => parseLogic('or', value)).toThrow(RestError);
  });

  it('limits nesting depth', () => {
    const deep = `(${'and('.repeat(40)}a.eq.1${')'.repeat(40)})`;
    expect(() => parseLogic('or', deep, 32)).toThrow(RestError);
  });
});
