// Unit tests of Prefer, Accept and Range handling.
import { describe, expect, it } from 'vitest';
import { RestError } from '../errors';
import { contentTypeOf, negotiateMedia } from './parse-accept';
import { parsePrefer, preferenceApplied } from './parse-prefer';
import { intersectRanges, parseRangeHeader } from './parse-range';

describe('parsePrefer', () => {
  it('reads several headers and comma lists, first value winning', () => {
    expect(parsePrefer(['return=representation, count=exact', 'count=planned,tx=rollback', 'max-affected=5', 'odd'])).toEqual({
      representation: 'full',
      count: 'exact',
      transaction: 'rollback',
      maxAffected: 5,
      invalid: ['odd'],
    });
  });

  it('throws PGRST122 for invalid preferences under handling=strict', () => {
    expect(() => parsePrefer(['handling=strict, nope'])).toThrow(RestError);
  });

  it('writes Preference-Applied in PostgREST order', () => {
    expect(preferenceApplied({ count: 'exact', resolution: 'merge-duplicates', representation: 'full', missing: 'default' })).toBe(
      'resolution=merge-duplicates, missing=default, return=representation, count=exact',
    );
  });
});

describe('negotiateMedia', () => {
  it.each([
    [undefined, { kind: 'json', stripNulls: false }],
    ['*/*', { kind: 'json', stripNulls: false }],
    ['application/vnd.pgrst.object+json', { kind: 'object', stripNulls: false }],
    ['application/vnd.pgrst.object+json;nulls=stripped', { kind: 'object', stripNulls: true }],
    ['application/vnd.pgrst.array+json;nulls=stripped', { kind: 'json', stripNulls: true }],
    ['text/html;q=0.9, text/csv', { kind: 'csv', stripNulls: false }],
  ])('%s', (accept, media) => {
    expect(negotiateMedia(accept)).toEqual(media);
  });

  it('throws PGRST107 when nothing fits', () => {
    expect(() => negotiateMedia('application/xml')).toThrow('None of these media types are available: application/xml');
  });

  it('names the content type', () => {
    expect(contentTypeOf({ kind: 'object', stripNulls: false })).toBe('application/vnd.pgrst.object+json; charset=utf-8');
  });
});

describe('ranges', () => {
  it('parses Range headers and ignores what is not one', () => {
    expect(parseRangeHeader('0-9')).toEqual({ offset: 0, limit: 10 });
    expect(parseRangeHeader('items=5-')).toEqual({ offset: 5 });
    expect(parseRangeHeader('bytes')).toBeUndefined();
    expect(() => parseRangeHeader('9-1')).toThrow(RestError);
  });

  it('intersects limit/offset with the header', () => {
    expect(intersectRanges({ offset: 2, limit: 10 }, { offset: 0, limit: 5 })).toEqual({ offset: 2, limit: 3 });
    expect(intersectRanges(undefined, undefined)).toEqual({ offset: 0 });
  });
});
