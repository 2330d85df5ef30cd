/** Text link ids: accepted only when longer than 4 characters and safe as an id and a fragment. */
import { describe, expect, it } from 'vitest';
import { MIN_LINK_ID_LENGTH, textLinkId } from './text-link-id';

describe('textLinkId', () => {
  it('accepts ids longer than 4 characters', () => {
    expect(MIN_LINK_ID_LENGTH).toBe(5);
    expect(textLinkId('intro')).toBe('intro');
    expect(textLinkId(' pricing-table ')).toBe('pricing-table');
  });
  it.each(['', 'a', 'abcd', ' abc ', '1abcde', 'has space', 'quote"d', 'x<y>z1', 42, null, undefined])('refuses %j', (value) => {
    expect(textLinkId(value)).toBeUndefined();
  });
});
