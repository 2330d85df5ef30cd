/** Range rules: free ranges, auto ranges of autoRange days, min/max ranges refusing too short and too long spans. */
import { describe, expect, it } from 'vitest';
import { dayCount, nextRange, refusalMessage } from './range-rules';
import type { RangeRules } from './range-rules';

const day = (date: number) => new Date(2026, 2, date);
const minmax: RangeRules = { mode: 'minmax', minRange: 2, maxRange: 7, autoRange: 1 };

describe('date picker range rules', () => {
  it('starts a range on the first click and orders the ends on the second (free)', () => {
    const free = { ...minmax, mode: 'free' as const };
    const first = nextRange(undefined, day(10), free);
    expect(first).toEqual({ range: { start: day(10) }, complete: false });
    expect(nextRange(first.range, day(4), free)).toEqual({ range: { start: day(4), end: day(10) }, complete: true });
    expect(nextRange({ start: day(4), end: day(10) }, day(20), free)).toEqual({ range: { start: day(20) }, complete: false });
    // A free range may span any number of days, even 0 or 30.
    expect(nextRange({ start: day(1) }, day(31), free).complete).toBe(true);
    expect(nextRange({ start: day(1) }, day(1), free).complete).toBe(true);
  });

  it('selects autoRange days from the clicked day in auto mode (default 1)', () => {
    expect(nextRange(undefined, day(10), { ...minmax, mode: 'auto' })).toEqual({ range: { start: day(10), end: day(11) }, complete: true });
    expect(nextRange(undefined, day(10), { ...minmax, mode: 'auto', autoRange: 3 }).range.end).toEqual(day(13));
  });

  it('accepts spans of minRange to maxRange days and refuses shorter or longer ones, keeping the start', () => {
    const start = { start: day(10) };
    expect(nextRange(start, day(12), minmax)).toEqual({ range: { start: day(10), end: day(12) }, complete: true });
    expect(nextRange(start, day(17), minmax)).toEqual({ range: { start: day(10), end: day(17) }, complete: true });
    expect(nextRange(start, day(3), minmax).complete).toBe(true);
    expect(nextRange(start, day(11), minmax)).toEqual({ range: start, refused: 'tooShort', complete: false });
    expect(nextRange(start, day(18), minmax)).toEqual({ range: start, refused: 'tooLong', complete: false });
    expect(nextRange(start, day(2), minmax).refused).toBe('tooLong');
    expect(refusalMessage('tooShort', minmax)).toBe('Choose a range of at least 2 days.');
    expect(refusalMessage('tooLong', minmax)).toBe('Choose a range of at most 7 days.');
  });

  it('reads day counts as non-negative whole numbers, else the default', () => {
    expect(dayCount(3.4, 2)).toBe(3);
    expect(dayCount('5', 2)).toBe(5);
    expect(dayCount(-1, 2)).toBe(2);
    expect(dayCount(undefined, 7)).toBe(7);
  });
});
