/** Date helpers: create, format, add, set, compare, differences and time zones (date-fns + @date-fns/tz). */
import { TZDate } from '@date-fns/tz';
import {
  addDays,
  addHours,
  addMinutes,
  addMonths,
  addSeconds,
  addWeeks,
  addYears,
  differenceInCalendarDays,
  differenceInDays,
  differenceInHours,
  differenceInMilliseconds,
  differenceInMinutes,
  differenceInMonths,
  differenceInSeconds,
  differenceInWeeks,
  differenceInYears,
  getDayOfYear,
  getWeek,
  setDate,
  setDay,
  setHours,
  setMinutes,
  setMonth,
  setSeconds,
  setYear,
  startOfDay,
  startOfHour,
  startOfMinute,
  startOfMonth,
  startOfSecond,
  startOfWeek,
  startOfYear,
} from 'date-fns';
import { helperError } from '../errors';
import { formatPattern, formatRelative, inZone } from './date-format';
import type { HelperEnvironment } from './environment';
import { HELPER_MESSAGES } from './messages';

type Precision = 'millisecond' | 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

const PRECISION_MS: Readonly<Record<Precision, number>> = {
  millisecond: 1,
  second: 1000,
  minute: 60_000,
  hour: 3_600_000,
  day: 86_400_000,
  week: 604_800_000,
  month: 2_628_000_000,
  year: 31_536_000_000,
};

const DIFFERENCE: Readonly<Record<Precision, (later: Date, earlier: Date) => number>> = {
  millisecond: differenceInMilliseconds,
  second: differenceInSeconds,
  minute: differenceInMinutes,
  hour: differenceInHours,
  day: differenceInDays,
  week: differenceInWeeks,
  month: differenceInMonths,
  year: differenceInYears,
};

const START_OF: Readonly<Record<Precision, (date: Date) => Date>> = {
  millisecond: (date) => date,
  second: startOfSecond,
  minute: startOfMinute,
  hour: startOfHour,
  day: startOfDay,
  week: (date) => startOfWeek(date, { weekStartsOn: 1 }),
  month: startOfMonth,
  year: startOfYear,
};

function precisionOf(value: unknown): Precision {
  const text = typeof value === 'string' ? value.replace(/s$/, '') : 'millisecond';
  return Object.prototype.hasOwnProperty.call(PRECISION_MS, text) ? (text as Precision) : 'millisecond';
}

/** Parses a date argument (ISO text, timestamp or Date); throws the helper messages when missing or invalid. */
export function toTimestamp(value: unknown): number {
  if (value === undefined || value === null || value === '') throw helperError(HELPER_MESSAGES.dateRequired);
  const time = value instanceof Date ? value.getTime() : new Date(value as string | number).getTime();
  if (Number.isNaN(time)) throw helperError(HELPER_MESSAGES.invalidDate);
  return time;
}

function requireNumber(value: unknown): number {
  if (typeof value !== 'number' || Number.isNaN(value)) throw helperError(HELPER_MESSAGES.secondNumber);
  return value;
}

function iso(date: Date): string {
  return new Date(date.getTime()).toISOString();
}

