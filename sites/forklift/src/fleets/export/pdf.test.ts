// The report is bounded whatever the history holds (issue 31): long texts cut with an ellipsis, at most
// REPORT_LIMITS.pages pages with the cut said on the last one, and older events left out said in the heading.
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { extractPdfText } from '../../importer/extract-text';
import type { FaultEventRow, TruckHistory } from './history';
import { REPORT_LIMITS } from './limits';
import { historyPdf } from './pdf';

const NOW = new Date('2026-11-25T12:00:00Z');

function worstEvent(i: number): FaultEventRow {
  return {
    id: `e${i}`,
    occurred_at: '2026-11-20T08:00:00Z',
    hour_meter: 8200,
    code: 'C'.repeat(64),
    symptoms: 'W'.repeat(4000),
    diagnosis_id: null,
    cause_text: 'M'.repeat(2000),
    fix: 'm'.repeat(4000),
    fixed: true,
    parts_replaced: Array.from({ length: 50 }, () => 'P'.repeat(200)),
    minutes_spent: 45,
    error_codes: null,
  };
}

function history(events: FaultEventRow[], more = false): TruckHistory {
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
      notes: 'N'.repeat(2000),
      brands: null,
      series: null,
      fleet_organizations: { name: 'Northside' },
    },
    events,
    services: [],
    due: [],
    moreEvents: more,
  };
}

describe('the PDF report’s bounds', () => {
  it('cuts each long text at the field limit with an ellipsis', async () => {
    const text = (await extractPdfText(await historyPdf(history([worstEvent(1)]), NOW))).join('\n');
    const symptoms = text.slice(text.indexOf('Symptoms:'), text.indexOf('Cause:')).replace(/\s/g, '');
    expect(symptoms).toBe(`Symptoms:${'W'.repeat(REPORT_LIMITS.fieldChars - 1)}…`);
    expect(text).toContain('Page 1 of');
  });

  it('stops at the page limit and says so on the last page; says when older events were left out', async () => {
    const bytes = await historyPdf(
      history(
        Array.from({ length: 500 }, (_, i) => worstEvent(i)),
        true,
      ),
      NOW,
    );
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(REPORT_LIMITS.pages);
    const pages = await extractPdfText(bytes);
    expect(pages[0]).toContain('Fault events (500, the newest; older events are left out of this report)');
    expect(pages.at(-1)).toContain(`Report cut at ${REPORT_LIMITS.pages} pages`);
    expect(pages.at(-1)).toContain(`Page ${REPORT_LIMITS.pages} of ${REPORT_LIMITS.pages}`);
  });
});
