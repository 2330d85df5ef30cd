// Validates parsed truck rows against the catalogue: every problem of a row is reported with a stable code, a row
// with any error is not imported, and a serial outside every model range of its series is accepted with a warning.
// Pure: the same module runs in the browser (preview) and in tests; the database re-checks at insert.
import type { ImportCatalog, Issue, RawRow, RowErrorCode, RowWarningCode, TruckImportRow, ValidatedRow } from './types';

const FUEL_ALIASES: Record<string, string> = {
  electric: 'electric',
  battery: 'electric',
  ev: 'electric',
  'electric battery': 'electric',
  lpg: 'lpg',
  propane: 'lpg',
  gas: 'lpg',
  'lp gas': 'lpg',
  diesel: 'diesel',
  gasoline: 'gasoline',
  petrol: 'gasoline',
  cng: 'cng-dual',
  'cng-dual': 'cng-dual',
  'cng / dual fuel': 'cng-dual',
  'cng/dual': 'cng-dual',
  'dual fuel': 'cng-dual',
  dual: 'cng-dual',
};

/** The serial's number for range checks, as the database computes it: its last run of digits (at most 15). */
export function serialNumeric(serial: string): number | null {
  const match = /([0-9]{1,15})[^0-9]*$/.exec(serial);
  return match?.[1] ? Number(match[1]) : null;
}

const lower = (value: string) => value.trim().toLowerCase();

/** Series may be written as their id, their name ("CX Series") or the name without "Series" ("CX"). */
function seriesMatches(series: ImportCatalog['series'][number], written: string): boolean {
  const w = lower(written);
  const name = lower(series.name);
  return lower(series.id) === w || name === w || name.replace(/\s+series$/, '') === w.replace(/\s+series$/, '');
}

export interface ValidateOptions {
  /** `brand_id/serial` of trucks already in the fleet, to report duplicates before sending. */
  existing?: ReadonlySet<string>;
}

export function truckKey(brandId: string, serial: string): string {
  return `${brandId}/${serial.trim().toLowerCase()}`;
}

