/** Table tests of the date helpers in a fixed clock and time zone. */
import { describe, expect, it } from 'vitest';
import { captureError } from '../testing/capture';
import { createHelperLibrary } from './library';

const NOW = Date.parse('2024-03-10T12:00:00.000Z');
type Helpers = Record<string, (...args: unknown[]) => unknown>;
const utc = createHelperLibrary({ now: () => NOW, getTimeZone: () => 'UTC' }) as Helpers;
const paris = createHelperLibrary({ now: () => NOW, getTimeZone: () => 'Europe/Paris', getLang: () => 'fr' }) as Helpers;

describe('date helpers', () => {
  it.each([
    ['date', [], '2024-03-10T12:00:00.000Z'],
    ['date', ['2024-01-02'], '2024-01-02T00:00:00.000Z'],
    ['date', [2024, 0, 2, 3, 4, 5], '2024-01-02T03:04:05.000Z'],
    ['date', [0], '1970-01-01T00:00:00.000Z'],
    ['dateRealtime', [], '2024-03-10T12:00:00.000Z'],
    ['toDateISO', ['2024-05-06T07:08:09+02:00'], '2024-05-06T05:08:09.000Z'],
    ['toTimestamp', ['1970-01-01T00:00:01Z'], 1000],
    ['formatDate', ['2024-03-05T09:07:03.004Z'], '2024-03-05'],
    ['formatDate', ['2024-03-05T09:07:03.004Z', 'DD/MM/YYYY HH:mm:ss.SSS'], '05/03/2024 09:07:03.004'],
    ['formatDate', ['2024-03-05T15:07:03Z', 'D/M/YY h:m:s A a'], '5/3/24 3:7:3 PM pm'],
    ['formatDate', ['2024-03-05T00:00:00Z', 'hh A'], '12 AM'],
    ['formatDate', ['2024-03-05T00:00:00Z', 'dddd D MMMM YYYY, ddd MMM'], 'Tuesday 5 March 2024, Tue Mar'],
    ['formatDate', ['2024-03-01T00:00:00Z', 'Do [of] MMMM, Q, Z, ZZ, X'], '1st of March, 1, +00:00, +0000, 1709251200'],
    ['formatDate', ['2024-03-05T00:00:00Z', 'dddd', 'de'], 'Dienstag'],
    ['formatDateTimezone', ['2024-03-05T23:30:00Z', 'YYYY-MM-DD HH:mm Z', 'Asia/Tokyo'], '2024-03-06 08:30 +09:00'],
    ['compareDate', ['2024-01-01', '2024-01-03', 'day'], 2],
    ['compareDate', ['2024-01-03', '2024-01-01', 'days'], -2],
    ['compareDate', ['2024-01-01T00:00:00Z', '2024-01-01T00:00:01.500Z'], 1500],
    ['compareDate', ['2024-01-01T00:00:00Z', '2024-01-01T00:00:01.500Z', 'second'], 1],
    ['compareDate', ['2024-01-01T00:00:00Z', '2024-01-01T00:00:01.500Z', 'second', true], 1.5],
    // End of month to end of month counts as a whole month (date-fns rule).
    ['compareDate', ['2024-01-31', '2024-02-29', 'month'], 1],
    ['compareDate', ['2024-01-15', '2024-02-14', 'month'], 0],
    ['compareDate', ['2024-01-15', '2024-03-15', 'month'], 2],
    ['compareDate', ['2020-02-29', '2024-02-28', 'year'], 3],
    ['compareDate', ['2024-01-01', '2024-01-15', 'week'], 2],
    ['compareDate', ['2024-01-01T00:00:00Z', '2024-01-01T05:00:00Z', 'hour'], 5],
    ['compareDate', ['2024-01-01T00:00:00Z', '2024-01-01T00:05:00Z', 'minute'], 5],
    ['diffCalendarDays', ['2024-01-01T23:00:00Z', '2024-01-02T01:00:00Z'], 1],
    ['isBefore', ['2024-01-01', '2024-01-02'], true],
    ['isBefore', ['2024-01-02T10:00:00Z', '2024-01-02T20:00:00Z', 'day'], false],
    ['isAfter', ['2024-01-03', '2024-01-02'], true],
    ['isSameDate', ['2024-01-02T01:00:00Z', '2024-01-02T22:00:00Z'], true],
    ['isSameDate', ['2024-01-02T01:00:00Z', '2024-01-03T01:00:00Z'], false],
    ['isSameDate', ['2024-01-02T01:00:00Z', '2024-01-28T01:00:00Z', 'month'], true],
    ['getSecond', ['2024-03-05T09:07:03Z'], 3],
    ['getMinute', ['2024-03-05T09:07:03Z'], 7],
    ['getHour', ['2024-03-05T09:07:03Z'], 9],
    ['getDay', ['2024-03-05T09:07:03Z'], 5],
    ['getDayOfWeek', ['2024-03-05T09:07:03Z'], 2],
    ['getMonth', ['2024-03-05T09:07:03Z'], 3],
    ['getYear', ['2024-03-05T09:07:03Z'], 2024],
    ['getDayOfYear', ['2024-03-05T09:07:03Z'], 65],
    ['getWeekOfYear', ['2024-03-05T09:07:03Z'], 10],
    ['getHour', [], 12],
    ['addSeconds', ['2024-01-01T00:00:00Z', 90], '2024-01-01T00:01:30.000Z'],
    ['addMinutes', ['2024-01-01T00:00:00Z', -5], '2023-12-31T23:55:00.000Z'],
    ['addHours', ['2024-01-01T00:00:00Z', 25], '2024-01-02T01:00:00.000Z'],
    ['addDays', ['2024-02-28T00:00:00Z', 1], '2024-02-29T00:00:00.000Z'],
    ['addWeeks', ['2024-01-01T00:00:00Z', 2], '2024-01-15T00:00:00.000Z'],
    ['addMonths', ['2024-01-31T00:00:00Z', 1], '2024-02-29T00:00:00.000Z'],
    ['addYears', ['2024-02-29T00:00:00Z', 1], '2025-02-28T00:00:00.000Z'],
    ['setSecond', ['2024-01-01T00:00:00Z', 30], '2024-01-01T00:00:30.000Z'],
    ['setMinute', ['2024-01-01T00:00:00Z', 45], '2024-01-01T00:45:00.000Z'],
    ['setHour', ['2024-01-01T00:00:00Z', 13], '2024-01-01T13:00:00.000Z'],
    ['setDay', ['2024-01-01T00:00:00Z', 20], '2024-01-20T00:00:00.000Z'],
    ['setDayOfWeek', ['2024-01-03T00:00:00Z', 1], '2024-01-01T00:00:00.000Z'],
    ['setMonth', ['2024-01-15T00:00:00Z', 12], '2024-12-15T00:00:00.000Z'],
    ['setYear', ['2024-01-15T00:00:00Z', 2030], '2030-01-15T00:00:00.000Z'],
    ['getBrowserTimezone', [], 'UTC'],
    ['convertDateTimezone', ['2024-03-05T23:30:00Z', 'America/New_York'], '2024-03-05T18:30:00'],
    ['convertDateTimezone', ['2024-03-05T23:30:00Z', 'Asia/Tokyo', true], '2024-03-05T14:30:00.000Z'],
  ])('%s(%j) = %j (UTC site)', (name, args, expected) => {
    expect(utc[name]?.(...args)).toEqual(expected);
  });

  it.each([
    ['getHour', ['2024-03-05T09:07:03Z'], 10],
    ['getDay', ['2024-03-31T23:30:00Z'], 1],
    ['formatDate', ['2024-03-05T09:07:03Z', 'DD MMMM YYYY HH:mm Z'], '05 mars 2024 10:07 +01:00'],
    ['formatDate', ['2024-07-05T09:07:03Z', 'HH:mm Z'], '11:07 +02:00'],
    // Adding a day across the spring change keeps the wall-clock time (23 hours of real time).
    ['addDays', ['2024-03-30T11:00:00Z', 1], '2024-03-31T10:00:00.000Z'],
    ['addHours', ['2024-03-30T11:00:00Z', 24], '2024-03-31T11:00:00.000Z'],
    ['getBrowserTimezone', [], 'Europe/Paris'],
    ['fromTime', ['2024-03-13T12:00:00Z'], 'dans 3 jours'],
  ])('%s(%j) = %j (Paris site)', (name, args, expected) => {
    expect(paris[name]?.(...args)).toEqual(expected);
  });

  it.each([
    ['2024-03-13T12:00:00Z', false, 'in 3 days'],
    ['2024-03-09T12:00:00Z', false, 'yesterday'],
    ['2024-03-10T10:00:00Z', false, '2 hours ago'],
    ['2024-03-10T12:00:30Z', false, 'in 30 seconds'],
    ['2025-03-10T12:00:00Z', false, 'next year'],
    ['2024-03-13T12:00:00Z', true, '3 days'],
    ['2024-03-10T10:00:00Z', true, '2 hours'],
  ])('fromTime(%j, %j) = %j', (date, withoutSuffix, expected) => {
    expect(utc.fromTime?.(date, withoutSuffix)).toBe(expected);
    expect(utc.toTime?.(date, withoutSuffix)).toBe(expected);
  });

  it.each([
    ['toDateISO', [null], 'Date parameter is required'],
    ['toDateISO', [''], 'Date parameter is required'],
    ['formatDate', ['not a date'], 'Invalid date'],
    ['compareDate', ['2024-01-01', 'nope'], 'Invalid date'],
    ['addDays', ['2024-01-01', '2'], 'Second parameter must be a number'],
    ['setMonth', ['2024-01-01', null], 'Second parameter must be a number'],
    ['convertDateTimezone', ['2024-01-01', 5], 'Second parameter must be a text'],
  ])('%s(%j) throws %j', (name, args, message) => {
    expect(captureError(() => utc[name]?.(...args)).message).toBe(message);
  });
});
