/**
 * Clamping that keeps a form setting inside its limits (`limits.ts`): a value outside its range is pulled to the
 * nearest bound, an unreadable one falls back to the default.
 */
import { FORM_RANGES } from './limits';
import type { NumberRange } from './limits';

/** Decimal precisions a decimal input offers (0.1 down to 0.00000001); 0.1 by default. */
export const PRECISIONS = [0.1, 0.01, 0.001, 0.0001, 0.00001, 0.000001, 0.0000001, 0.00000001] as const;
export const DEFAULT_PRECISION = 0.1;

/** Time input precisions in seconds (hours, minutes, seconds, tenths); 1 by default. */
export const TIME_PRECISIONS = [3600, 60, 1, 0.1] as const;

/** Reads a number from a setting: numbers, numeric text, and durations written like '500ms'. */
export function readNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const match = /^\s*(-?\d+(?:\.\d+)?)\s*(ms)?\s*$/.exec(value);
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

/** The setting's value inside `range`; the default when it is missing or not a number. */
export function clampSetting(value: unknown, range: NumberRange): number {
  const read = readNumber(value);
  if (read === undefined) return range.default;
  return Math.min(range.max, Math.max(range.min, read));
}

/** One of the offered precisions (0.1 when the value is not one of them, e.g. '0.3'). */
export function readPrecision(value: unknown): number {
  const read = readNumber(value);
  return PRECISIONS.find((precision) => precision === read) ?? DEFAULT_PRECISION;
}

/** Digits after the decimal point of a precision (0.01 → 2). */
export function precisionDigits(precision: number): number {
  return Math.max(0, Math.round(-Math.log10(precision)));
}

/**
 * The step of a number or decimal input. Number: 1 to 100. Decimal: a multiple of the precision, at most ten times
 * it (precision 0.1 → 0.1 to 1), rounded to the precision's digits so 0.30000000000000004 never shows.
 */
export function clampStep(value: unknown, type: string, precision: number): number {
  if (type !== 'decimal') return Math.round(clampSetting(value, FORM_RANGES.step));
  const read = readNumber(value) ?? FORM_RANGES.step.default;
  const clamped = Math.min(precision * 10, Math.max(precision, read));
  return Number(clamped.toFixed(precisionDigits(precision)));
}

/** The time input's `step` attribute (seconds); 1 when the setting is not one of 3600, 60, 1, 0.1. */
export function readTimePrecision(value: unknown): number {
  const read = readNumber(value);
  return TIME_PRECISIONS.find((precision) => precision === read) ?? 1;
}
