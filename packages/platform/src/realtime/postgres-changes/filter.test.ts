import { describe, expect, it } from 'vitest';
import { RealtimeError } from '../errors';
import { matchesFilter, parseFilter, type TypedCondition } from './filter';

const typed = (filter: string, comparison: TypedCondition['comparison'], values?: unknown[]): TypedCondition[] =>
  parseFilter(filter).map((c) => ({ ...c, comparison, typed: values ?? c.values }));

describe('postgres_changes filters', () => {
  it('parses operators, in-lists with quotes, escaped commas, negation and null tests', () => {
    expect(parseFilter('id=eq.1')).toEqual([{ column: 'id', op: 'eq', negated: false, values: ['1'] }]);
    expect(parseFilter('name=in.(a,"b,c"),area=eq.Oslo\\, Norway')).toEqual([
      { column: 'name', op: 'in', negated: false, values: ['a', 'b,c'] },
      { column: 'area', op: 'eq', negated: false, values: ['Oslo, Norway'] },
    ]);
    expect(parseFilter('price=gt.2.5')[0]?.values).toEqual(['2.5']);
    expect(parseFilter('status=not.in.(a,b)')[0]).toMatchObject({ op: 'in', negated: true });
    expect(parseFilter('x=is.null,y=not.is.null').map((c) => c.op)).toEqual(['isnull', 'notnull']);
    expect(parseFilter(undefined)).toEqual([]);
  });

  it('refuses what it cannot parse', () => {
    for (const bad of ['id', 'id=like.x', 'id=in.1,2', `id=in.(${Array.from({ length: 101 }, (_, i) => i).join(',')})`]) {
      expect(() => parseFilter(bad)).toThrow(RealtimeError);
    }
  });

  it.each([
    ['qty=eq.10', 10, true],
    ['qty=eq.10', 11, false],
    ['qty=neq.10', 11, true],
    ['qty=lt.10', 9, true],
    ['qty=lte.10', 10, true],
    ['qty=gt.10', 10, false],
    ['qty=gte.10', 10, true],
    ['qty=in.(1,10)', 10, true],
    ['qty=eq.10', null, false],
  ] as const)('%s on %s is %s (numbers compare as numbers)', (filter, value, expected) => {
    const conditions = typed(filter, 'number', parseFilter(filter)[0]?.values.map(Number));
    expect(matchesFilter(conditions, { qty: value })).toBe(expected);
  });

  it('compares timestamps with time zones as instants', () => {
    const conditions = typed('at=eq.x', 'timestamp', ['2024-01-01T10:00:00+00:00']);
    expect(matchesFilter(conditions, { at: '2024-01-01T12:00:00+02:00' })).toBe(true);
  });

  it('lets a row without the filtered column through, as Supabase does for delete identities', () => {
    expect(matchesFilter(typed('body=eq.x', 'text'), { id: 1 })).toBe(true);
  });
});