export function createDateHelpers(env: HelperEnvironment) {
  const zone = () => env.getTimeZone();
  const zoned = (value: unknown) => inZone(toTimestamp(value), zone());
  const zonedOrNow = (value: unknown) => inZone(value === undefined || value === null ? env.now() : toTimestamp(value), zone());
  const locale = (value: unknown) => (typeof value === 'string' && value !== '' ? value : env.getLang());
  const add = (fn: (date: Date, amount: number) => Date) => (value: unknown, amount: unknown) =>
    iso(fn(zoned(value), requireNumber(amount)));
  const set = (fn: (date: Date, amount: number) => Date) => (value: unknown, amount: unknown) =>
    iso(fn(zoned(value), requireNumber(amount)));

  return {
    /** date() is now; date(value) or date(year, month, …) as an ISO text. */
    date(...args: unknown[]): string {
      if (args.length === 0) return new Date(env.now()).toISOString();
      if (args.length === 1) return new Date(toTimestamp(args[0])).toISOString();
      const [year = 0, month = 0, day = 1, hours = 0, minutes = 0, seconds = 0, ms = 0] = args.map(Number);
      const timeZone = zone();
      const date = timeZone
        ? new TZDate(year, month, day, hours, minutes, seconds, ms, timeZone)
        : new Date(year, month, day, hours, minutes, seconds, ms);
      if (Number.isNaN(date.getTime())) throw helperError(HELPER_MESSAGES.invalidDate);
      return iso(date);
    },
    dateRealtime(): string {
      return new Date(env.now()).toISOString();
    },
    toDateISO(value: unknown): string {
      return new Date(toTimestamp(value)).toISOString();
    },
    toTimestamp(value: unknown): number {
      return toTimestamp(value);
    },
    formatDate(value: unknown, format: unknown = 'YYYY-MM-DD', lang?: unknown): string {
      return formatPattern(zoned(value), String(format), locale(lang));
    },
    formatDateTimezone(value: unknown, format: unknown = 'YYYY-MM-DD', timeZone?: unknown, lang?: unknown): string {
      const target = typeof timeZone === 'string' && timeZone !== '' ? timeZone : zone();
      return formatPattern(inZone(toTimestamp(value), target), String(format), locale(lang));
    },
    /** Relative time from now: "in 3 days", "2 hours ago" (or "3 days" without suffix). */
    fromTime(value: unknown, withoutSuffix: unknown = false, lang?: unknown): string {
      return formatRelative(toTimestamp(value) - env.now(), locale(lang), Boolean(withoutSuffix));
    },
    toTime(value: unknown, withoutSuffix: unknown = false, lang?: unknown): string {
      return formatRelative(toTimestamp(value) - env.now(), locale(lang), Boolean(withoutSuffix));
    },
    /** date2 − date1 in the given unit: whole units (calendar-aware), or a fraction when `float` is true. */
    compareDate(first: unknown, second: unknown, precision: unknown = 'millisecond', float: unknown = false): number {
      const unit = precisionOf(precision);
      const a = zoned(first);
      const b = zoned(second);
      if (float) return (b.getTime() - a.getTime()) / PRECISION_MS[unit];
      return DIFFERENCE[unit](b, a) + 0;
    },
    /** Calendar days between two dates (date2 − date1), ignoring the time of day. */
    diffCalendarDays(first: unknown, second: unknown): number {
      return differenceInCalendarDays(zoned(second), zoned(first)) + 0;
    },
    isBefore(first: unknown, second: unknown, precision: unknown = 'millisecond'): boolean {
      const start = START_OF[precisionOf(precision)];
      return start(zoned(first)).getTime() < start(zoned(second)).getTime();
    },
    isAfter(first: unknown, second: unknown, precision: unknown = 'millisecond'): boolean {
      const start = START_OF[precisionOf(precision)];
      return start(zoned(first)).getTime() > start(zoned(second)).getTime();
    },
    isSameDate(first: unknown, second: unknown, precision: unknown = 'day'): boolean {
      const start = START_OF[precisionOf(precision)];
      return start(zoned(first)).getTime() === start(zoned(second)).getTime();
    },
    getSecond: (value?: unknown) => zonedOrNow(value).getSeconds(),
    getMinute: (value?: unknown) => zonedOrNow(value).getMinutes(),
    getHour: (value?: unknown) => zonedOrNow(value).getHours(),
    getDay: (value?: unknown) => zonedOrNow(value).getDate(),
    getDayOfWeek: (value?: unknown) => zonedOrNow(value).getDay(),
    getMonth: (value?: unknown) => zonedOrNow(value).getMonth() + 1,
    getYear: (value?: unknown) => zonedOrNow(value).getFullYear(),
    getDayOfYear: (value?: unknown) => getDayOfYear(zonedOrNow(value)),
    getWeekOfYear: (value?: unknown) => getWeek(zonedOrNow(value)),
    addSeconds: add(addSeconds),
    addMinutes: add(addMinutes),
    addHours: add(addHours),
    addDays: add(addDays),
    addWeeks: add(addWeeks),
    addMonths: add(addMonths),
    addYears: add(addYears),
    setSecond: set(setSeconds),
    setMinute: set(setMinutes),
    setHour: set(setHours),
    setDay: set(setDate),
    setDayOfWeek: set((date, day) => setDay(date, day)),
    /** Month numbers run from 1 (January) to 12. */
    setMonth: set((date, month) => setMonth(date, month - 1)),
    setYear: set(setYear),
    getBrowserTimezone(): string {
      return zone() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
    },
    /**
     * The wall-clock time of `value` in `timeZone` ("YYYY-MM-DDTHH:mm:ss"); with `preserve`, the instant
     * whose wall-clock time in `timeZone` equals the date's wall-clock time in the site's zone (ISO text).
     */
    convertDateTimezone(value: unknown, timeZone: unknown, preserve: unknown = false): string {
      if (typeof timeZone !== 'string' || timeZone === '') throw helperError(HELPER_MESSAGES.secondText);
      const source = zoned(value);
      if (preserve) {
        const target = new TZDate(
          source.getFullYear(),
          source.getMonth(),
          source.getDate(),
          source.getHours(),
          source.getMinutes(),
          source.getSeconds(),
          source.getMilliseconds(),
          timeZone,
        );
        return iso(target);
      }
      return formatPattern(inZone(source.getTime(), timeZone), 'YYYY-MM-DDTHH:mm:ss', 'en');
    },
  };
}
