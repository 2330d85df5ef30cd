// The shapes of a truck CSV import: the catalogue rows are validated against (rpc fleet_import_catalog), the issues
// with their stable codes, what was understood of each row, and the rows ready for rpc fleet_import_trucks.
import type { DateOrder, DateReading } from './read-date';

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
  | 'ambiguous_brand'
  | 'ambiguous_series'
  | 'ambiguous_model'
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
  | 'model_too_long'
  | 'site_too_long'
  | 'notes_too_long'
  | 'too_many_columns'
  | 'too_few_columns';

export type RowWarningCode = 'serial_out_of_range' | 'unknown_model' | 'series_from_model';
export type FileErrorCode = 'empty_file' | 'missing_header' | 'too_many_rows' | 'unreadable_file';
export type FileWarningCode = 'unknown_column' | 'mixed_date_order';

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
  /** Null when the file leaves it blank (the truck then starts at 0 h). */
  hour_meter: number | null;
  site: string;
  in_service_date: string | null;
  notes: string;
}

/** How a value was recognised: as written, in another spelling, by its id, by the start of its name. */
export type MatchHow = 'exact' | 'spelling' | 'id' | 'prefix';

/** A catalogue entry as the row named it: its id and name, what the file says, and how it was recognised. */
export interface Understood {
  id: string;
  name: string;
  written: string;
  /** As written, in another spelling, by id, by the start of its name, from the model, from the serial's range. */
  how: MatchHow | 'model' | 'serial';
}

/** What the import understood of a row, for the preview (the brand to the hours). */
export interface RowReading {
  brand?: Understood;
  series?: Understood;
  model?: Understood;
  fuel?: Understood;
  date?: { iso: string; written: string; how: DateReading['how']; byOrder: boolean };
  hours?: { value: number; written: string };
}

export interface ValidatedRow {
  /** The line in the file (the header is line 1). */
  row: number;
  ok: boolean;
  values: TruckImportRow;
  /** The row's cells as the file writes them (trimmed), by column. */
  written: Partial<Record<TruckColumn, string>>;
  understood: RowReading;
  errors: Issue<RowErrorCode>[];
  warnings: Issue<RowWarningCode>[];
}

/** How the file's day-month-year dates were read. */
export interface DateSummary {
  /** The order used for dates that could be read both ways (03/04/2020). */
  order: DateOrder;
  /** Chosen in the import's setting, shown by the file (a day over 12), or the default (day first). */
  source: 'setting' | 'file' | 'default';
  /** The first date of the file that shows the order, when one does. */
  evidence?: { row: number; written: string; order: DateOrder };
  /** How many dates are written as numbers with day and month (where the order matters). */
  numeric: number;
  /** How many of them the order decided. */
  byOrder: number;
  /** True when some dates can only be day first and others only month first. */
  mixed: boolean;
}

export interface TruckCsvResult {
  rows: ValidatedRow[];
  fileErrors: Issue<FileErrorCode>[];
  fileWarnings: Issue<FileWarningCode>[];
  dates: DateSummary;
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
