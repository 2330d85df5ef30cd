// The shapes of a truck CSV import: the catalogue rows are validated against (rpc fleet_import_catalog), the issues
// with their stable codes, and the rows ready for rpc fleet_import_trucks.

export interface ImportCatalog {
  brands: Array<{ id: string; name: string }>;
  series: Array<{ id: string; brandId: string; name: string; fuelTypes: string[] }>;
  models: Array<{
    id: string;
    seriesId: string;
    brandId: string;
    name: string;
    fuelType: string;
    serialFrom: number;
    serialTo: number | null;
  }>;
  fuelTypes: Array<{ id: string; name: string }>;
}

export type RowErrorCode =
  | 'missing_brand'
  | 'unknown_brand'
  | 'unknown_series'
  | 'series_brand_mismatch'
  | 'model_series_mismatch'
  | 'missing_serial'
  | 'serial_too_long'
  | 'duplicate_serial'
  | 'invalid_fuel_type'
  | 'fuel_not_in_series'
  | 'invalid_hour_meter'
  | 'invalid_date'
  | 'unit_too_long'
  | 'site_too_long'
  | 'notes_too_long'
  | 'too_many_columns'
  | 'too_few_columns';

export type RowWarningCode = 'serial_out_of_range' | 'unknown_model';
export type FileErrorCode = 'empty_file' | 'missing_header' | 'too_many_rows' | 'unreadable_file';
export type FileWarningCode = 'unknown_column';

export interface Issue<Code extends string = string> {
  code: Code;
  message: string;
  /** The column it is about, when it is about one. */
  field?: string;
}

/** A row as rpc fleet_import_trucks takes it (the columns of fleet_trucks, `row` echoed back). */
export interface TruckImportRow {
  row: number;
  unit: string;
  brand_id: string;
  series_id: string | null;
  model_id: string | null;
  model: string;
  serial_number: string;
  fuel_type: string | null;
  hour_meter: number;
  site: string;
  in_service_date: string | null;
  notes: string;
}

export interface ValidatedRow {
  /** The line in the file (the header is line 1). */
  row: number;
  ok: boolean;
  values: TruckImportRow;
  errors: Issue<RowErrorCode>[];
  warnings: Issue<RowWarningCode>[];
}

export interface TruckCsvResult {
  rows: ValidatedRow[];
  fileErrors: Issue<FileErrorCode>[];
  fileWarnings: Issue<FileWarningCode>[];
}

/** The raw cells of one data row by canonical column, with what the parser noticed. */
export interface RawRow {
  row: number;
  cells: Partial<Record<TruckColumn, string>>;
  fieldCountIssue?: 'too_many_columns' | 'too_few_columns';
}

export const TRUCK_COLUMNS = [
  'unit',
  'brand',
  'series',
  'model',
  'serial_number',
  'fuel_type',
  'hour_meter',
  'site',
  'in_service_date',
  'notes',
] as const;
export type TruckColumn = (typeof TRUCK_COLUMNS)[number];

/** Most rows one file may hold (a fleet of 2,000 trucks in one go). */
export const MAX_IMPORT_ROWS = 2000;
