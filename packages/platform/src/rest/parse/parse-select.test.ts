// Unit tests of the `select=` grammar.
import { describe, expect, it } from 'vitest';
import { RestError } from '../errors';
import { parseSelect } from './parse-select';

describe('parseSelect', () => {
  it('reads columns, aliases, casts and JSON paths', () => {
    expect(parseSelect('id,heading:title,pages::text,meta->size->>w,x:data->0')).toEqual([
      { kind: 'field', field: { name: 'id', path: [] } },
      { kind: 'field', field: { name: 'title', path: [] }, alias: 'heading' },
      { kind: 'field', field: { name: 'pages', path: [] }, cast: 'text' },
      {
        kind: 'field',
        field: {
          name: 'meta',
          path: [
            { arrow: '->', key: 'size', index: false },
            { arrow: '->>', key: 'w', index: false },
          ],
        },
      },
      { kind: 'field', field: { name: 'data', path: [{ arrow: '->', key: '+0', index: true }] }, alias: 'x' },
    ]);
  });

  it('reads star, count() and aggregates with casts', () => {
    expect(parseSelect('*,count(),total:amount.sum()::int,price::numeric.avg()')).toEqual([
      { kind: 'star' },
      { kind: 'count' },
      { kind: 'field', field: { name: 'amount', path: [] }, alias: 'total', aggregate: 'sum', aggregateCast: 'int' },
      { kind: 'field', field: { name: 'price', path: [] }, cast: 'numeric', aggregate: 'avg' },
    ]);
  });

  it('reads embeds with aliases, hints, join types and spreads, nested', () => {
    expect(parseSelect('a:rel!fk!inner(id,sub!left(*)),...other(name)')).toEqual([
      {
        kind: 'embed',
        relation: 'rel',
        alias: 'a',
        hint: 'fk',
        joinType: 'inner',
        spread: false,
        children: [
          { kind: 'field', field: { name: 'id', path: [] } },
          { kind: 'embed', relation: 'sub', joinType: 'left', spread: false, children: [{ kind: 'star' }] },
        ],
      },
      { kind: 'embed', relation: 'other', spread: true, children: [{ kind: 'field', field: { name: 'name', path: [] } }] },
    ]);
  });

  it('reads quoted names and dashes', () => {
    expect(parseSelect('"a,b":"odd name",my-col')).toEqual([
      { kind: 'field', field: { name: 'odd name', path: [] }, alias: 'a,b' },
      { kind: 'field', field: { name: 'my-col', path: [] } },
    ]);
  });

  it('allows an empty select', () => {
    expect(parseSelect('')).toEqual([]);
  });

  it.each(['id,', 'rel(id', 'id)', 'name!hint', 'a::', '*!x', 'data->'])('rejects %j with PGRST100', (text) => {
    expect(() => parseSelect(text)).toThrow(RestError);
    try {
      parseSelect(text);
    } catch (error) {
      expect((error as RestError).code).toBe('PGRST100');
      expect((error as RestError).message).toMatch(/^"failed to parse select parameter \(.*\)" \(line 1, column \d+\)$/);
    }
  });

  it('limits embedding depth', () => {
    const deep = `${'a('.repeat(20)}id${')'.repeat(20)}`;
    expect(() => parseSelect(deep, { maxDepth: 16 })).toThrow(RestError);
  });
});
