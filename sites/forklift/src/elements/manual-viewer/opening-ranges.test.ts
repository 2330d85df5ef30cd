// The opening reads: whole chunks, the head sized by the page count, the tail from a chunk's start, one read for a
// small file — checked against the sample generator's longest manual's layout as web-optimize.ts writes it.
import { describe, expect, it } from 'vitest';
import { openingRanges } from './opening-ranges';

const CHUNK = 8 * 1024;

describe('opening ranges', () => {
  it('covers the page dictionaries and the cross-reference table of a 339-page manual', () => {
    // The sample's 339-page manual: page dictionaries and fonts end at 68,637; its table starts at 510,710 of 524,475.
    const plan = openingRanges(524_475, 339, CHUNK);
    expect(plan.head).toBeGreaterThanOrEqual(68_637);
    expect(plan.head % CHUNK).toBe(0);
    expect(plan.tailFrom).not.toBeNull();
    expect(plan.tailFrom!).toBeLessThanOrEqual(510_710);
    expect(plan.tailFrom! % CHUNK).toBe(0);
    // Together far less than the file.
    expect(plan.head + (524_475 - plan.tailFrom!)).toBeLessThan(524_475 * 0.2);
  });

  it('grows the head with the page count', () => {
    expect(openingRanges(10_000_000, 1000, CHUNK).head).toBeGreaterThan(openingRanges(10_000_000, 100, CHUNK).head);
  });

  it('reads a small file in one range', () => {
    expect(openingRanges(40_000, 12, CHUNK)).toEqual({ head: 40 * 1024, tailFrom: null });
    expect(openingRanges(109_895, 67, CHUNK).tailFrom).not.toBeNull();
  });

  it('reads only a head when the size is unknown', () => {
    const plan = openingRanges(0, 20, CHUNK);
    expect(plan.tailFrom).toBeNull();
    expect(plan.head).toBeGreaterThan(0);
  });
});
