/**
 * Key/value lists of REST requests (data, headers, queries): arrays of `{ key, value }` read into an
 * object. Invalid items are skipped with a warning; a value that is not a list fails with
 * 'Failed to process {kind}: {message}'.
 */
import { isObjectLike } from '@kit/formula';
import type { Logger } from '../adapters/logger';
import { RuntimeCoreError } from '../errors';
import { restListFailedMessage } from './messages';

export type KeyValueKind = 'data' | 'headers' | 'queries';

export function processKeyValues(kind: KeyValueKind, list: unknown, logger?: Logger): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  if (list === undefined || list === null || list === '') return result;
  try {
    if (!Array.isArray(list)) throw new TypeError(`${kind} must be a list of key/value items`);
    list.forEach((item, index) => {
      if (!isObjectLike(item) || typeof item.key !== 'string' || item.key.trim() === '') {
        logger?.log('warn', `Invalid ${kind} item skipped`, { index, item });
        return;
      }
      Object.defineProperty(result, item.key, { value: item.value, enumerable: true, writable: true, configurable: true });
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new RuntimeCoreError('REST_INVALID_LIST', restListFailedMessage(kind, message), { details: { kind }, cause: error });
  }
  return result;
}

/** Header values as texts (objects as JSON). */
export function toHeaders(values: Record<string, unknown>): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    headers[key.toLowerCase()] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  return headers;
}
