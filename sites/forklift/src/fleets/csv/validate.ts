// Validates parsed truck rows against the catalogue: every problem of a row is reported with a stable code and a
// sentence in the user's words, a row with any error is not imported, and a serial outside every model range of its
// series is accepted with a warning. Each row also says what was understood (brand to hours) for the preview.
// Pure: the same module runs in the browser (preview) and in tests; the database re-checks at insert.
import { either, findBrand, findModel, findSeries, modelForSerial, nameKey, seriesElsewhere } from './match';
import { readDate, type DateOrder, type DateProblem } from './read-date';
import { readHours } from './read-hours';
import type {
  ImportCatalog,
  Issue,
  RawRow,
  RowErrorCode,
  RowReading,
  RowWarningCode,
  TruckImportRow,
  Understood,
  ValidatedRow,
} from './types';

type Series = ImportCatalog['series'][number];
type Model = ImportCatalog['models'][number];

// Fuel types as fleets write them, in the compared form (upper case, letters and digits only).
const FUEL_ALIASES: Record<string, string> = {
  ELECTRIC: 'electric',
  ELEC: 'electric',
  BATTERY: 'electric',
  EV: 'electric',
  ELECTRICBATTERY: 'electric',
  BATTERYELECTRIC: 'electric',
  LPG: 'lpg',
  LP: 'lpg',
  LPGAS: 'lpg',
  PROPANE: 'lpg',
  LPGPROPANE: 'lpg',
  PROPANELPG: 'lpg',
  GAS: 'lpg',
  DIESEL: 'diesel',
  DSL: 'diesel',
  GASOLINE: 'gasoline',
  PETROL: 'gasoline',
  CNG: 'cng-dual',
  CNGDUAL: 'cng-dual',
  CNGDUALFUEL: 'cng-dual',
  DUALFUEL: 'cng-dual',
  DUAL: 'cng-dual',
};

/** The serial's number for range checks, as the database computes it: its last run of digits (at most 15). */
export function serialNumeric(serial: string): number | null {
  const match = /([0-9]{1,15})[^0-9]*$/.exec(serial);
  return match?.[1] ? Number(match[1]) : null;
}

export interface ValidateOptions {
  /** `brand_id/serial` of trucks already in the fleet, to report duplicates before sending. */
  existing?: ReadonlySet<string>;
  /** How to read a date such as 03/04/2020; unset: as the file shows it (a day over 12), else day first. */
  dateOrder?: DateOrder;
}

export function truckKey(brandId: string, serial: string): string {
  return `${brandId}/${serial.trim().toLowerCase()}`;
}

function readFuel(catalog: ImportCatalog, written: string): Understood | undefined {
  const key = nameKey(written);
  const listed = catalog.fuelTypes.find((fuel) => nameKey(fuel.id) === key || nameKey(fuel.name) === key);
  const id = listed?.id ?? FUEL_ALIASES[key];
  const fuel = catalog.fuelTypes.find((entry) => entry.id === id);
  if (!id) return undefined;
  const name = fuel?.name ?? id;
  return { id, name, written, how: written === name ? 'exact' : 'spelling' };
}

const DATE_PROBLEMS: Record<DateProblem, (written: string) => string> = {
  not_a_date: (written) =>
    `The in-service date "${written}" is not a date we can read; write it like 2020-03-15, 15/03/2020 or 15 Mar 2020.`,
  year_only: (written) => `The in-service date "${written}" is only a year; write the day too, like ${written}-01-01.`,
  out_of_range: (written) => `The in-service date "${written}" is not between 1900 and 2100; check the year.`,
};

const understood = (entry: { id: string; name: string }, written: string, how: Understood['how']): Understood => ({
  id: entry.id,
  name: entry.name,
  written,
  how,
});

