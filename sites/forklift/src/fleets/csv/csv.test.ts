// Truck CSV import: parsing (quotes, line breaks, aliases, delimiters), one stable code per problem, the serial-range
// warning, duplicates in the file and in the fleet, and batching.
import { describe, expect, it } from 'vitest';
import { canonicalColumn, importBatches, readTruckCsv, serialNumeric, type ImportCatalog } from './index';

const catalog: ImportCatalog = {
  brands: [
    { id: 'c-monarch', name: 'C-Monarch' },
    { id: 'r-raynet', name: 'R-Raynet' },
  ],
  series: [
    { id: 'c-monarch-cx', brandId: 'c-monarch', name: 'CX Series', fuelTypes: ['electric'] },
    { id: 'c-monarch-cg', brandId: 'c-monarch', name: 'CG Series', fuelTypes: ['lpg', 'gasoline', 'cng-dual'] },
    { id: 'r-raynet-rd', brandId: 'r-raynet', name: 'RD Series', fuelTypes: ['diesel'] },
  ],
  models: [
    {
      id: 'c-monarch-cx-cx20',
      seriesId: 'c-monarch-cx',
      brandId: 'c-monarch',
      name: 'CX20',
      fuelType: 'electric',
      serialFrom: 40500,
      serialTo: null,
    },
    {
      id: 'c-monarch-cg-cg40l',
      seriesId: 'c-monarch-cg',
      brandId: 'c-monarch',
      name: 'CG40L',
      fuelType: 'lpg',
      serialFrom: 71200,
      serialTo: 73699,
    },
    {
      id: 'c-monarch-cg-cg50g',
      seriesId: 'c-monarch-cg',
      brandId: 'c-monarch',
      name: 'CG50G',
      fuelType: 'gasoline',
      serialFrom: 73700,
      serialTo: 76199,
    },
    {
      id: 'r-raynet-rd-rd35',
      seriesId: 'r-raynet-rd',
      brandId: 'r-raynet',
      name: 'RD35',
      fuelType: 'diesel',
      serialFrom: 33500,
      serialTo: 35999,
    },
  ],
  fuelTypes: [
    { id: 'electric', name: 'Electric' },
    { id: 'lpg', name: 'LPG' },
    { id: 'diesel', name: 'Diesel' },
    { id: 'gasoline', name: 'Gasoline' },
    { id: 'cng-dual', name: 'CNG / dual fuel' },
  ],
};

const HEADER = 'Unit,Brand,Series,Model,Serial Number,Fuel Type,Hour Meter,Site,In-service date,Notes';

