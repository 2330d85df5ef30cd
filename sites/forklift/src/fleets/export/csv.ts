// A truck's fault history as CSV (papaparse's writer: RFC 4180 quoting — a cell holding a comma, a double quote, CR
// or LF, or starting or ending with a space, is quoted, its double quotes doubled), one line per event, newest first.
// Cells a spreadsheet would run as a formula are neutralised as OWASP's CSV-injection advice says (csvSafeCell).
import Papa from 'papaparse';
import type { TruckHistory } from './history';

export const HISTORY_CSV_COLUMNS = [
  'date',
  'unit',
  'serial_number',
  'hour_meter',
  'code',
  'code_title',
  'severity',
  'symptoms',
  'cause',
  'fix',
  'fixed',
  'parts_replaced',
  'minutes_spent',
  'diagnosis_id',
] as const;

// A formula trigger (= + - @, tab, CR) first, or after leading whitespace and line breaks (spreadsheets trim those
// before looking; zero-width spaces too, to be safe).
const FORMULA = /^[\s\u200b-\u200d\u2060]*[=+\-@\t\r]/;

/**
 * A cell that could start a formula, prefixed with a single quote (shown as text). Applied to every cell, numbers
 * included: the hour meter and minutes spent are never negative (database checks), so the rule never touches them, and
 * were one ever negative, "'-5" is safe where a bare "-5" after an attacker-chosen cell is not worth reasoning about.
 */
export function csvSafeCell(value: string): string {
  return FORMULA.test(value) ? `'${value}` : value;
}

export function historyCsv(history: TruckHistory): string {
  const { truck } = history;
  const rows = history.events.map((e) =>
    [
      e.occurred_at.slice(0, 10),
      truck.unit,
      truck.serial_number,
      e.hour_meter === null ? '' : String(e.hour_meter),
      e.error_codes?.code ?? e.code,
      e.error_codes?.title ?? '',
      e.error_codes?.severity ?? '',
      e.symptoms,
      e.cause_text ?? '',
      e.fix,
      e.fixed ? 'yes' : 'no',
      e.parts_replaced.join('; '),
      e.minutes_spent === null ? '' : String(e.minutes_spent),
      e.diagnosis_id ?? '',
    ].map(csvSafeCell),
  );
  return `${Papa.unparse({ fields: [...HISTORY_CSV_COLUMNS], data: rows }, { newline: '\r\n' })}\r\n`;
}
