// Reads a truck CSV with papaparse (quotes, embedded commas and line breaks, BOM, ; or tab delimiters), maps the
// header to the canonical columns (case, spaces, punctuation and the usual synonyms ignored) and keeps each row's
// line number.
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

// Header names as fleets' own sheets write them, compared lower-case with accents, a unit in brackets and everything
// but letters and digits removed ("Serial No.", "S/N", "Hour meter (h)", "In-service date" → serialno, sn, hourmeter,
// inservicedate).
const ALIASES: Record<TruckColumn, readonly string[]> = {
  unit: [
    'unit',
    'unitnumber',
    'unitno',
    'unitid',
    'unitname',
    'truck',
    'truckno',
    'trucknumber',
    'truckid',
    'truckname',
    'fleetnumber',
    'fleetno',
    'fleetid',
    'asset',
    'assetnumber',
    'assetno',
    'assetid',
    'assettag',
    'name',
  ],
  brand: ['brand', 'brandname', 'brandid', 'make', 'manufacturer', 'mfr', 'mfg', 'oem', 'maker'],
  series: ['series', 'serie', 'seriesname', 'seriesid', 'modelseries', 'family', 'modelfamily', 'productline'],
  model: ['model', 'modelname', 'modelnumber', 'modelno', 'modelcode', 'modelid', 'truckmodel'],
  serial_number: [
    'serialnumber',
    'serial',
    'serialno',
    'serialnr',
    'serialnum',
    'sn',
    'sno',
    'snr',
    'sernum',
    'serno',
    'chassisnumber',
    'chassisno',
  ],
  fuel_type: ['fueltype', 'fuel', 'power', 'powertype', 'powersource', 'powerunit', 'energy', 'drivetype'],
  hour_meter: [
    'hourmeter',
    'hourmeterreading',
    'hours',
    'hrs',
    'hr',
    'hrmeter',
    'hoursmeter',
    'meter',
    'meterreading',
    'hourreading',
    'operatinghours',
    'runhours',
    'runninghours',
    'enginehours',
    'currenthours',
    'totalhours',
  ],
  site: ['site', 'sitename', 'location', 'sitelocation', 'depot', 'branch', 'warehouse', 'facility', 'yard'],
  in_service_date: [
    'inservicedate',
    'inservice',
    'inservicesince',
    'servicedate',
    'dateinservice',
    'commissioned',
    'commissioningdate',
    'commissiondate',
    'deliverydate',
    'delivered',
    'datedelivered',
    'startdate',
    'purchasedate',
    'acquired',
    'acquisitiondate',
  ],
  notes: ['notes', 'note', 'comments', 'comment', 'remarks', 'description'],
};
const BY_KEY = new Map(TRUCK_COLUMNS.flatMap((column) => ALIASES[column].map((alias) => [alias, column] as const)));

export function canonicalColumn(header: string): TruckColumn | undefined {
  const key = header
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\([^)]*\)|\[[^\]]*\]/g, '')
    .replace(/[^a-z0-9]/g, '');
  return BY_KEY.get(key) ?? BY_KEY.get(key.replace(/^(truck|forklift)(?=.)/, ''));
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
