/** Currency formatting (shown while the field is not focused) and parsing back to a number. */
import { describe, expect, it } from 'vitest';
import { formatCurrency, parseCurrency } from './currency';

const european = { decimals: 2, thousandsSeparator: '.', decimalSeparator: ',' };

describe('currency', () => {
  it('formats with the default separators and two decimals', () => {
    expect(formatCurrency(1234567.5)).toBe('1,234,567.50');
    expect(formatCurrency(0)).toBe('0.00');
    expect(formatCurrency(-42.126)).toBe('-42.13');
    expect(formatCurrency(null)).toBe('');
    expect(formatCurrency('abc')).toBe('');
  });

  it('formats with custom separators and decimals', () => {
    expect(formatCurrency(1234.5, european)).toBe('1.234,50');
    expect(formatCurrency(1234.5, { decimals: 0, thousandsSeparator: ' ', decimalSeparator: '.' })).toBe('1 235');
    expect(formatCurrency(1234.5, { decimals: 3, thousandsSeparator: '', decimalSeparator: '.' })).toBe('1234.500');
  });

  it('parses typed text back to a number', () => {
    expect(parseCurrency('1,234.50')).toBe(1234.5);
    expect(parseCurrency('$ 99')).toBe(99);
    expect(parseCurrency('-3.456')).toBe(-3.46);
    expect(parseCurrency('1.234,5', european)).toBe(1234.5);
    expect(parseCurrency('')).toBeNull();
    expect(parseCurrency('abc')).toBeNull();
  });

  it('round-trips', () => {
    for (const value of [0.01, 12, 1000, 987654.32]) {
      expect(parseCurrency(formatCurrency(value, european), european)).toBe(value);
    }
  });
});
