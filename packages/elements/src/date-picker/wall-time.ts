/**
 * The date picker's values as wall-clock times (year, month, day, hours, minutes, seconds) in the picker's time
 * zone: parsed from ISO strings, serialized back to ISO strings (with the zone's offset when a zone is set), and
 * turned into calendar days for react-day-picker. Keeping wall time apart from instants makes time zones exact.
 */
import { TZDate } from '@date-fns/tz';

export interface WallTime {
  year: number;
  /** 0–11 */
  month: number;
  day: number;
  hours: number;
  minutes: number;
  seconds: number;
}

const DATE_ONLY = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/;
const TIME_ONLY = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

function wallOf(date: Date): WallTime {
  return {
    year: date.getFullYear(),
    month: date.getMonth(),
    day: date.getDate(),
    hours: date.getHours(),
    minutes: date.getMinutes(),
    seconds: date.getSeconds(),
  };
}

/** The wall time of an instant in the zone (or the browser's local zone). */
export function wallTimeAt(instant: number, zone?: string): WallTime {
  return wallOf(zone ? new TZDate(instant, zone) : new Date(instant));
}

/**
 * Reads a value: 'YYYY-MM-DD' (or 'YYYY-MM') as that day, 'HH:mm[:ss]' as that time today, any other date
 * string as an instant shown in the zone. Unreadable values give null.
 */
export function parseWallTime(value: unknown, zone?: string, now: number = Date.now()): WallTime | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : wallTimeAt(value.getTime(), zone);
  if (typeof value !== 'string' || value.trim() === '') return null;
  const text = value.trim();
  const dateOnly = DATE_ONLY.exec(text);
  if (dateOnly) {
    const month = Number(dateOnly[2]) - 1;
    const day = dateOnly[3] === undefined ? 1 : Number(dateOnly[3]);
    if (month < 0 || month > 11 || day < 1 || day > 31) return null;
    return { year: Number(dateOnly[1]), month, day, hours: 0, minutes: 0, seconds: 0 };
  }
  const timeOnly = TIME_ONLY.exec(text);
  if (timeOnly) {
    const hours = Number(timeOnly[1]);
    const minutes = Number(timeOnly[2]);
    const seconds = timeOnly[3] === undefined ? 0 : Number(timeOnly[3]);
    if (hours > 23 || minutes > 59 || seconds > 59) return null;
    return { ...wallTimeAt(now, zone), hours, minutes, seconds };
  }
  const instant = Date.parse(text);
  return Number.isNaN(instant) ? null : wallTimeAt(instant, zone);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The value the picker emits: 'HH:mm[:ss]' in time mode, else an ISO string of that wall time in the zone. */
export function serializeWallTime(wall: WallTime, mode: string, zone?: string, seconds = false): string {
  if (mode === 'time')
    return seconds ? `${pad(wall.hours)}:${pad(wall.minutes)}:${pad(wall.seconds)}` : `${pad(wall.hours)}:${pad(wall.minutes)}`;
  const args = [wall.year, wall.month, wall.day, wall.hours, wall.minutes, mode === 'datetime' ? wall.seconds : 0] as const;
  return zone ? new TZDate(...args, zone).toISOString() : new Date(...args).toISOString();
}

/** A calendar day (local midnight) for react-day-picker, which works in days. */
export function toCalendarDay(wall: WallTime): Date {
  return new Date(wall.year, wall.month, wall.day);
}

/** A calendar day picked in react-day-picker, keeping the time of day already chosen. */
export function fromCalendarDay(day: Date, time?: Pick<WallTime, 'hours' | 'minutes' | 'seconds'>): WallTime {
  return {
    year: day.getFullYear(),
    month: day.getMonth(),
    day: day.getDate(),
    hours: time?.hours ?? 0,
    minutes: time?.minutes ?? 0,
    seconds: time?.seconds ?? 0,
  };
}

/** Orders wall times (negative when a is earlier). */
export function compareWallTime(a: WallTime, b: WallTime): number {
  return toCalendarDay(a).getTime() - toCalendarDay(b).getTime() || a.hours - b.hours || a.minutes - b.minutes || a.seconds - b.seconds;
}
