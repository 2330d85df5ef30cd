import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { partsCsv } from './csv';
import { workOrderPdf } from './pdf';
import { pdfText } from './pdf-text';
import type { WorkOrderRecord } from './record';

const record = (over: Partial<WorkOrderRecord> = {}): WorkOrderRecord => ({
  order: {
    id: '3f1c2b9e-0000-4000-8000-000000000001',
    organization_id: 'o',
    title: 'E-124 Lowering valve',
    description: '',
    state: 'done',
    priority: 'urgent',
    assignee_id: null,
    due_on: null,
    hours_at_open: 4120,
    hours_at_close: 4123.5,
    cause_text: 'Coil shorted',
    remedy_text: 'Replaced the coil',
    opened_at: '2026-12-07T08:00:00Z',
    closed_at: '2026-12-07T11:30:00Z',
    downtime_minutes: 210,
    fleet_trucks: { unit: 'Truck 7', serial_number: '71850', brand_id: 'c-monarch', model: 'CG20' },
    error_codes: { code: 'E-124', title: 'Lowering valve' },
    fleet_organizations: { name: 'Harbour Lift' },
  },
  checks: [
    {
      position: 0,
      text: 'Measure the coil',
      expected: '6.8 ohm',
      measured: '0.4 ohm',
      result: 'fail',
      note: '',
      photo_path: 'o/x.png',
      page_number: 9,
      manuals: { title: 'CG Service Manual' },
    },
  ],
  parts: [
    { part_number: 'CM-02001-21', description: 'Lift pressure sensor', quantity: 1, page_number: 2, manuals: { title: 'CG Parts Manual' } },
    { part_number: '=HYPERLINK("http://x")', description: '+1 free line', quantity: 2, page_number: null, manuals: null },
  ],
  assigneeEmail: null,
  ...over,
});

describe('work-order exports', () => {
  it('writes the parts list as CSV, formula-looking cells neutralised', () => {
    const parsed = Papa.parse<string[]>(partsCsv(record()).trim()).data;
    expect(parsed[0]).toEqual(['part_number', 'description', 'quantity', 'source', 'work_order', 'truck', 'serial_number']);
    expect(parsed[1]).toEqual([
      'CM-02001-21',
      'Lift pressure sensor',
      '1',
      'CG Parts Manual, page 2',
      'E-124 Lowering valve',
      'Truck 7',
      '71850',
    ]);
    expect(parsed[2]?.slice(0, 4)).toEqual(['\'=HYPERLINK("http://x")', "'+1 free line", '2', 'other part']);
  });

  it('prints the order with its readings, citations, parts and outcome', async () => {
    const text = await pdfText(await workOrderPdf(record(), new Date('2026-12-07T12:00:00Z')));
    for (const expected of [
      'Work order: E-124 Lowering valve',
      'Truck 7',
      'Measured: 0.4 ohm',
      'FAIL',
      'CG Service Manual, page 9',
      'CM-02001-21',
      'Coil shorted',
      '3 h 30 min',
    ])
      expect(text).toContain(expected);
  });
});
