// Dates as spreadsheets write them: ISO, day or month first with '/', '.' or '-', two-digit years, month names, Excel
// day numbers and a time after the date; the order decides only when the numbers allow both; what is not a date.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateOrderShown, readDate, type DateOrder } from './read-date';

const iso = (text: string, order: DateOrder = 'dmy') => {
  const read = readDate(text, order);
  return typeof read === 'string' ? read : read.iso;
};

describe('reading a date', () => {
  it.each([
    ['2020-03-15', '2020-03-15'],
    ['2020/3/5', '2020-03-05'],
    ['2020.03.15', '2020-03-15'],
    ['20200315', '2020-03-15'],
    ['2020-03-15T08:30:00Z', '2020-03-15'],
    ['15/03/2020', '2020-03-15'],
    ['15.03.2020', '2020-03-15'],
    ['15-03-2020', '2020-03-15'],
    ['5/3/2020', '2020-03-05'],
    ['15/03/20', '2020-03-15'],
    ['15/03/99', '1999-03-15'],
    ['15/03/2020 00:00', '2020-03-15'],
    ['15 Mar 2020', '2020-03-15'],
    ['15-Mar-20', '2020-03-15'],
    ['15th March 2020', '2020-03-15'],
    ['Mar 15, 2020', '2020-03-15'],
    ['March 15 2020', '2020-03-15'],
    ['1 Sept 2021', '2021-09-01'],
    ['43905', '2020-03-15'],
    ['43905.5', '2020-03-15'],
    ['29/02/2020', '2020-02-29'],
  ])('reads %j as %s', (written, expected) => {
    expect(iso(written)).toBe(expected);
  });

  it('reads day and month in the order given only when both are possible', () => {
    expect([iso('03/04/2020', 'dmy'), iso('03/04/2020', 'mdy')]).toEqual(['2020-04-03', '2020-03-04']);
    expect([iso('15/03/2020', 'mdy'), iso('03/15/2020', 'dmy')]).toEqual(['2020-03-15', '2020-03-15']);
    expect(readDate('03/04/2020', 'dmy')).toEqual({ iso: '2020-04-03', how: 'dmy', byOrder: true });
    expect(readDate('04/04/2020', 'mdy')).toEqual({ iso: '2020-04-04', how: 'mdy', byOrder: false });
    expect(readDate('15/03/2020', 'mdy')).toEqual({ iso: '2020-03-15', how: 'dmy', byOrder: false });
    expect([dateOrderShown('15/03/2020'), dateOrderShown('03/15/2020'), dateOrderShown('03/04/2020')]).toEqual(['dmy', 'mdy', undefined]);
  });

  it.each([
    ['31/02/2020', 'not_a_date'],
    ['29/02/2021', 'not_a_date'],
    ['13/13/2020', 'not_a_date'],
    ['2020-13-01', 'not_a_date'],
    ['15/03-2020', 'not_a_date'],
    ['soon', 'not_a_date'],
    ['32 Mar 2020', 'not_a_date'],
    ['15 Smarch 2020', 'not_a_date'],
    ['2019', 'year_only'],
    ['15/03/2202', 'out_of_range'],
    ['1850-01-01', 'out_of_range'],
  ])('does not take %j as a date (%s)', (written, problem) => {
    expect(readDate(written, 'dmy')).toBe(problem);
  });

  it('reads back every date from 1900 to 2100 as spreadsheets write it, in both orders', () => {
    const day = fc.integer({ min: Date.UTC(1900, 0, 1) / 86_400_000, max: Date.UTC(2100, 11, 31) / 86_400_000 });
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    fc.assert(
      fc.property(day, fc.constantFrom('/', '.', '-'), fc.boolean(), (days, separator, pad) => {
        const date = new Date(days * 86_400_000);
        const expected = date.toISOString().slice(0, 10);
        const [y, m, d] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
        const two = (n: number) => (pad ? String(n).padStart(2, '0') : String(n));
        expect(iso(expected)).toBe(expected);
        expect(iso(`${two(d)}${separator}${two(m)}${separator}${y}`, 'dmy')).toBe(expected);
        expect(iso(`${two(m)}${separator}${two(d)}${separator}${y}`, 'mdy')).toBe(expected);
        expect(iso(`${d} ${months[m - 1]} ${y}`)).toBe(expected);
        if (y >= 1969 && y <= 2068) expect(iso(`${two(d)}${separator}${two(m)}${separator}${String(y).slice(2)}`)).toBe(expected);
        // Excel's day numbers: 25569 is 1970-01-01.
        const serial = days + 25569;
        if (serial >= 10_000 && serial <= 99_999) expect(iso(String(serial))).toBe(expected);
        // A day over 12 tells the order whatever the setting says.
        if (d > 12) expect(iso(`${d}/${m}/${y}`, 'mdy')).toBe(expected);
      }),
      { numRuns: 3000 },
    );
  });
});
