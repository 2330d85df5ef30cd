// Reads a truck CSV with papaparse (quotes, embedded commas and line breaks, BOM, ; or tab delimiters), maps the
// header to the canonical columns (case, spaces and a few usual aliases ignored) and keeps each row's line number.
import Papa from 'papaparse';
import { MAX_IMPORT_ROWS, TRUCK_COLUMNS, type FileErrorCode, type FileWarningCode, type Issue, type RawRow, type TruckColumn } from './types';

const ALIASES: Record<string, TruckColumn> = {
  unit: 'unit', unit_number: 'unit', unit_no: 'unit', truck: 'unit', truck_number: 'unit', name: 'unit', fleet_number: 'unit',
  brand: 'brand', make: 'brand', manufacturer: 'brand',
  series: 'series', model_series: 'series',
  model: 'model',
  serial_number: 'serial_number', serial: 'serial_number', serial_no: 'serial_number', sn: 'serial_number',
  fuel_type: 'fuel_type', fuel: 'fuel_type', power: 'fuel_type',
  hour_meter: 'hour_meter', hours: 'hour_meter', hourmeter: 'hour_meter', hour_meter_reading: 'hour_meter',
  site: 'site', location: 'site', site_location: 'site', depot: 'site',
  in_service_date: 'in_service_date', in_service: 'in_service_date', service_date: 'in_service_date', commissioned: 'in_service_date',
  notes: 'notes', note: 'notes', comments: 'notes',
};

export function canonicalColumn(header: string): TruckColumn | undefined {
  const key = header.trim().toLowerCase().replace(/[\s\-/.]+/g, '_').replace(/[^a-z0-9_]/g, '');
  return ALIASES[key] ?? (TRUCK_COLUMNS as readonly string[]).find((c) => c === key) as TruckColumn | undefined;
}

export interface ParsedCsv {
  rows: RawRow[];
  fileErrors: Issue<FileErrorCode>[];
  fileWarnings: Issue<FileWarningCode>[];
}

function isBlank(record: readonly string[]): boolean {
  return record.every((cell) => cell.trim() === '');
}

export function parseTruckCsv(text: string): ParsedCsv {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false, delimitersToGuess: [',', ';', '\t'] });
  const records = parsed.data;
  const headerIndex = records.findIndex((r) => !isBlank(r));
  if (headerIndex < 0) return { rows: [], fileErrors: [{ code: 'empty_file', message: 'The file is empty.' }], fileWarnings: [] };
  const header = records[headerIndex] ?? [];
  const columns = header.map((h) => canonicalColumn(h));
  const fileWarnings: Issue<FileWarningCode>[] = header
    .filter((h, i) => h.trim() !== '' && columns[i] === undefined)
    .map((h) => ({ code: 'unknown_column', field: h.trim(), message: `The column "${h.trim()}" is not used.` }));
  const missing = (['brand', 'serial_number'] as const).filter((c) => !columns.includes(c));
  if (missing.length > 0) {
    return {
      rows: [],
      fileErrors: [{ code: 'missing_header', message: `The first line must name the columns; missing: ${missing.join(', ')}.` }],
      fileWarnings,
    };
  }
  // Line numbers: papaparse gives records; a quoted cell may hold line breaks, which move the following lines down.
  const lineOf: number[] = [];
  let line = 1;
  for (const record of records) {
    lineOf.push(line);
    line += 1 + record.reduce((n, cell) => n + (cell.match(/\r\n|\n|\r/g)?.length ?? 0), 0);
  }
  const rows: RawRow[] = [];
  for (let i = headerIndex + 1; i < records.length; i++) {
    const record = records[i] ?? [];
    if (isBlank(record)) continue;
    const cells: RawRow['cells'] = {};
    columns.forEach((column, c) => {
      if (column && cells[column] === undefined) cells[column] = (record[c] ?? '').trim();
    });
    const extra = record.slice(header.length).some((cell) => cell.trim() !== '');
    rows.push({
      row: lineOf[i] ?? i + 1,
      cells,
      fieldCountIssue: extra ? 'too_many_columns' : record.length < header.length && record.length <= 1 ? 'too_few_columns' : undefined,
    });
  }
  if (rows.length > MAX_IMPORT_ROWS) {
    return {
      rows: [],
      fileErrors: [{ code: 'too_many_rows', message: `At most ${MAX_IMPORT_ROWS.toLocaleString('en')} trucks per file; this one has ${rows.length.toLocaleString('en')}.` }],
      fileWarnings,
    };
  }
  return { rows, fileErrors: [], fileWarnings };
}
