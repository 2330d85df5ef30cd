/**
 * Display formats: authors write day.js-style tokens (default DD/MM/YYYY, e.g. 'DD/MM/YYYY HH:mm', 'MMMM YYYY');
 * they are translated to date-fns patterns. The field shows the value in that format, ranges as 'start – end'.
 */
import { format as formatDate } from 'date-fns';
import type { WallTime } from './wall-time';
import { toCalendarDay } from './wall-time';
import { DEFAULT_FORMAT } from './settings';

// Longest tokens first; text in [brackets] is kept as written.
const TOKENS: ReadonlyArray<[string, string]> = [
  ['YYYY', 'yyyy'],
  ['YY', 'yy'],
  ['MMMM', 'MMMM'],
  ['MMM', 'MMM'],
  ['MM', 'MM'],
  ['M', 'M'],
  ['DD', 'dd'],
  ['D', 'd'],
  ['dddd', 'EEEE'],
  ['ddd', 'EEE'],
  ['HH', 'HH'],
  ['H', 'H'],
  ['hh', 'hh'],
  ['h', 'h'],
  ['mm', 'mm'],
  ['m', 'm'],
  ['ss', 'ss'],
  ['s', 's'],
  ['A', 'a'],
  ['a', 'a'],
];

/** A day.js-style format as a date-fns pattern; other letters are quoted so they print as written. */
export function toDateFnsPattern(format: string): string {
  let pattern = '';
  let index = 0;
  while (index < format.length) {
    if (format[index] === '[') {
      const close = format.indexOf(']', index);
      const literal = close === -1 ? format.slice(index + 1) : format.slice(index + 1, close);
      pattern += `'${literal.replace(/'/g, "''")}'`;
      index = close === -1 ? format.length : close + 1;
      continue;
    }
    const token = TOKENS.find(([from]) => format.startsWith(from, index));
    if (token) {
      pattern += token[1];
      index += token[0].length;
      continue;
    }
    const char = format[index] ?? '';
    pattern += /[a-z]/i.test(char) ? `'${char}'` : char === "'" ? "''" : char;
    index += 1;
  }
  return pattern;
}

/** The default display format for a date mode, when the author keeps the default. */
export function modeFormat(format: string, mode: string, is24: boolean, seconds: boolean): string {
  const time = `${is24 ? 'HH' : 'hh'}:mm${seconds ? ':ss' : ''}${is24 ? '' : ' A'}`;
  if (format !== DEFAULT_FORMAT) return format;
  if (mode === 'datetime') return `${DEFAULT_FORMAT} ${time}`;
  if (mode === 'time') return time;
  if (mode === 'month') return 'MM/YYYY';
  if (mode === 'year') return 'YYYY';
  return DEFAULT_FORMAT;
}

export function formatWallTime(wall: WallTime, format: string): string {
  const date = toCalendarDay(wall);
  date.setHours(wall.hours, wall.minutes, wall.seconds);
  return formatDate(date, toDateFnsPattern(format));
}
