/**
 * Math helpers: sum, average, round, rollupSum, toNumber. Where the seed gives no rule they do what a spreadsheet
 * user expects:
 * - `sum` and `average` add numbers and numeric texts as numbers (`sum(['1.5', 2])` is 3.5, never '1.52'); empty,
 *   null and non-numeric values are left out (of the average's count too);
 * - `round` rounds the decimal value as written, half away from zero (`round(1.005, 2)` is 1.01, `round(-2.5)` is
 *   -3), like a spreadsheet's ROUND, not the binary value's `Math.round` (which gives 1 and -2); a negative
 *   precision rounds to tens, hundreds…; a fractional precision is truncated.
 */
import { getByPath } from '../read-path';
import type { PathInput } from '../path';
import { unwrapCollection } from '../helper-values';
import { requireArray } from './guards';

function valuesOf(first: unknown, rest: unknown[]): unknown[] {
  const data = unwrapCollection(first);
  return Array.isArray(data) ? data : [first, ...rest];
}

/** A number, or a text that is one ('  2.5 ', '1e3'); undefined for anything else. */
function numericValue(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isNaN(value) ? undefined : value;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const parsed = Number(value.trim());
  return Number.isNaN(parsed) ? undefined : parsed;
}

function numbersOf(first: unknown, rest: unknown[]): number[] {
  return valuesOf(first, rest)
    .map(numericValue)
    .filter((value): value is number => value !== undefined);
}

/** `value × 10^exponent`, computed on the decimal text so no binary error creeps in. */
function shiftDecimal(value: number, exponent: number): number {
  const [mantissa, power = '0'] = String(value).split('e');
  return Number(`${mantissa}e${Number(power) + exponent}`);
}

function roundHalfAwayFromZero(value: number, digits: number): number {
  if (!Number.isFinite(value)) return value;
  const rounded = Math.round(shiftDecimal(Math.abs(value), digits));
  return Math.sign(value) * shiftDecimal(rounded, -digits);
}

export const mathHelpers = {
  /** sum(array) or sum(a, b, …): numbers and numeric texts added as numbers; other values left out. */
  sum(first: unknown, ...rest: unknown[]): number {
    return numbersOf(first, rest).reduce((total, value) => total + value, 0);
  },
  /** average(array) or average(a, b, …) of the numeric values; the average of nothing is 0. */
  average(first: unknown, ...rest: unknown[]): number {
    const values = numbersOf(first, rest);
    if (values.length === 0) return 0;
    return values.reduce((total, value) => total + value, 0) / values.length;
  },
  /** round(value, digits = 0): decimal rounding, half away from zero (`round(1.005, 2)` is 1.01). */
  round(value: unknown, precision: unknown = 0): number {
    const digits = Math.trunc(Number(precision));
    const number = typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : Number(value);
    if (Number.isNaN(digits)) return Number.NaN;
    return roundHalfAwayFromZero(number, digits);
  },
  /** Sum of the values at `key`, parsed as numbers; missing or falsy values are skipped. */
  rollupSum(array: unknown, key: PathInput): number {
    let total = 0;
    for (const item of requireArray(array)) {
      const value = item ? getByPath(item, key) : undefined;
      if (value) total += Number.parseFloat(String(value));
    }
    return total;
  },
  toNumber(value: unknown): number {
    return Number.parseFloat(String(value));
  },
};
