// Reads a truck CSV with papaparse (quotes, embedded commas and line breaks, BOM, ; or tab delimiters), maps the
// header to the canonical columns (case, spaces and a few usual aliases ignored) and keeps each row's line number.
import Papa from 'papaparse';
import {
  MAX_IMPORT_ROWS,
  TRUCK_COLUMNS,
  type FileErrorCode,
  type FileWarningCode,
  type Issue,
  type RawRow,
  type TruckColumn,
} from './types';

// Header names as fleets' own sheets write them, compared lower-case with everything but letters and digits removed
// ("Serial Number", "S/N", "In-service date" → serialnumber, sn, inservicedate).
const ALIASES: Record<TruckColumn, readonly string[]> = {
  unit: [
    'unit',
    'unitnumber',
    'unitno',
    'truck',
    'truckno',
    'trucknumber',
    'fleetnumber',
    'fleetno',
    'asset',
    'assetnumber',
    'assetno',
    'name',
  ],
  brand: ['brand', 'make', 'manufacturer'],
  series: ['series', 'modelseries'],
  model: ['model', 'modelnumber', 'modelno'],
  serial_number: ['serialnumber', 'serial', 'serialno', 'sn', 'sno'],
  fuel_type: ['fueltype', 'fuel', 'power', 'powersource'],
  hour_meter: ['hourmeter', 'hours', 'hrs', 'meter', 'hourmeterreading'],
  site: ['site', 'location', 'sitelocation', 'depot', 'branch'],
  in_service_date: ['inservicedate', 'inservice', 'servicedate', 'commissioned', 'deliverydate', 'startdate'],
  notes: ['notes', 'note', 'comments', 'remarks'],
};
const BY_KEY = new Map(TRUCK_COLUMNS.flatMap((column) => ALIASES[column].map((alias) => [alias, column] as const)));

export function canonicalColumn(header: string): TruckColumn | undefined {
  return BY_KEY.get(header.toLowerCase().replace(/[^a-z0-9]/g, ''));
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
      fileErrors: [
        {
          code: 'too_many_rows',
          message: `At most ${MAX_IMPORT_ROWS.toLocaleString('en')} trucks per file; this one has ${rows.length.toLocaleString('en')}.`,
        },
      ],
      fileWarnings,
    };
  }
  return { rows, fileErrors: [], fileWarnings };
}
