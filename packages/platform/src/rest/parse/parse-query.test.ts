// Unit tests of query-string splitting and parameter sorting.
import { describe, expect, it } from 'vitest';
import { parseQuery } from './parse-query';
import { parseQueryString } from './query-string';

describe('parseQueryString', () => {
  it('decodes + as space and keeps repeated keys in order', () => {
    expect(parseQueryString('a=b+c&a=%28x%29&bare&bad=%zz')).toEqual([
      ['a', 'b c'],
      ['a', '(x)'],
      ['bare', undefined],
      ['bad', '%zz'],
    ]);
  });
});

describe('parseQuery', () => {
  it('sorts parameters into select, filters, logic, order, ranges, columns and on_conflict', () => {
    const q = parseQuery(
      parseQueryString(
        'select=id,rel(x)&id=eq.1&rel.x=gt.2&or=(a.eq.1,b.eq.2)&order=id.desc&rel.order=x&limit=5&offset=10&rel.limit=2&columns=a,b&on_conflict=a&apikey=k',
      ),
    );
    expect(q.select).toHaveLength(2);
    expect(q.filters.map((f) => [f.path, f.filter.field.name])).toEqual([
      [[], 'id'],
      [['rel'], 'x'],
    ]);
    expect(q.logic).toHaveLength(1);
    expect(q.order.map((o) => o.path)).toEqual([[], ['rel']]);
    expect([...q.ranges]).toEqual([
      ['', { offset: 10, limit: 5 }],
      ['rel', { offset: 0, limit: 2 }],
    ]);
    expect(q.columns).toEqual(['a', 'b']);
    expect(q.onConflict).toEqual(['a']);
  });

  it('treats parameters without an operator as rpc arguments on rpc reads', () => {
    const q = parseQuery(parseQueryString('a=1&b=eq.2'), { rpcRead: true });
    expect(q.rpcArgs).toEqual([['a', '1']]);
    expect(q.filters).toHaveLength(1);
  });
});
