/** Math helpers: sum, average, round, rollupSum, toNumber. */
import { getByPath } from '../path';
import type { PathInput } from '../path';
import { unwrapCollection } from '../values';
import { requireArray } from './guards';

function numbersOf(first: unknown, rest: unknown[]): unknown[] {
  const data = unwrapCollection(first);
  return Array.isArray(data) ? data : [first, ...rest];
}

export const mathHelpers = {
  /** sum(array) or sum(a, b, …). */
  sum(first: unknown, ...rest: unknown[]): unknown {
    return numbersOf(first, rest).reduce((total: unknown, value) => (total as number) + (value as number), 0);
  },
  /** average(array) or average(a, b, …); the average of nothing is 0. */
  average(first: unknown, ...rest: unknown[]): number {
    const values = numbersOf(first, rest);
    if (values.length === 0) return 0;
    return (values.reduce((total: unknown, value) => (total as number) + (value as number), 0) as number) / values.length;
  },
  round(value: unknown, precision: unknown = 0): number {
    const multiplier = 10 ** Number(precision);
    return Math.round(Number(value) * multiplier) / multiplier;
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
