// The hand-written spreadsheet export (fixtures/spreadsheet-export.csv: odd headers, hyphens for en dashes and back,
// day/month/year dates in three spellings, lower-case model codes, thousands separators, a decimal comma, blank
// optional fields) read against the sample catalogue: no row refused, each understood as the file means it. Then
// the rows a person gets wrong, each answered with its own sentence, and the setting for American dates.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleCatalog } from './fixtures/sample-catalog';
import { readTruckCsv, type ImportCatalog } from './index';

const FIXTURE = readFileSync(new URL('./fixtures/spreadsheet-export.csv', import.meta.url), 'utf8');
let catalog: ImportCatalog;

beforeAll(() => {
  catalog = sampleCatalog();
});

const HEADER = 'Make,Series,Model,S/N,Hours,In service';
const rowsOf = (lines: string[], options?: Parameters<typeof readTruckCsv>[2]) =>
  readTruckCsv([HEADER, ...lines].join('\n'), catalog, options);

describe('the spreadsheet export fixture', () => {
  it('is read with no refused row and no warning, each row as the file means it', () => {
    const result = readTruckCsv(FIXTURE, catalog);
    expect([result.fileErrors, result.fileWarnings]).toEqual([[], []]);
    expect(result.rows).toHaveLength(12);
    expect(result.rows.filter((row) => !row.ok || row.warnings.length > 0).map((row) => [row.row, row.errors, row.warnings])).toEqual([]);
    const table = result.rows.map(({ values: v }) => [v.brand_id, v.series_id, v.model_id, v.model, v.in_service_date, v.hour_meter]);
    expect(table).toEqual([
      ['c-monarch', 'c-monarch-cx', 'c-monarch-cx-cx20', 'CX20', '2020-03-15', 8210],
      ['c-monarch', 'c-monarch-cr', 'c-monarch-cr-cr16', 'CR16', '2021-02-01', 8210],
      ['u-stitch', 'u-stitch-ue', 'u-stitch-ue-ue25', 'UE25', '2020-03-15', 8210.5],
      ['u-stitch', 'u-stitch-us', 'u-stitch-us-us14', 'US14', '2019-07-01', 1200.5],
      ['h-brick', 'h-brick-h80', 'h-brick-h80-h120t', 'H120T', '2020-03-15', 12040],
      ['h-brick', 'h-brick-h25', 'h-brick-h25-h30l', 'H30L', null, null],
      ['r-raynet', 'r-raynet-rn7', 'r-raynet-rn7-7rn20', '7RN20', '2018-02-28', 3120],
      ['t-sensei', 't-sensei-tse', 't-sensei-tse-tse16', 'TSE16', null, 950],
      ['c-monarch', 'c-monarch-cg', 'c-monarch-cg-cg50g', 'CG50G', '2019-12-31', 1250.5],
      ['r-raynet', 'r-raynet-re8', 'r-raynet-re8-8re18', '8RE18', '2021-06-03', null],
      ['t-sensei', 't-sensei-tsg', 't-sensei-tsg-tsg25', 'TSG25', '2022-08-07', 600],
      ['u-stitch', 'u-stitch-ut', 'u-stitch-ut-ut15', 'UT15', '2017-12-01', 15000],
    ]);
    expect(result.dates).toEqual({
      order: 'dmy',
      source: 'file',
      evidence: { row: 2, written: '15/03/2020', order: 'dmy' },
      numeric: 8,
      byOrder: 3,
      mixed: false,
    });
  });

  it('says what it understood of each row, and from what', () => {
    const [first, second, third] = readTruckCsv(FIXTURE, catalog).rows;
    expect(third?.understood).toEqual({
      brand: { id: 'u-stitch', name: 'U-Stitch', written: 'U-Stitch', how: 'exact' },
      series: { id: 'u-stitch-ue', name: 'U-Line E20–E35', written: 'U-Line E20-E35', how: 'spelling' },
      model: { id: 'u-stitch-ue-ue25', name: 'UE25', written: 'ue25', how: 'spelling' },
      fuel: { id: 'electric', name: 'Electric', written: 'electric', how: 'spelling' },
      date: { iso: '2020-03-15', written: '15.03.2020', how: 'dmy', byOrder: false },
      hours: { value: 8210.5, written: '8210,5' },
    });
    expect(second?.understood.fuel).toEqual({ id: 'electric', name: 'Electric', written: '', how: 'model' });
    expect(second?.understood.date).toEqual({ iso: '2021-02-01', written: '01/02/2021', how: 'dmy', byOrder: true });
    expect(first?.understood.brand?.how).toBe('exact');
  });
});

