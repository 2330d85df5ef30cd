// Reads a date as spreadsheets write it: ISO (2020-03-15, 2020/3/15, 20200315), day and month in either order with
// '/', '.' or '-' (15/03/2020, 15.03.20, 03-15-2020), a month's name (15 Mar 2020, 15-Mar-20, March 15, 2020) and
// Excel's serial day numbers (43905). Numbers only tell the order when one of them is over 12; otherwise the order
// given decides (the import's setting: day first unless the file shows otherwise or the fleet says it is American).
export type DateOrder = 'dmy' | 'mdy';

export interface DateReading {
  /** YYYY-MM-DD. */
  iso: string;
  /** How it was read: ISO, numbers with the day or the month first, a month's name, a spreadsheet day number. */
  how: 'iso' | DateOrder | 'month-name' | 'serial';
  /** True when day and month could have been the other way round and `order` decided. */
  byOrder: boolean;
}

export type DateProblem = 'not_a_date' | 'year_only' | 'out_of_range';

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const FIRST_YEAR = 1900;
const LAST_YEAR = 2100;

function monthOf(word: string): number | undefined {
  const lower = word.toLowerCase().replace(/\.$/, '');
  if (lower.length < 3) return undefined;
  const index = MONTHS.findIndex((name) => name.startsWith(lower) || (lower === 'sept' && name === 'september'));
  return index < 0 ? undefined : index + 1;
}

/** A two-digit year as POSIX reads it: 69–99 are 1969–1999, 00–68 are 2000–2068. */
function fullYear(text: string): number {
  const year = Number(text);
  return text.length > 2 ? year : year >= 69 ? 1900 + year : 2000 + year;
}

function iso(year: number, month: number, day: number): string | undefined {
  if (month < 1 || month > 12 || day < 1) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** 'dmy' or 'mdy' when a day-month-year of numbers can only be read one way ("15/03/2020" is day first). */
export function dateOrderShown(written: string): DateOrder | undefined {
  const match = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{2}|\d{4})\b/.exec(written.trim());
  if (!match) return undefined;
  const [first, second] = [Number(match[1]), Number(match[3])];
  if (first > 12 && second <= 12) return 'dmy';
  if (second > 12 && first <= 12) return 'mdy';
  return undefined;
}

/** True when the text is day, month and year in numbers (so the order matters). */
export function isNumericDate(written: string): boolean {
  return /^(\d{1,2})([/.-])(\d{1,2})\2(\d{2}|\d{4})\b/.test(written.trim());
}

function within(year: number, reading: DateReading | undefined): DateReading | DateProblem {
  if (!reading) return 'not_a_date';
  return year < FIRST_YEAR || year > LAST_YEAR ? 'out_of_range' : reading;
}

/** The date written, or why it is not one. A time after the date ("2020-03-15 08:00") is ignored. */
export function readDate(written: string, order: DateOrder): DateReading | DateProblem {
  const text = written
    .trim()
    .replace(/[T\s]+\d{1,2}:\d{2}(:\d{2}(\.\d+)?)?\s*(am|pm)?(Z|[+-]\d{2}:?\d{2})?$/i, '')
    .trim();
  const make = (year: number, month: number, day: number, how: DateReading['how'], byOrder = false) => {
    const value = iso(year, month, day);
    return within(year, value ? { iso: value, how, byOrder } : undefined);
  };

  let m = /^(\d{4})([/.-])(\d{1,2})\2(\d{1,2})$/.exec(text) ?? /^(\d{4})()(\d{2})(\d{2})$/.exec(text);
  if (m) return make(Number(m[1]), Number(m[3]), Number(m[4]), 'iso');

  m = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{2}|\d{4})$/.exec(text);
  if (m) {
    const [a, b, year] = [Number(m[1]), Number(m[3]), fullYear(m[4] ?? '')];
    const shown = dateOrderShown(text);
    if (!shown && a > 12 && b > 12) return 'not_a_date';
    const used = shown ?? order;
    const byOrder = !shown && a !== b;
    return used === 'dmy' ? make(year, b, a, 'dmy', byOrder) : make(year, a, b, 'mdy', byOrder);
  }

  m = /^(\d{1,2})(?:st|nd|rd|th)?[\s./-]*([a-z]{3,9}\.?)[\s./,-]*(\d{2}|\d{4})$/i.exec(text);
  const dayFirstMonth = m ? monthOf(m[2] ?? '') : undefined;
  if (m && dayFirstMonth) return make(fullYear(m[3] ?? ''), dayFirstMonth, Number(m[1]), 'month-name');

  m = /^([a-z]{3,9}\.?)[\s./-]*(\d{1,2})(?:st|nd|rd|th)?[\s,./-]+(\d{4})$/i.exec(text);
  const monthFirst = m ? monthOf(m[1] ?? '') : undefined;
  if (m && monthFirst) return make(Number(m[3]), monthFirst, Number(m[2]), 'month-name');

  // Excel's day numbers: day 1 is 1900-01-01 and its 1900 has a 29 February, so from March 1900 on they count from
  // 1899-12-30; five digits are 1927 to 2173 (a time of day is the fraction).
  m = /^(\d{5})(\.\d+)?$/.exec(text);
  if (m) {
    const date = new Date(Date.UTC(1899, 11, 30) + Number(m[1]) * 86_400_000);
    return make(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), 'serial');
  }

  if (/^\d{4}$/.test(text)) return 'year_only';
  return 'not_a_date';
}