function validateRow(raw: RawRow, catalog: ImportCatalog, options: ValidateOptions, seen: Map<string, number>): ValidatedRow {
  const errors: Issue<RowErrorCode>[] = [];
  const warnings: Issue<RowWarningCode>[] = [];
  const reading: RowReading = {};
  const error = (code: RowErrorCode, field: string, message: string) => errors.push({ code, field, message });
  const warn = (code: RowWarningCode, field: string, message: string) => warnings.push({ code, field, message });
  const cell = (name: keyof RawRow['cells']) => raw.cells[name]?.trim() ?? '';
  const seriesName = (model: Model) => catalog.series.find((entry) => entry.id === model.seriesId)?.name ?? model.seriesId;
  const seriesOf = (model: Model) => catalog.series.find((entry) => entry.id === model.seriesId);

  if (raw.fieldCountIssue === 'too_many_columns') error('too_many_columns', '', 'This line has more cells than the header has columns.');
  if (raw.fieldCountIssue === 'too_few_columns') error('too_few_columns', '', 'This line has fewer cells than the header has columns.');

  const brandText = cell('brand');
  const brandFound = brandText === '' ? undefined : findBrand(catalog, brandText);
  const brand = brandFound?.kind === 'found' ? brandFound.entry : undefined;
  if (brandFound?.kind === 'found') reading.brand = understood(brandFound.entry, brandText, brandFound.how);
  if (brandText === '') error('missing_brand', 'brand', 'The brand is missing.');
  else if (brandFound?.kind === 'ambiguous') {
    error(
      'ambiguous_brand',
      'brand',
      `"${brandText}" could be ${either(brandFound.candidates.map((b) => b.name))}; write the brand's name.`,
    );
  } else if (!brand) {
    error(
      'unknown_brand',
      'brand',
      `Unknown brand "${brandText}". The catalogue has ${either(
        catalog.brands.map((b) => b.name),
        'and',
      )}.`,
    );
  }

  const fuelText = cell('fuel_type');
  const fuelRead = fuelText === '' ? undefined : readFuel(catalog, fuelText);
  const fuel = fuelRead?.id ?? null;
  if (fuelRead) reading.fuel = fuelRead;
  if (fuelText !== '' && !fuelRead) {
    error('invalid_fuel_type', 'fuel_type', `Unknown fuel type "${fuelText}" (electric, LPG, diesel, gasoline or CNG / dual fuel).`);
  }

  const serial = cell('serial_number');
  const number = serial === '' ? null : serialNumeric(serial);
  const seriesText = cell('series');
  const modelText = cell('model');

  let series: Series | undefined;
  let seriesUnknown = false;
  let seriesAmbiguous = false;
  if (seriesText !== '' && brand) {
    const found = findSeries(catalog, brand, seriesText, { model: modelText, fuel });
    if (found.kind === 'found') {
      series = found.entry;
      reading.series = understood(series, seriesText, found.how);
    } else if (found.kind === 'ambiguous') {
      seriesAmbiguous = true;
      const names = either(found.candidates.map((s) => s.name));
      error('ambiguous_series', 'series', `"${seriesText}" could be more than one ${brand.name} series: ${names}. Write the one you mean.`);
    } else {
      const elsewhere = seriesElsewhere(catalog, brand, seriesText);
      const owner = catalog.brands.find((b) => b.id === elsewhere?.brandId)?.name;
      if (elsewhere) {
        error(
          'series_brand_mismatch',
          'series',
          `The series "${seriesText}" is not a ${brand.name} series (${owner} makes the ${elsewhere.name}).`,
        );
      } else seriesUnknown = true;
    }
  }

  let model: Model | undefined;
  if (modelText !== '' && brand && !seriesAmbiguous) {
    const found = findModel(catalog, brand, series, modelText, { fuel, serial: number });
    if (found.kind === 'found') {
      model = found.entry;
      reading.model = understood(model, modelText, found.how);
    } else if (found.kind === 'ambiguous') {
      const names = either(found.candidates.map((m) => `${m.name} (${seriesName(m)})`));
      error('ambiguous_model', 'model', `"${modelText}" could be ${names}. Add the series or the fuel type to tell them apart.`);
    } else {
      const other = series ? findModel(catalog, brand, undefined, modelText, { fuel, serial: number }) : undefined;
      if (series && other && other.kind !== 'none') {
        const where = other.kind === 'found' ? ` (it is a ${seriesName(other.entry)} model)` : '';
        error('model_series_mismatch', 'model', `The model ${modelText} is not in the ${series.name}${where}.`);
      } else if (!seriesUnknown) {
        warn('unknown_model', 'model', `The model "${modelText}" is not in the catalogue; it is kept as written.`);
      }
    }
  }
  if (seriesUnknown && brand) {
    const fromModel = model ? seriesOf(model) : undefined;
    if (model && fromModel) {
      series = fromModel;
      reading.series = understood(fromModel, seriesText, 'model');
      warn(
        'series_from_model',
        'series',
        `LiftFix does not know the series "${seriesText}"; the ${model.name} is a ${fromModel.name} model, so it is filed there.`,
      );
    } else {
      const names = either(
        catalog.series.filter((s) => s.brandId === brand.id).map((s) => s.name),
        'and',
      );
      error('unknown_series', 'series', `Unknown series "${seriesText}". ${brand.name}'s series are ${names}.`);
    }
  }
  if (model && !series) {
    series = seriesOf(model);
    if (series) reading.series = understood(series, '', 'model');
  }
  // As the database does: with no model named (or none it knows), the model whose serial range holds the serial.
  if (!model && series && number !== null && errors.length === 0) {
    const bySerial = modelForSerial(catalog, series, number, fuel);
    if (bySerial) reading.model = understood(bySerial, modelText, 'serial');
  }
  const fuelModel = model ?? catalog.models.find((m) => m.id === reading.model?.id);
  if (!reading.fuel && fuelModel) {
    const fromModel = catalog.fuelTypes.find((f) => f.id === fuelModel.fuelType);
    if (fromModel) reading.fuel = understood(fromModel, '', 'model');
  }
  if (fuel && series && series.fuelTypes.length > 0 && !series.fuelTypes.includes(fuel)) {
    error('fuel_not_in_series', 'fuel_type', `The ${series.name} is not built for ${fuelText}.`);
  }

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

  const hoursText = cell('hour_meter');
  const hours = hoursText === '' ? null : readHours(hoursText);
  if (hours === undefined || (hours !== null && hours >= 1_000_000)) {
    error(
      'invalid_hour_meter',
      'hour_meter',
      `The hour meter "${hoursText}" is not a number of hours from 0 to 999,999 (write it like 8210, 8,210 or 8210.5).`,
    );
  } else if (hours !== null) reading.hours = { value: hours, written: hoursText };

  const dateText = cell('in_service_date');
  const date = dateText === '' ? undefined : readDate(dateText, options.dateOrder ?? 'dmy');
  if (typeof date === 'string') error('invalid_date', 'in_service_date', DATE_PROBLEMS[date](dateText));
  else if (date) reading.date = { ...date, written: dateText };

  if (cell('unit').length > 60) error('unit_too_long', 'unit', 'The unit name is longer than 60 characters.');
  if ((model?.name ?? modelText).length > 80) error('model_too_long', 'model', 'The model is longer than 80 characters.');
  if (cell('site').length > 120) error('site_too_long', 'site', 'The site is longer than 120 characters.');
  if (cell('notes').length > 2000) error('notes_too_long', 'notes', 'The notes are longer than 2,000 characters.');

  if (series && number !== null && errors.length === 0) {
    const inRange = catalog.models.some(
      (m) => m.seriesId === series?.id && m.serialFrom <= number && (m.serialTo === null || number <= m.serialTo),
    );
    if (!inRange) {
      warn(
        'serial_out_of_range',
        'serial_number',
        `Serial ${serial} is outside every known serial range of the ${series.name}; the truck is added anyway.`,
      );
    }
  }

  const values: TruckImportRow = {
    row: raw.row,
    unit: cell('unit'),
    brand_id: brand?.id ?? brandText,
    series_id: series?.id ?? null,
    model_id: model?.id ?? null,
    // A model found in the catalogue is stored under its catalogue name, not as typed ("cx 20" → CX20).
    model: model?.name ?? modelText,
    serial_number: serial,
    fuel_type: fuel,
    hour_meter: hours ?? null,
    site: cell('site'),
    in_service_date: reading.date?.iso ?? null,
    notes: cell('notes'),
  };
  return { row: raw.row, ok: errors.length === 0, values, written: raw.cells, understood: reading, errors, warnings };
}

export function validateTruckRows(rows: readonly RawRow[], catalog: ImportCatalog, options: ValidateOptions = {}): ValidatedRow[] {
  const seen = new Map<string, number>();
  return rows.map((raw) => validateRow(raw, catalog, options, seen));
}

/** The importable rows in batches for rpc fleet_import_trucks (a progress step per batch). */
export function importBatches(rows: readonly ValidatedRow[], size = 25): TruckImportRow[][] {
  const ok = rows.filter((r) => r.ok).map((r) => r.values);
  const batches: TruckImportRow[][] = [];
  for (let i = 0; i < ok.length; i += size) batches.push(ok.slice(i, i + size));
  return batches;
}
