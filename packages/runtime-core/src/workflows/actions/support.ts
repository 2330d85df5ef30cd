/** Small helpers shared by the action handlers. */
import { unwrapCollection } from '@kit/formula';
import { workflowActionError } from '../action-messages';
import type { ActionMessageCode } from '../action-messages';

export function fail(code: ActionMessageCode, details?: Record<string, unknown>, cause?: unknown): never {
  throw workflowActionError(code, details, cause);
}

/** True for undefined, null and the empty text (an unset action setting). */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/** Page ids may be given as a page object. */
export function idOf(value: unknown): unknown {
  return typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value;
}

/** An array, or a collection's rows; undefined for anything else. */
export function itemsOf(value: unknown): unknown[] | undefined {
  const data = unwrapCollection(value);
  return Array.isArray(data) ? data : undefined;
}
