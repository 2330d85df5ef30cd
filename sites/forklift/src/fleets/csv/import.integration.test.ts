// The truck import through the real rpc fleet_import_trucks on both backends: the hand-written spreadsheet export
// (fixtures/spreadsheet-export.csv), read against the database's own catalogue, goes in with no refused row — a dry
// run first, which stores nothing and answers what the catalogue makes of each row, then the import — and every
// truck is stored as the preview understood it. A row the server refuses is answered with a sentence, never the
// database's message.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPortalUser, startForkliftPlatform, testBackends, type ForkliftPlatform, type PortalUser } from '../../testing';
import { createOrganization } from '../test-support/fleet-fixture';
import { importBatches, readTruckCsv, type ImportCatalog } from './index';

const FIXTURE = readFileSync(new URL('./fixtures/spreadsheet-export.csv', import.meta.url), 'utf8');
// What a page must never show: PostgreSQL's own wording.
const DATABASE_WORDS = /violates|constraint|relation "|column "|syntax|null value|SQLSTATE|invalid input|out of range|jsonb|scalar/i;

type Answer = {
  row: number;
  ok: boolean;
  id?: string;
  error?: { code: string; message: string };
  warnings: Array<{ code: string; message: string }>;
  truck?: { series_id: string | null; model_id: string | null; model: string; fuel_type: string | null; serial_in_range: boolean | null };
};

