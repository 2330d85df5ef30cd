import { describe, expect, it } from 'vitest';
import { parseRange } from './range';

describe('parseRange', () => {
  it.each([
    ['bytes=0-9', { start: 0, end: 9 }],
    ['bytes=10-', { start: 10, end: 99 }],
    ['bytes=-10', { start: 90, end: 99 }],
    ['bytes=-500', { start: 0, end: 99 }],
    ['bytes=95-200', { start: 95, end: 99 }],
  ])('%s of 100 bytes', (header, expected) => {
    expect(parseRange(header, 100)).toEqual(expected);
  });

  it.each(['bytes=100-', 'bytes=5-1', 'bytes=-', 'bytes=0-1,4-5', 'items=0-1', 'bytes=-0'])('refuses %s with 416', (header) => {
    expect(() => parseRange(header, 100)).toThrow(expect.objectContaining({ code: 'InvalidRange', httpStatus: 416 }));
  });

  it('refuses any range of an empty object', () => {
    expect(() => parseRange('bytes=0-', 0)).toThrow(expect.objectContaining({ code: 'InvalidRange' }));
  });
});
