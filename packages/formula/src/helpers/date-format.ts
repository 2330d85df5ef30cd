/** Date formatting with day.js-style tokens (YYYY, MM, DD, HH, mm…) and relative times, in a given time zone. */
import { TZDate } from '@date-fns/tz';

const TOKEN = /\[([^\]]*)]|YYYY|YY|MMMM|MMM|MM|M|Do|DD|D|dddd|ddd|dd|d|HH|H|hh|h|mm|m|ss|s|SSS|A|a|ZZ|Z|X|x|Q/g;

/** The date seen in a time zone (the system's when none is given). */
export function inZone(timestamp: number, timeZone: string | undefined): Date {
  return timeZone ? new TZDate(timestamp, timeZone) : new Date(timestamp);
}

function pad(value: number, length = 2): string {
  return String(Math.abs(value)).padStart(length, '0');
}

function offset(minutesEast: number, separator: string): string {
  const sign = minutesEast >= 0 ? '+' : '-';
  const absolute = Math.abs(minutesEast);
  return `${sign}${pad(Math.floor(absolute / 60))}${separator}${pad(absolute % 60)}`;
}

function ordinal(day: number): string {
  const rest = day % 100;
  if (rest >= 11 && rest <= 13) return `${day}th`;
  return `${day}${['th', 'st', 'nd', 'rd'][day % 10] ?? 'th'}`;
}

function name(date: Date, locale: string, options: Intl.DateTimeFormatOptions): string {
  // Names come from the wall-clock date, formatted in UTC so no second time zone shift applies.
  const wall = new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()));
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(wall);
  } catch {
    return new Intl.DateTimeFormat('en', { ...options, timeZone: 'UTC' }).format(wall);
  }
}

/** Formats a zoned date with a day.js-style pattern; text in [brackets] is kept as is. */
export function formatPattern(date: Date, pattern: string, locale: string): string {
  const hours = date.getHours();
  return pattern.replace(TOKEN, (token: string, literal: string | undefined) => {
    if (literal !== undefined) return literal;
    switch (token) {
      case 'YYYY':
        return pad(date.getFullYear(), 4);
      case 'YY':
        return pad(date.getFullYear() % 100);
      case 'MMMM':
        return name(date, locale, { month: 'long' });
      case 'MMM':
        return name(date, locale, { month: 'short' });
      case 'MM':
        return pad(date.getMonth() + 1);
      case 'M':
        return String(date.getMonth() + 1);
      case 'Do':
        return ordinal(date.getDate());
      case 'DD':
        return pad(date.getDate());
      case 'D':
        return String(date.getDate());
      case 'dddd':
        return name(date, locale, { weekday: 'long' });
      case 'ddd':
        return name(date, locale, { weekday: 'short' });
      case 'dd':
        return name(date, locale, { weekday: 'narrow' });
      case 'd':
        return String(date.getDay());
      case 'HH':
        return pad(hours);
      case 'H':
        return String(hours);
      case 'hh':
        return pad(hours % 12 === 0 ? 12 : hours % 12);
      case 'h':
        return String(hours % 12 === 0 ? 12 : hours % 12);
      case 'mm':
        return pad(date.getMinutes());
      case 'm':
        return String(date.getMinutes());
      case 'ss':
        return pad(date.getSeconds());
      case 's':
        return String(date.getSeconds());
      case 'SSS':
        return pad(date.getMilliseconds(), 3);
      case 'A':
        return hours < 12 ? 'AM' : 'PM';
      case 'a':
        return hours < 12 ? 'am' : 'pm';
      case 'ZZ':
        return offset(-date.getTimezoneOffset(), '');
      case 'Z':
        return offset(-date.getTimezoneOffset(), ':');
      case 'X':
        return String(Math.floor(date.getTime() / 1000));
      case 'x':
        return String(date.getTime());
      case 'Q':
        return String(Math.floor(date.getMonth() / 3) + 1);
      default:
        return token;
    }
  });
}

const RELATIVE_UNITS: ReadonlyArray<{ unit: Intl.RelativeTimeFormatUnit; ms: number }> = [
  { unit: 'year', ms: 31_536_000_000 },
  { unit: 'month', ms: 2_628_000_000 },
  { unit: 'week', ms: 604_800_000 },
  { unit: 'day', ms: 86_400_000 },
  { unit: 'hour', ms: 3_600_000 },
  { unit: 'minute', ms: 60_000 },
  { unit: 'second', ms: 1000 },
];

/** "in 3 days", "2 hours ago"; without suffix: "3 days", "2 hours". */
export function formatRelative(diffMs: number, locale: string, withoutSuffix: boolean): string {
  const absolute = Math.abs(diffMs);
  const chosen = RELATIVE_UNITS.find(({ ms }) => absolute >= ms) ?? { unit: 'second' as const, ms: 1000 };
  const safeLocale = Intl.RelativeTimeFormat.supportedLocalesOf([locale]).length > 0 ? locale : 'en';
  if (withoutSuffix) {
    return new Intl.NumberFormat(safeLocale, { style: 'unit', unit: chosen.unit, unitDisplay: 'long' }).format(
      Math.round(absolute / chosen.ms),
    );
  }
  return new Intl.RelativeTimeFormat(safeLocale, { numeric: 'auto' }).format(Math.round(diffMs / chosen.ms), chosen.unit);
}
