// Exports without a database: CSV cells a spreadsheet would run as formulas are neutralised, and the PDF report
// draws text the standard fonts cannot encode (emoji, CJK) as "?" instead of failing.
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { extractPdfText } from '../../importer/extract-text';
import { historyCsv } from './csv';
import type { TruckHistory } from './history';
import { historyPdf } from './pdf';

const history: TruckHistory = {
  truck: {
    id: 't1',
    organization_id: 'o1',
    unit: 'Truck 14',
    brand_id: 'c-monarch',
    series_id: 'c-monarch-cx',
    model: 'CX25',
    serial_number: '40512',
    serial_in_range: true,
    fuel_type: 'electric',
    hour_meter: 8210,
    site: 'Dock 3',
    in_service_date: '2021-03-01',
    notes: 'Night shift 🌙',
    brands: { name: 'C-Monarch' },
    series: { name: 'CX Series' },
    fleet_organizations: { name: 'Northside' },
  },
  events: [
    {
      id: 'e1',
      occurred_at: '2026-11-20T08:00:00Z',
      hour_meter: 8200,
      code: 'E-212',
      symptoms: '=HYPERLINK("http://x") 叉车停止',
      diagnosis_id: null,
      cause_text: null,
      fix: '+Replaced, "sealed"',
      fixed: true,
      parts_replaced: ['CM-01234-11', 'CM-5'],
      minutes_spent: 45,
      error_codes: { code: 'E-212', title: 'Lift pump overcurrent', severity: 'stop' },
    },
  ],
  services: [],
  due: [
    {
      task: 'Lift chains and mast rollers',
      interval_hours: 50,
      due_at_hours: 8200,
      hours_left: -10,
      status: 'overdue',
      manual_id: 'm1',
      page_number: 40,
    },
  ],
};

describe('truck history exports', () => {
  it('writes one CSV line per event, with formula-looking cells neutralised', () => {
    const parsed = Papa.parse<Record<string, string>>(historyCsv(history), { header: true, skipEmptyLines: true });
    expect(parsed.data).toEqual([
      {
        date: '2026-11-20',
        unit: 'Truck 14',
        serial_number: '40512',
        hour_meter: '8200',
        code: 'E-212',
        code_title: 'Lift pump overcurrent',
        severity: 'stop',
        symptoms: `'=HYPERLINK("http://x") 叉车停止`,
        cause: '',
        fix: `'+Replaced, "sealed"`,
        fixed: 'yes',
        parts_replaced: 'CM-01234-11; CM-5',
        minutes_spent: '45',
        diagnosis_id: '',
      },
    ]);
  });

  it('draws a PDF report even from text outside the standard fonts', async () => {
    const pages = await extractPdfText(await historyPdf(history, new Date('2026-11-25T12:00:00Z')));
    const text = pages.join('\n');
    expect(text).toContain('Truck 14: service history');
    expect(text).toContain('Night shift ?');
    expect(text).toContain('OVERDUE by 10 h');
    expect(text).toContain('Parts replaced: CM-01234-11, CM-5');
    expect(text).toContain('Northside - Truck 14 - history printed 2026-11-25 - Page 1 of 1');
  });
});
