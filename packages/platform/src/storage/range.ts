// Parses a `Range: bytes=…` header against an object's size, as the storage server does (one range, 416 otherwise).
import type { ByteRange } from './backend';
import { storageErrors } from './errors';

export function parseRange(header: string, size: number): ByteRange {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || size <= 0) throw storageErrors.invalidRange();
  const [, startText = '', endText = ''] = match;
  if (startText === '' && endText === '') throw storageErrors.invalidRange();
  if (startText === '') {
    const suffix = Number(endText);
    if (!Number.isSafeInteger(suffix) || suffix <= 0) throw storageErrors.invalidRange();
    return { start: Math.max(size - suffix, 0), end: size - 1 };
  }
  const start = Number(startText);
  const end = endText === '' ? size - 1 : Number(endText);
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || end < start || start >= size) {
    throw storageErrors.invalidRange();
  }
  return { start, end: Math.min(end, size - 1) };
}