export function validateTruckRows(rows: readonly RawRow[], catalog: ImportCatalog, options: ValidateOptions = {}): ValidatedRow[] {
  const seen = new Map<string, number>();
  return rows.map((raw) => {
    const errors: Issue<RowErrorCode>[] = [];
    const warnings: Issue<RowWarningCode>[] = [];
    const error = (code: RowErrorCode, field: string, message: string) => errors.push({ code, field, message });
    const cell = (name: keyof RawRow['cells']) => raw.cells[name]?.trim() ?? '';

    if (raw.fieldCountIssue === 'too_many_columns') error('too_many_columns', '', 'This line has more cells than the header has columns.');
    if (raw.fieldCountIssue === 'too_few_columns') error('too_few_columns', '', 'This line has fewer cells than the header has columns.');

    const brandText = cell('brand');
    const brand =
      brandText === '' ? undefined : catalog.brands.find((b) => lower(b.id) === lower(brandText) || lower(b.name) === lower(brandText));
    if (brandText === '') error('missing_brand', 'brand', 'The brand is missing.');
    else if (!brand) error('unknown_brand', 'brand', `Unknown brand "${brandText}".`);

    const seriesText = cell('series');
    let series =
      seriesText === '' ? undefined : catalog.series.find((s) => (!brand || s.brandId === brand.id) && seriesMatches(s, seriesText));
    if (seriesText !== '' && !series && brand) {
      const elsewhere = catalog.series.find((s) => seriesMatches(s, seriesText));
      if (elsewhere) error('series_brand_mismatch', 'series', `The series "${seriesText}" is not a ${brand.id} series.`);
      else error('unknown_series', 'series', `Unknown series "${seriesText}".`);
    }

    const modelText = cell('model');
    let model =
      modelText === '' || !brand
        ? undefined
        : catalog.models.find(
            (m) =>
              m.brandId === brand.id &&
              (!series || m.seriesId === series.id) &&
              (lower(m.name) === lower(modelText) || lower(m.id) === lower(modelText)),
          );
    if (modelText !== '' && brand && !model) {
      const other = catalog.models.find(
        (m) => m.brandId === brand.id && (lower(m.name) === lower(modelText) || lower(m.id) === lower(modelText)),
      );
      if (other && series) error('model_series_mismatch', 'model', `The model ${modelText} is not in the series ${series.name}.`);
      else
        warnings.push({
          code: 'unknown_model',
          field: 'model',
          message: `The model "${modelText}" is not in the catalogue; it is kept as written.`,
        });
    }
    if (model && !series) series = catalog.series.find((s) => s.id === model?.seriesId);

    const serial = cell('serial_number');
    if (serial === '') error('missing_serial', 'serial_number', 'The serial number is missing.');
    else if (serial.length > 40) error('serial_too_long', 'serial_number', 'The serial number is longer than 40 characters.');
    else if (brand) {
      const key = truckKey(brand.id, serial);
      const earlier = seen.get(key);
      if (earlier !== undefined) error('duplicate_serial', 'serial_number', `The same ${brand.name} serial number is on line ${earlier}.`);
      else if (options.existing?.has(key))
        error('duplicate_serial', 'serial_number', `A ${brand.name} truck with this serial number is already in the fleet.`);
      else seen.set(key, raw.row);
    }

    const fuelText = cell('fuel_type');
    const fuel =
      fuelText === ''
        ? null
        : (catalog.fuelTypes.find((f) => lower(f.id) === lower(fuelText) || lower(f.name) === lower(fuelText))?.id ??
          FUEL_ALIASES[lower(fuelText)] ??
          undefined);
    if (fuel === undefined)
      error('invalid_fuel_type', 'fuel_type', `Unknown fuel type "${fuelText}" (electric, LPG, diesel, gasoline or CNG / dual fuel).`);
    else if (fuel && series && series.fuelTypes.length > 0 && !series.fuelTypes.includes(fuel)) {
      error('fuel_not_in_series', 'fuel_type', `The ${series.name} is not built for ${fuelText}.`);
    }
    if (model && fuel && model.fuelType !== fuel) {
      const sameName = catalog.models.find(
        (m) => m.seriesId === model?.seriesId && lower(m.name) === lower(modelText) && m.fuelType === fuel,
      );
      if (sameName) model = sameName;
    }

    const hoursText = cell('hour_meter')
      .replace(/[\s,_]/g, '')
      .replace(/h(ours?)?$/i, '');
    const hours = hoursText === '' ? 0 : Number(hoursText);
    if (!/^\d+(\.\d+)?$/.test(hoursText === '' ? '0' : hoursText) || !Number.isFinite(hours) || hours >= 1_000_000) {
      error('invalid_hour_meter', 'hour_meter', `The hour meter "${cell('hour_meter')}" must be a number of hours from 0 to 999,999.`);
    }

    const dateText = cell('in_service_date');
    const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateText);
    const validDate =
      date &&
      !Number.isNaN(Date.UTC(Number(date[1]), Number(date[2]) - 1, Number(date[3]))) &&
      new Date(Date.UTC(Number(date[1]), Number(date[2]) - 1, Number(date[3]))).toISOString().startsWith(dateText);
    if (dateText !== '' && !validDate)
      error('invalid_date', 'in_service_date', `The in-service date "${dateText}" must be written YYYY-MM-DD.`);

    if (cell('unit').length > 60) error('unit_too_long', 'unit', 'The unit name is longer than 60 characters.');
    if (cell('site').length > 120) error('site_too_long', 'site', 'The site is longer than 120 characters.');
    if (cell('notes').length > 2000) error('notes_too_long', 'notes', 'The notes are longer than 2,000 characters.');

    const number = serial === '' ? null : serialNumeric(serial);
    if (series && number !== null && errors.length === 0) {
      const inRange = catalog.models.some(
        (m) => m.seriesId === series?.id && m.serialFrom <= number && (m.serialTo === null || number <= m.serialTo),
      );
      if (!inRange) {
        warnings.push({
          code: 'serial_out_of_range',
          field: 'serial_number',
          message: `Serial ${serial} is outside every known serial range of the ${series.name}; the truck is added anyway.`,
        });
      }
    }

    const values: TruckImportRow = {
      row: raw.row,
      unit: cell('unit'),
      brand_id: brand?.id ?? brandText,
      series_id: series?.id ?? null,
      model_id: model?.id ?? null,
      model: modelText,
      serial_number: serial,
      fuel_type: fuel ?? null,
      hour_meter: Number.isFinite(hours) ? hours : 0,
      site: cell('site'),
      in_service_date: validDate ? dateText : null,
      notes: cell('notes'),
    };
    return { row: raw.row, ok: errors.length === 0, values, errors, warnings };
  });
}

/** The importable rows in batches for rpc fleet_import_trucks (a progress step per batch). */
export function importBatches(rows: readonly ValidatedRow[], size = 25): TruckImportRow[][] {
  const ok = rows.filter((r) => r.ok).map((r) => r.values);
  const batches: TruckImportRow[][] = [];
  for (let i = 0; i < ok.length; i += size) batches.push(ok.slice(i, i + size));
  return batches;
}