describe.each(testBackends())('the truck CSV import as spreadsheets write it, on %s', (backend) => {
  let platform: ForkliftPlatform;
  let manager: PortalUser;
  let org: string;

  beforeAll(async () => {
    platform = await startForkliftPlatform({ backend });
    manager = await createPortalUser(platform);
    org = await createOrganization(manager, 'Spreadsheet Yard');
  }, 240_000);
  afterAll(() => platform?.close());

  const importRows = async (rows: unknown[], dryRun = false): Promise<Answer[]> => {
    const { data, error } = await manager.client.rpc('fleet_import_trucks', { p_organization_id: org, p_rows: rows, p_dry_run: dryRun });
    if (error) throw new Error(`fleet_import_trucks: ${error.message}`);
    return data as Answer[];
  };

  it('imports the spreadsheet export with no refused row, each truck stored as the preview understood it', async () => {
    const catalog = (await manager.client.rpc('fleet_import_catalog')).data as ImportCatalog;
    const read = readTruckCsv(FIXTURE, catalog);
    expect(read.rows.map((row) => [row.row, row.ok, row.errors, row.warnings]).filter(([, ok, e, w]) => !ok || `${e}${w}`)).toEqual([]);
    const batches = importBatches(read.rows, 25);
    expect(batches.map((batch) => batch.length)).toEqual([12]);
    const batch = batches[0] ?? [];

    const dry = await importRows(batch, true);
    expect(dry.filter((answer) => !answer.ok || answer.warnings.length > 0)).toEqual([]);
    expect(dry.every((answer) => answer.id === undefined)).toBe(true);
    expect((await manager.client.from('fleet_trucks').select('id').eq('organization_id', org)).data).toEqual([]);
    // The dry run's answer: the catalogue's series, model and fuel — what the preview showed, from the serial too.
    expect(dry.map((answer) => [answer.row, answer.truck?.series_id, answer.truck?.model_id, answer.truck?.fuel_type])).toEqual(
      read.rows.map((row) => [row.row, row.understood.series?.id, row.understood.model?.id, row.understood.fuel?.id]),
    );

    const done = await importRows(batch);
    expect(done.map((answer) => [answer.row, answer.ok, answer.warnings])).toEqual(read.rows.map((row) => [row.row, true, []]));
    const { data: stored } = await manager.client
      .from('fleet_trucks')
      .select(
        'unit, brand_id, series_id, model_id, model, serial_number, fuel_type, hour_meter, site, in_service_date, notes, serial_in_range',
      )
      .eq('organization_id', org)
      .order('serial_number');
    const expected = read.rows
      .map(({ values: v, understood: u }) => ({
        unit: v.unit,
        brand_id: u.brand?.id,
        series_id: u.series?.id,
        model_id: u.model?.id,
        model: u.model?.name,
        serial_number: v.serial_number,
        fuel_type: u.fuel?.id,
        hour_meter: u.hours?.value ?? 0,
        site: v.site,
        in_service_date: u.date?.iso ?? null,
        notes: v.notes,
        serial_in_range: true,
      }))
      .sort((a, b) => (a.serial_number < b.serial_number ? -1 : 1));
    expect((stored ?? []).map((truck) => ({ ...truck, hour_meter: Number(truck.hour_meter) }))).toEqual(expected);
    expect(stored?.find((truck) => truck.serial_number === '32650')).toMatchObject({
      series_id: 'u-stitch-ue',
      model: 'UE25',
      in_service_date: '2020-03-15',
      hour_meter: 8210.5,
    });

    // The same file again: every row is already in the fleet — in the browser's check and in the server's answer.
    const existing = new Set((stored ?? []).map((truck) => `${truck.brand_id}/${String(truck.serial_number).toLowerCase()}`));
    const again = readTruckCsv(FIXTURE, catalog, { existing });
    expect(new Set(again.rows.flatMap((row) => row.errors.map((e) => e.code)))).toEqual(new Set(['duplicate_serial']));
    const twice = await importRows(batch);
    expect(twice.map((answer) => [answer.ok, answer.error?.code])).toEqual(batch.map(() => [false, 'duplicate_serial']));
  });

  it('answers each row the server refuses with a sentence, never the database message', async () => {
    const answers = await importRows([
      { row: 2, brand_id: 'c-monarch', model_id: 'r-raynet-rd-rd35', serial_number: 'M-1' },
      { row: 3, brand_id: 'c-monarch', series_id: 'r-raynet-rd', serial_number: 'M-2' },
      { row: 4, brand_id: 'c-monarch', serial_number: 'M-3', unit: 'u'.repeat(61) },
      { row: 5, brand_id: 'c-monarch', serial_number: 'M-4', site: 's'.repeat(121) },
      { row: 6, brand_id: 'c-monarch', serial_number: 'M-5', notes: 'n'.repeat(2001) },
      { row: 7, brand_id: 'c-monarch', serial_number: 'M-6', model: 'm'.repeat(81) },
      { row: 8, brand_id: 'c-monarch', serial_number: 'M-7', hour_meter: '8,210' },
      { row: 9, brand_id: 'c-monarch', serial_number: 'M-8', hour_meter: 1_000_000 },
      { row: 10, brand_id: 'c-monarch', serial_number: 'M-9', in_service_date: '15/03/2020' },
      { row: 11, brand_id: 'c-monarch', serial_number: 'M-10', fuel_type: 'steam' },
      { row: 12, brand_id: 'acme', serial_number: 'M-11' },
      { row: 13, brand_id: 'c-monarch', serial_number: '' },
      { row: 14, serial_number: 'M-12' },
      'not a row',
    ]);
    expect(answers.map((answer) => [answer.row, answer.ok, answer.error?.code])).toEqual([
      [2, false, 'model_series_mismatch'],
      [3, false, 'series_brand_mismatch'],
      [4, false, 'unit_too_long'],
      [5, false, 'site_too_long'],
      [6, false, 'notes_too_long'],
      [7, false, 'model_too_long'],
      [8, false, 'invalid_hour_meter'],
      [9, false, 'invalid_hour_meter'],
      [10, false, 'invalid_date'],
      [11, false, 'invalid_fuel_type'],
      [12, false, 'unknown_brand'],
      [13, false, 'missing_serial'],
      [14, false, 'missing_brand'],
      [14, false, 'invalid_row'],
    ]);
    for (const answer of answers) {
      expect(answer.error?.message).toMatch(/^[A-Z].{15,}\.$/);
      expect(answer.error?.message).not.toMatch(DATABASE_WORDS);
    }
  });
});
