/** Size limits that keep a formula from exhausting memory. */
import { FormulaError } from './errors';

/** Most elements an array built inside a formula may hold. */
export const MAX_ARRAY_LENGTH = 1_000_000;
/** Most characters a text built by a repeating or padding method may hold. */
export const MAX_TEXT_LENGTH = 10_000_000;

export function assertArrayLength(length: number): void {
  if (length > MAX_ARRAY_LENGTH) {
    throw new FormulaError('FORMULA_LIMIT', `Array is longer than ${MAX_ARRAY_LENGTH} items.`);
  }
}

export function assertTextLength(length: number): void {
  if (!(length <= MAX_TEXT_LENGTH)) {
    throw new FormulaError('FORMULA_LIMIT', `Text is longer than ${MAX_TEXT_LENGTH} characters.`);
  }
}