describe('rows a person gets wrong', () => {
  it('answers each with a sentence naming what it found, or the candidates', () => {
    const result = rowsOf([
      'T-Sensei,TS,,52000,,',
      'H-Brick,H,,1,,',
      'U-Stitch,U,,2,,',
      'C-Monarch,Counterbalance,,3,,',
      'Acme Lifts,,,4,,',
      'C-Monarch,RN-7,,5,,',
      'C-Monarch,CX,CG40L,6,,',
      'C-Monarch,CX,,7,lots,',
      'C-Monarch,CX,,8,,31/02/2020',
      'C-Monarch,CX,,9,,2019',
      'C-Monarch,CX,,10,,15/03/2202',
    ]);
    expect(result.rows.map((row) => [row.row, row.ok, row.errors.map((e) => e.message)])).toEqual([
      [2, false, ['"TS" could be more than one T-Sensei series: TS-E Series, TS-D Series or TS-G Series. Write the one you mean.']],
      [3, false, ['"H" could be more than one H-Brick series: H80–H160 Titan or H25–H35 Mid. Write the one you mean.']],
      [4, false, ['"U" could be more than one U-Stitch series: U-Line E20–E35, U-Stack S12–S16 or U-Turn VNA. Write the one you mean.']],
      [5, false, ['Unknown series "Counterbalance". C-Monarch\'s series are CX Series, CG Series, CR Series and CP Series.']],
      [6, false, ['Unknown brand "Acme Lifts". The catalogue has C-Monarch, R-Raynet, T-Sensei, H-Brick and U-Stitch.']],
      [7, false, ['The series "RN-7" is not a C-Monarch series (R-Raynet makes the RN-7 Series).']],
      [8, false, ['The model CG40L is not in the CX Series (it is a CG Series model).']],
      [9, false, ['The hour meter "lots" is not a number of hours from 0 to 999,999 (write it like 8210, 8,210 or 8210.5).']],
      [10, false, ['The in-service date "31/02/2020" is not a date we can read; write it like 2020-03-15, 15/03/2020 or 15 Mar 2020.']],
      [11, false, ['The in-service date "2019" is only a year; write the day too, like 2019-01-01.']],
      [12, false, ['The in-service date "15/03/2202" is not between 1900 and 2100; check the year.']],
    ]);
    expect(result.rows[0]?.errors[0]?.code).toBe('ambiguous_series');
  });

  it('takes a short series the model settles, and files an unknown series under its model with a warning', () => {
    const [short, unknown] = rowsOf(['T-Sensei,TS,tsd30,27100,,', 'C-Monarch,Electric counterbalance,cx 25,43100,,']).rows;
    expect([short?.ok, short?.values.series_id, short?.understood.series?.how]).toEqual([true, 't-sensei-tsd', 'prefix']);
    expect([unknown?.ok, unknown?.values.series_id, unknown?.warnings.map((w) => w.code)]).toEqual([
      true,
      'c-monarch-cx',
      ['series_from_model'],
    ]);
  });

  it('shows the model the serial picks when the row names none, as the database will', () => {
    const [row] = rowsOf(['C-Monarch,CX Series,,44000,,']).rows;
    expect(row?.values.model_id).toBeNull();
    expect(row?.understood.model).toEqual({ id: 'c-monarch-cx-cx25', name: 'CX25', written: '', how: 'serial' });
  });
});

describe('the date order', () => {
  it('follows a file that writes the month first, or the setting when nothing in the file tells', () => {
    const american = rowsOf(['C-Monarch,CX,,40600,,03/04/2020', 'C-Monarch,CX,,40601,,03/15/2020']);
    expect([american.dates.order, american.dates.source, american.rows[0]?.values.in_service_date]).toEqual(['mdy', 'file', '2020-03-04']);
    const unclear = ['C-Monarch,CX,,40600,,03/04/2020'];
    expect([rowsOf(unclear).dates.source, rowsOf(unclear).rows[0]?.values.in_service_date]).toEqual(['default', '2020-04-03']);
    const set = rowsOf(unclear, { dateOrder: 'mdy' });
    expect([set.dates.source, set.dates.byOrder, set.rows[0]?.values.in_service_date]).toEqual(['setting', 1, '2020-03-04']);
  });

  it('warns when a file writes dates both ways, and reads those that can only be one way as they must', () => {
    const mixed = rowsOf(['C-Monarch,CX,,40600,,15/03/2020', 'C-Monarch,CX,,40601,,03/15/2020', 'C-Monarch,CX,,40602,,03/04/2020']);
    expect(mixed.fileWarnings.map((w) => w.code)).toEqual(['mixed_date_order']);
    expect([mixed.dates.mixed, mixed.dates.source, mixed.dates.byOrder]).toEqual([true, 'default', 1]);
    expect(mixed.fileWarnings[0]?.message).toContain('line 2: 15/03/2020');
    expect(mixed.rows.map((row) => row.values.in_service_date)).toEqual(['2020-03-15', '2020-03-15', '2020-04-03']);
  });
});
