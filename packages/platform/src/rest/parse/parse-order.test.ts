// Unit tests of the `order=` grammar and its PGRST100 positions.
import { describe, expect, it } from 'vitest';
import { RestError } from '../errors';
import { parseOrder } from './parse-order';

describe('parseOrder', () => {
  it('reads directions, nulls and related terms', () => {
    expect(parseOrder('name.desc.nullsfirst,data->k.asc,rel(col).desc,id')).toEqual([
      { field: { name: 'name', path: [] }, direction: 'desc', nulls: 'first' },
      { field: { name: 'data', path: [{ arrow: '->', key: 'k', index: false }] }, direction: 'asc' },
      { relation: 'rel', field: { name: 'col', path: [] }, direction: 'desc' },
      { field: { name: 'id', path: [] } },
    ]);
  });

  it.each([
    ['id.ac', '"failed to parse order (id.ac)" (line 1, column 4)'],
    ['id.asc.nulls', '"failed to parse order (id.asc.nulls)" (line 1, column 8)'],
    ['id.descc', '"failed to parse order (id.descc)" (line 1, column 8)'],
  ])('rejects %j', (text, message) => {
    try {
      parseOrder(text);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(RestError);
      expect((error as RestError).message).toBe(message);
    }
  });
});
