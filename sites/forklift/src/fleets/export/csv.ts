// A truck's fault history as CSV (papaparse's writer: quoting and escaping by RFC 4180), one line per event, newest
// first. Cells that a spreadsheet would run as a formula (= + - @ at the start) are prefixed with an apostrophe.
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

function safeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
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
    ].map(safeCell),
  );
  return `${Papa.unparse({ fields: [...HISTORY_CSV_COLUMNS], data: rows }, { newline: '\r\n' })}\r\n`;
}
