/** Values: parsing and serializing wall times (time zones included), selections by mode, display formats, allowed days, flows. */
import { describe, expect, it } from 'vitest';
import { dayConstraints, isDayDisabled, isMonthDisabled, isYearDisabled } from './constraints';
import { calendarCount } from './DatePicker';
import { FLOW_STEPS, flowSteps, initialView, nextFlowStep } from './flow';
import { formatWallTime, modeFormat, toDateFnsPattern } from './format';
import { parseSelection, selectionValue } from './selection';
import { parseWallTime, serializeWallTime } from './wall-time';

describe('date picker values', () => {
  it('reads dates as days, times as times today, and instants in the time zone', () => {
    expect(parseWallTime('2026-03-05')).toEqual({ year: 2026, month: 2, day: 5, hours: 0, minutes: 0, seconds: 0 });
    expect(parseWallTime('2026-02')).toMatchObject({ year: 2026, month: 1, day: 1 });
    expect(parseWallTime('2026-06-15T09:30:00Z', 'Europe/Paris')).toEqual({
      year: 2026,
      month: 5,
      day: 15,
      hours: 11,
      minutes: 30,
      seconds: 0,
    });
    expect(parseWallTime('2026-06-15T23:30:00Z', 'Asia/Tokyo')).toMatchObject({ day: 16, hours: 8 });
    expect(parseWallTime('14:05:09', 'UTC', Date.UTC(2026, 0, 2))).toEqual({
      year: 2026,
      month: 0,
      day: 2,
      hours: 14,
      minutes: 5,
      seconds: 9,
    });
    expect(parseWallTime('25:00')).toBeNull();
    expect(parseWallTime('not a date')).toBeNull();
    expect(parseWallTime(null)).toBeNull();
  });

  it('serializes ISO strings with the zone’s offset, times as HH:mm[:ss]', () => {
    const wall = { year: 2026, month: 5, day: 15, hours: 11, minutes: 30, seconds: 12 };
    expect(serializeWallTime(wall, 'datetime', 'Europe/Paris')).toBe('2026-06-15T11:30:12.000+02:00');
    expect(serializeWallTime(wall, 'date', 'UTC')).toBe('2026-06-15T11:30:00.000+00:00');
    expect(new Date(serializeWallTime(wall, 'datetime', 'Europe/Paris')).toISOString()).toBe('2026-06-15T09:30:12.000Z');
    expect(serializeWallTime(wall, 'time', undefined, true)).toBe('11:30:12');
    expect(serializeWallTime(wall, 'time')).toBe('11:30');
  });

  it('emits a string for single, { start, end } for complete ranges, an array for multi, null when empty', () => {
    const format = { dateMode: 'date' as const, zone: 'UTC', seconds: false };
    const range = parseSelection({ start: '2026-03-09', end: '2026-03-02' }, 'range', 'UTC');
    expect(selectionValue(range, { ...format, selectionMode: 'range' })).toEqual({
      start: '2026-03-02T00:00:00.000+00:00',
      end: '2026-03-09T00:00:00.000+00:00',
    });
    expect(selectionValue(range.slice(0, 1), { ...format, selectionMode: 'range' })).toBeNull();
    expect(selectionValue(parseSelection(['2026-01-01', 'x', '2026-01-03'], 'multi'), { ...format, selectionMode: 'multi' })).toEqual([
      '2026-01-01T00:00:00.000+00:00',
      '2026-01-03T00:00:00.000+00:00',
    ]);
    expect(selectionValue(parseSelection(null, 'single'), { ...format, selectionMode: 'single' })).toBeNull();
    expect(parseSelection(['2026-01-01', '2026-01-05'], 'range')).toHaveLength(2);
  });

  it('formats with day.js tokens (default DD/MM/YYYY), per date mode', () => {
    expect(toDateFnsPattern('DD/MM/YYYY')).toBe('dd/MM/yyyy');
    expect(toDateFnsPattern('D MMM YYYY [at] HH:mm')).toBe("d MMM yyyy 'at' HH:mm");
    const wall = { year: 2026, month: 2, day: 5, hours: 14, minutes: 7, seconds: 9 };
    expect(formatWallTime(wall, 'DD/MM/YYYY')).toBe('05/03/2026');
    expect(formatWallTime(wall, modeFormat('DD/MM/YYYY', 'datetime', false, true))).toBe('05/03/2026 02:07:09 PM');
    expect(formatWallTime(wall, modeFormat('DD/MM/YYYY', 'time', true, false))).toBe('14:07');
    expect(formatWallTime(wall, modeFormat('DD/MM/YYYY', 'month', true, false))).toBe('03/2026');
    expect(formatWallTime(wall, modeFormat('YYYY-MM-DD', 'datetime', true, false))).toBe('2026-03-05');
  });

  it('disables days outside min and max, not allowed, disabled, or on disabled week days', () => {
    const constraints = dayConstraints({
      minDate: '2026-03-02',
      maxDate: '2026-03-31',
      disabledDates: ['2026-03-10'],
      disabledWeekDays: [0, 6, 9],
    });
    expect(constraints.disabledWeekDays).toEqual([0, 6]);
    expect(isDayDisabled(new Date(2026, 2, 1), constraints)).toBe(true);
    expect(isDayDisabled(new Date(2026, 2, 2), constraints)).toBe(false);
    expect(isDayDisabled(new Date(2026, 2, 7), constraints)).toBe(true);
    expect(isDayDisabled(new Date(2026, 2, 10), constraints)).toBe(true);
    expect(isDayDisabled(new Date(2026, 3, 1), constraints)).toBe(true);
    const allowed = dayConstraints({ allowedDates: ['2026-04-07'] });
    expect(isDayDisabled(new Date(2026, 3, 7), allowed)).toBe(false);
    expect(isDayDisabled(new Date(2026, 3, 8), allowed)).toBe(true);
    expect(isMonthDisabled(2026, 3, allowed)).toBe(false);
    expect(isMonthDisabled(2026, 4, allowed)).toBe(true);
    expect(isYearDisabled(2025, constraints)).toBe(true);
    expect(isYearDisabled(2026, constraints)).toBe(false);
  });

  it('walks flow steps in the author’s order, every step in the default order for true; 2–4 calendars', () => {
    expect(FLOW_STEPS).toEqual(['month', 'year', 'calendar', 'time', 'minutes', 'hours', 'seconds']);
    expect(flowSteps(true)).toEqual(FLOW_STEPS);
    expect(flowSteps(['year', 'month', 'nope', 'year', 'calendar'])).toEqual(['year', 'month', 'calendar']);
    expect(nextFlowStep(['year', 'month', 'calendar'], 'month')).toBe('calendar');
    expect(nextFlowStep(['year', 'month', 'calendar'], 'calendar')).toBeUndefined();
    expect(initialView('month')).toBe('month');
    expect(initialView('datetime')).toBe('calendar');
    expect([0, 1, 2, 3, 4, 9].map(calendarCount)).toEqual([1, 1, 2, 3, 4, 4]);
  });
});
