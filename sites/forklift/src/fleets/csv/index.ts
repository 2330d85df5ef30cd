// Truck CSV import, browser-safe: parse (papaparse), validate against the catalogue, batch for rpc fleet_import_trucks.
import { parseTruckCsv } from './parse';
import type { ImportCatalog, TruckCsvResult } from './types';
import { validateTruckRows, type ValidateOptions } from './validate';

export { canonicalColumn } from './parse';
export { importBatches, serialNumeric, truckKey } from './validate';
export type { ValidateOptions } from './validate';
export type { ImportCatalog, Issue, ValidatedRow, TruckCsvResult } from './types';

/** Parses and validates a whole file: what the import preview shows. */
export function readTruckCsv(text: string, catalog: ImportCatalog, options?: ValidateOptions): TruckCsvResult {
  const parsed = parseTruckCsv(text);
  return { rows: validateTruckRows(parsed.rows, catalog, options), fileErrors: parsed.fileErrors, fileWarnings: parsed.fileWarnings };
}
