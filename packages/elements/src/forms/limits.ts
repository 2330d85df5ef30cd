/**
 * The numeric limits of the form elements (seed 001 §5 and §9) as plain constants. Element definitions read their
 * defaults from here and sit in the page entry, so this module holds no functions; the clamping is in `ranges.ts`.
 */

export interface NumberRange {
  min: number;
  max: number;
  default: number;
}

/** Form input, select and form container limits. Delays are in milliseconds. */
export const FORM_RANGES = {
  min: { min: 0, max: 100, default: 0 },
  max: { min: 0, max: 10000, default: 10000 },
  step: { min: 1, max: 100, default: 1 },
  rows: { min: 1, max: 25, default: 4 },
  debounceDelay: { min: 1, max: 5000, default: 500 },
  selectLimit: { min: 10, max: 50, default: 20 },
  currencyDecimals: { min: 0, max: 10, default: 2 },
} as const satisfies Record<string, NumberRange>;
