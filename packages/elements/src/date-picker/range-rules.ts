/**
 * Range selection rules of the date picker: 'free' takes any start and end; 'auto' selects a fixed span from the
 * clicked day (autoRange days, default 1); 'minmax' refuses a range spanning fewer than minRange (default 2) or more
 * than maxRange (default 7) days. The span counts days between start and end. The defaults are in `settings.ts`.
 */
import { addDays, differenceInCalendarDays } from 'date-fns';
import type { RangeMode } from './settings';

export interface RangeRules {
  mode: RangeMode;
  minRange: number;
  maxRange: number;
  autoRange: number;
}

export interface DayRange {
  start: Date;
  end?: Date;
}

export type RangeRefusal = 'tooShort' | 'tooLong';

export interface RangeStep {
  range: DayRange;
  /** Set when the clicked end was refused: the range keeps its start and waits for another end. */
  refused?: RangeRefusal;
  /** True once the range has both ends. */
  complete: boolean;
}

/** A non-negative whole number of days, else the fallback. */
export function dayCount(value: unknown, fallback: number): number {
  const parsed = typeof value === 'number' ? value : Number.parseFloat(String(value ?? ''));
  return Number.isFinite(parsed) && parsed >= 0 ? Math.round(parsed) : fallback;
}

/** The message shown (and announced) for a refused range. */
export function refusalMessage(refusal: RangeRefusal, rules: RangeRules): string {
  return refusal === 'tooShort'
    ? `Choose a range of at least ${rules.minRange} days.`
    : `Choose a range of at most ${rules.maxRange} days.`;
}

/** The range after a click on `day`, from the current (possibly half-chosen) range. */
export function nextRange(current: DayRange | undefined, day: Date, rules: RangeRules): RangeStep {
  if (rules.mode === 'auto') return { range: { start: day, end: addDays(day, rules.autoRange) }, complete: true };
  // No range yet, or a complete one: the click starts a new range.
  if (current === undefined || current.end !== undefined) return { range: { start: day }, complete: false };
  const [start, end] = day < current.start ? [day, current.start] : [current.start, day];
  const span = differenceInCalendarDays(end, start);
  if (rules.mode === 'minmax') {
    if (span < rules.minRange) return { range: current, refused: 'tooShort', complete: false };
    if (span > rules.maxRange) return { range: current, refused: 'tooLong', complete: false };
  }
  return { range: { start, end }, complete: true };
}
