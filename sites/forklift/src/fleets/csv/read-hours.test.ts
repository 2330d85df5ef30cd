// Hour meters as spreadsheets and locales write them: thousands grouped by ',', '.', spaces or apostrophes, decimal
// points and decimal commas, a unit after the number; and what is not a number of hours.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readHours } from './read-hours';

describe('reading an hour meter', () => {
  it.each([
    ['8210', 8210],
    ['8,210', 8210],
    ['8 210', 8210],
    ['8\u202f210', 8210],
    ['8\u00a0210,5', 8210.5],
    ["8'210", 8210],
    ['8’210.5', 8210.5],
    ['8.210', 8210],
    ['8210,5', 8210.5],
    ['8210.5', 8210.5],
    ['8,210.5', 8210.5],
    ['8.210,5', 8210.5],
    ['1 234,567', 1234.567],
    ['12,5', 12.5],
    ['0,5', 0.5],
    ['0.125', 0.125],
    ['.5', 0.5],
    ['8210.', 8210],
    ['123,456', 123456],
    ['1,23,456.5', 123456.5],
    ['8210 h', 8210],
    ['8,210 hrs', 8210],
    ['8210h', 8210],
    ['8210 Std.', 8210],
    ['+12', 12],
    ['0', 0],
  ])('reads %j as %d', (written, value) => {
    expect(readHours(written)).toBe(value);
  });

  it.each(['', 'lots', '-5', '8,21,0', '82 10', '8.210.5,1', '1.2.3', '8,210.5.', "8'210,000.5 1", '1e5', ',', '8 210 5 h', 'h'])(
    'does not read %j',
    (written) => {
      expect(readHours(written)).toBeUndefined();
    },
  );

  it('reads back every hour meter to the tenth as the common locales write it, with or without grouping', () => {
    const locales = ['en-US', 'en-GB', 'de-DE', 'fr-FR', 'de-CH', 'es-ES', 'it-IT', 'sv-SE', 'pl-PL', 'nl-NL', 'pt-BR', 'en-IN', 'cs-CZ'];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999 }), fc.constantFrom(...locales), fc.boolean(), (tenths, locale, useGrouping) => {
        const value = tenths / 10;
        const written = new Intl.NumberFormat(locale, { maximumFractionDigits: 1, useGrouping }).format(value);
        expect(readHours(written)).toBe(value);
      }),
      { numRuns: 2000 },
    );
  });

  it('never reads anything but a finite number of at least zero', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('1', '0', ',', '.', ' ', "'", '-', 'h', 'x', 'e') }), (written) => {
        const value = readHours(written);
        if (value !== undefined) expect(Number.isFinite(value) && value >= 0).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});