describe('truck CSV import', () => {
  it('reads good rows into the import shape, with catalogue ids and the line numbers of the file', () => {
    const text = `\uFEFF${HEADER}\r\nTruck 14,C-Monarch,CX,CX20,40512,electric,"8,210",Dock 3,2021-03-01,"Mast chain replaced,\nJune"\r\nTruck 15,c-monarch,CG Series,CG40L,71250,LPG,1200.5,Yard,,\r\n`;
    const result = readTruckCsv(text, catalog);
    expect(result.fileErrors).toEqual([]);
    expect(result.rows.map((r) => [r.row, r.ok, r.errors, r.warnings])).toEqual([
      [2, true, [], []],
      [4, true, [], []],
    ]);
    expect(result.rows[0]?.values).toEqual({
      row: 2,
      unit: 'Truck 14',
      brand_id: 'c-monarch',
      series_id: 'c-monarch-cx',
      model_id: 'c-monarch-cx-cx20',
      model: 'CX20',
      serial_number: '40512',
      fuel_type: 'electric',
      hour_meter: 8210,
      site: 'Dock 3',
      in_service_date: '2021-03-01',
      notes: 'Mast chain replaced,\nJune',
    });
    expect(result.rows[1]?.values).toMatchObject({
      series_id: 'c-monarch-cg',
      model_id: 'c-monarch-cg-cg40l',
      fuel_type: 'lpg',
      hour_meter: 1200.5,
      in_service_date: null,
    });
  });

  it('accepts a serial outside every range of its series with a warning', () => {
    const [row] = readTruckCsv(`brand,series,serial\nC-Monarch,CG,99001\n`, catalog).rows;
    expect(row?.ok).toBe(true);
    expect(row?.warnings.map((w) => w.code)).toEqual(['serial_out_of_range']);
    expect(row?.warnings[0]?.message).toContain('99001');
  });

  it('reports every problem of a row with its stable code and imports none of it', () => {
    const lines = [
      'brand,series,model,serial_number,fuel_type,hour_meter,in_service_date,unit',
      ',CX,,1,,,,',
      'Acme,,,2,,,,',
      'C-Monarch,RD,,3,,,,',
      'C-Monarch,Nope,,4,,,,',
      'C-Monarch,CX,,,,,,',
      `C-Monarch,CX,,${'9'.repeat(41)},,,,`,
      'C-Monarch,CX,,40600,hydrogen,,,',
      'C-Monarch,CX,,40601,diesel,,,',
      'C-Monarch,CX,,40602,,-5,,',
      'C-Monarch,CX,,40603,,lots,,',
      'C-Monarch,CX,,40604,,,2021-02-30,',
      `C-Monarch,CX,,40605,,,,${'u'.repeat(61)}`,
      'C-Monarch,CX,,40606,,,,,extra',
      'C-Monarch,CX,CG40L,40607,,,,',
    ];
    const rows = readTruckCsv(lines.join('\n'), catalog).rows;
    expect(rows.map((r) => [r.row, r.ok, r.errors.map((e) => e.code)])).toEqual([
      [2, false, ['missing_brand']],
      [3, false, ['unknown_brand']],
      [4, false, ['series_brand_mismatch']],
      [5, false, ['unknown_series']],
      [6, false, ['missing_serial']],
      [7, false, ['serial_too_long']],
      [8, false, ['invalid_fuel_type']],
      [9, false, ['fuel_not_in_series']],
      [10, false, ['invalid_hour_meter']],
      [11, false, ['invalid_hour_meter']],
      [12, false, ['invalid_date']],
      [13, false, ['unit_too_long']],
      [14, false, ['too_many_columns']],
      [15, false, ['model_series_mismatch']],
    ]);
    for (const row of rows) for (const e of row.errors) expect(e.message.length).toBeGreaterThan(5);
  });

  it('keeps an unknown model as written, with a warning', () => {
    const [row] = readTruckCsv('brand,series,model,serial\nC-Monarch,CX,CX99,40700\n', catalog).rows;
    expect([row?.ok, row?.values.model, row?.values.model_id, row?.warnings.map((w) => w.code)]).toEqual([
      true,
      'CX99',
      null,
      ['unknown_model'],
    ]);
  });

  it('finds duplicate serials in the file and in the fleet, per brand', () => {
    const text = 'brand,serial\nC-Monarch,40512\nR-Raynet,40512\nc-monarch,40512\nC-Monarch,41000\n';
    const rows = readTruckCsv(text, catalog, { existing: new Set(['c-monarch/41000']) }).rows;
    expect(rows.map((r) => r.errors.map((e) => e.code))).toEqual([[], [], ['duplicate_serial'], ['duplicate_serial']]);
    expect(rows[2]?.errors[0]?.message).toContain('line 2');
  });

  it('refuses files without the brand and serial columns, empty files and files over 2,000 rows', () => {
    expect(readTruckCsv('', catalog).fileErrors.map((e) => e.code)).toEqual(['empty_file']);
    expect(readTruckCsv('unit,model\nT1,CX20\n', catalog).fileErrors.map((e) => e.code)).toEqual(['missing_header']);
    const big = `brand,serial\n${Array.from({ length: 2001 }, (_, i) => `C-Monarch,${50000 + i}`).join('\n')}`;
    expect(readTruckCsv(big, catalog).fileErrors.map((e) => e.code)).toEqual(['too_many_rows']);
  });

  it('knows the header names fleets write', () => {
    const headers = [
      'Unit No.',
      'Asset Number',
      'Make',
      'Model Number',
      'S/N',
      'Serial No',
      'Power Source',
      'Hrs',
      'Branch',
      'Delivery date',
      'Remarks',
      'Fleet No',
    ];
    expect(headers.map((h) => canonicalColumn(h))).toEqual([
      'unit',
      'unit',
      'brand',
      'model',
      'serial_number',
      'serial_number',
      'fuel_type',
      'hour_meter',
      'site',
      'in_service_date',
      'notes',
      'unit',
    ]);
    expect(canonicalColumn('Colour')).toBeUndefined();
    const more: Array<[string, string]> = [
      ['Serial No.', 'serial_number'],
      ['SERIAL_NUMBER', 'serial_number'],
      ['Serial #', 'serial_number'],
      ['Truck serial', 'serial_number'],
      ['Hour meter', 'hour_meter'],
      ['Hour meter (h)', 'hour_meter'],
      ['hour_meter', 'hour_meter'],
      ['Operating hours', 'hour_meter'],
      ['Manufacturer', 'brand'],
      ['Brand ID', 'brand'],
      ['Model code', 'model'],
      ['In service since', 'in_service_date'],
      ['Date in service', 'in_service_date'],
      ['Commissioning date', 'in_service_date'],
      ['Asset tag', 'unit'],
      ['Série', 'series'],
    ];
    expect(more.map(([header]) => [header, canonicalColumn(header)])).toEqual(more);
  });

  it('reads semicolon files and header aliases, and tells which columns it ignores', () => {
    const result = readTruckCsv('Make;SN;Hours;Location;Colour\nC-Monarch;40513;12;North;red\n', catalog);
    expect(result.fileWarnings.map((w) => [w.code, w.field])).toEqual([['unknown_column', 'Colour']]);
    expect(result.rows[0]?.values).toMatchObject({ brand_id: 'c-monarch', serial_number: '40513', hour_meter: 12, site: 'North' });
  });

  it('batches only the importable rows', () => {
    const text = `brand,serial\n${Array.from({ length: 60 }, (_, i) => `C-Monarch,${i === 7 ? '' : 40500 + i}`).join('\n')}`;
    const batches = importBatches(readTruckCsv(text, catalog).rows, 25);
    expect(batches.map((b) => b.length)).toEqual([25, 25, 9]);
  });

  it('takes the serial number of a serial as the database does: its last run of digits', () => {
    expect([serialNumeric('40512'), serialNumeric('CX25-40512A'), serialNumeric('ABC'), serialNumeric('A1B2')]).toEqual([
      40512,
      40512,
      null,
      2,
    ]);
  });
});
