/** Number display formatting: the seed's defaults (currency USD, 2 decimals, thousands separator), styles, fallbacks. */
import { describe, expect, it } from 'vitest';
import { formatNumber } from './format-number';
import { NUMBER_DEFAULTS } from './settings';

describe('formatNumber', () => {
  it('formats as US dollars with 2 decimals and a thousands separator by default', () => {
    expect(NUMBER_DEFAULTS).toMatchObject({ style: 'currency', currency: 'USD', decimals: 2, thousandsSeparator: true });
    expect(formatNumber(1234567.891)).toBe('$1,234,567.89');
    expect(formatNumber('42')).toBe('$42.00');
  });

  it('formats decimals and percents, with or without grouping', () => {
    expect(formatNumber(1234.5, { ...NUMBER_DEFAULTS, style: 'decimal', decimals: 1 })).toBe('1,234.5');
    expect(formatNumber(1234.5, { ...NUMBER_DEFAULTS, style: 'decimal', thousandsSeparator: false })).toBe('1234.50');
    expect(formatNumber(0.256, { ...NUMBER_DEFAULTS, style: 'percent', decimals: 1 })).toBe('25.6%');
    expect(formatNumber(9.5, { ...NUMBER_DEFAULTS, currency: 'EUR', locale: 'de-DE' })).toBe('9,50\u00a0€');
  });

  it('shows nothing for non-numbers and falls back to a decimal for an unknown currency', () => {
    expect(formatNumber('abc')).toBe('');
    expect(formatNumber(null)).toBe('');
    expect(formatNumber(Number.NaN)).toBe('');
    expect(formatNumber(5, { ...NUMBER_DEFAULTS, currency: 'NOT-A-CODE' })).toBe('5.00');
  });
});
