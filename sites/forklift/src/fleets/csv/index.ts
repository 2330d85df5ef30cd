// Truck CSV import, browser-safe: parse (papaparse), read each row forgivingly against the catalogue (names in any
// spelling, dates and hour meters as spreadsheets write them), validate, batch for rpc fleet_import_trucks.
import { fileDateOrder } from './file-dates';
import { parseTruckCsv } from './parse';
import type { ImportCatalog, TruckCsvResult } from './types';
import { validateTruckRows, type ValidateOptions } from './validate';

export { canonicalColumn } from './parse';
export { importBatches, serialNumeric, truckKey } from './validate';
export type { DateOrder } from './read-date';
export type { ValidateOptions } from './validate';
export type { DateSummary, ImportCatalog, Issue, Understood, ValidatedRow, TruckCsvResult } from './types';

/** Parses and validates a whole file: what the import preview shows. */
export function readTruckCsv(text: string, catalog: ImportCatalog, options: ValidateOptions = {}): TruckCsvResult {
  const parsed = parseTruckCsv(text);
  const { summary, warning } = fileDateOrder(parsed.rows, options.dateOrder);
  const rows = validateTruckRows(parsed.rows, catalog, { ...options, dateOrder: summary.order });
  return {
    rows,
    fileErrors: parsed.fileErrors,
    fileWarnings: warning ? [...parsed.fileWarnings, warning] : parsed.fileWarnings,
    dates: { ...summary, byOrder: rows.filter((row) => row.understood.date?.byOrder).length },
  };
}
