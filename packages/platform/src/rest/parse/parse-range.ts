// The `Range: items=lower-upper` header, combined with limit/offset into the top-level range.
import { invalidRange } from '../pgrst-errors';
import type { RangeRequest } from './ast';

/** `0-9` or `10-`; anything else means "everything", as in PostgREST. */
export function parseRangeHeader(header: string | undefined): RangeRequest | undefined {
  if (!header) return undefined;
  const match = /^(?:items=)?([0-9]{1,15})-([0-9]{0,15})$/.exec(header.trim());
  if (!match) return undefined;
  const lower = Number(match[1]);
  if (match[2] === '') return { offset: lower };
  const upper = Number(match[2]);
  if (lower > upper) throw invalidRange('The lower boundary must be lower than or equal to the upper boundary in the Range header.');
  return { offset: lower, limit: upper - lower + 1 };
}

/** The intersection of two ranges. */
export function intersectRanges(a: RangeRequest | undefined, b: RangeRequest | undefined): RangeRequest {
  if (!a) return b ?? { offset: 0 };
  if (!b) return a;
  const offset = Math.max(a.offset, b.offset);
  const ends = [a, b].filter((r) => r.limit !== undefined).map((r) => r.offset + (r.limit as number));
  if (ends.length === 0) return { offset };
  return { offset, limit: Math.max(0, Math.min(...ends) - offset) };
}
