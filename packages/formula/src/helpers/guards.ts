/** Argument checks shared by the helpers; each failure throws the verbatim helper message. */
import { helperError } from '../errors';
import { unwrapCollection } from '../helper-values';
import { isObjectLike } from '../values';
import { HELPER_MESSAGES } from './messages';

export function requireArray(value: unknown, message: string = HELPER_MESSAGES.firstArray): unknown[] {
  const data = unwrapCollection(value);
  if (!Array.isArray(data)) throw helperError(message);
  return data;
}

export function requireObject(value: unknown): Record<string, unknown> {
  if (!isObjectLike(value)) throw helperError(HELPER_MESSAGES.firstObject);
  return value;
}

/** A non-empty text (the original refuses '' for most text helpers). */
export function requireText(value: unknown): string {
  if (!value || typeof value !== 'string') throw helperError(HELPER_MESSAGES.firstText);
  return value;
}

export function requireInteger(value: unknown, message: string = HELPER_MESSAGES.secondNumber): number {
  const parsed = Number.parseInt(String(value), 10);
  if (Number.isNaN(parsed)) throw helperError(message);
  return parsed;
}
