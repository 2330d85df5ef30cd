// The CSV export's formula guard (issue 31: a leading space or line feed before "=" got through) and its quoting.
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvSafeCell, historyCsv } from './csv';
import type { FaultEventRow, TruckHistory } from './history';

const event: FaultEventRow = {
  id: 'e1',
  occurred_at: '2026-11-20T08:00:00Z',
  hour_meter: 8200,
  code: 'E-212',
  symptoms: '',
  diagnosis_id: null,
  cause_text: null,
  fix: '',
  fixed: false,
  parts_replaced: [],
  minutes_spent: null,
  error_codes: null,
};

function history(events: FaultEventRow[]): TruckHistory {
  return {
    truck: {
      id: 't1',
      organization_id: 'o1',
      unit: 'Truck 14',
      brand_id: 'c-monarch',
      series_id: null,
      model: 'CX25',
      serial_number: '40512',
      serial_in_range: true,
      fuel_type: 'electric',
      hour_meter: 8210,
      site: '',
      in_service_date: null,
      notes: '',
      brands: null,
      series: null,
      fleet_organizations: null,
    },
    events,
    services: [],
    due: [],
  };
}

describe('CSV formula guard', () => {
  it.each([
    ['=HYPERLINK("http://x")', `'=HYPERLINK("http://x")`],
    [' =1+1', `' =1+1`],
    ['\n=1+1', `'\n=1+1`],
    ['\r\n  =cmd|calc', `'\r\n  =cmd|calc`],
    ['\u00a0\u200b=1', `'\u00a0\u200b=1`],
    ['\t=1', `'\t=1`],
    ['\tplain', `'\tplain`],
    ['+33 1 23', `'+33 1 23`],
    ['-2+3', `'-2+3`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['\rplain', `'\rplain`],
    ['  \n -1', `'  \n -1`],
  ])('prefixes %j with a single quote', (cell, safe) => {
    expect(csvSafeCell(cell)).toBe(safe);
  });

  it.each(['', 'Cleaned connector', 'a=b', '12.5', 'E-212', ' spaced', '\nline', "'already"])('leaves %j as it is', (cell) => {
    expect(csvSafeCell(cell)).toBe(cell);
  });

  it('quotes cells with commas, double quotes, CR or LF, doubling the quotes, and reads back to the guarded values', () => {
    const csv = historyCsv(
      history([
        { ...event, symptoms: 'Stops, then "clicks"', fix: 'line one\r\nline two', cause_text: ' \n=2*3', parts_replaced: ['A', 'B'] },
      ]),
    );
    expect(csv).toBe(
      'date,unit,serial_number,hour_meter,code,code_title,severity,symptoms,cause,fix,fixed,parts_replaced,minutes_spent,diagnosis_id\r\n' +
        `2026-11-20,Truck 14,40512,8200,E-212,,,"Stops, then ""clicks""","' \n=2*3","line one\r\nline two",no,A; B,,\r\n`,
    );
    const [row] = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data;
    expect(row).toMatchObject({ symptoms: 'Stops, then "clicks"', cause: "' \n=2*3", fix: 'line one\r\nline two', parts_replaced: 'A; B' });
  });

  it('guards the truck’s own cells too (unit and serial are user text)', () => {
    const h = history([event]);
    h.truck.unit = '=1+1';
    h.truck.serial_number = ' @x';
    const [row] = Papa.parse<Record<string, string>>(historyCsv(h), { header: true, skipEmptyLines: true }).data;
    expect([row?.unit, row?.serial_number]).toEqual(["'=1+1", "' @x"]);
  });
});
