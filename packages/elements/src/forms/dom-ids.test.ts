/** Field DOM ids: the uid alone, or with the repeat index inside a repeated parent. */
import { describe, expect, it } from 'vitest';
import { fieldIdBase } from './dom-ids';

describe('fieldIdBase', () => {
  it('uses the uid outside repeats and adds the item index inside one', () => {
    expect(fieldIdBase('email', undefined)).toBe('email');
    expect(fieldIdBase('email', { context: {} })).toBe('email');
    expect(fieldIdBase('email', { context: { item: { data: {}, index: 3, repeatIndex: 3 } } })).toBe('email-3');
  });
});
