// The fleet export's PDF report (issue 31): the worst a truck's history can hold (as many events as the report reads,
// every text at its column limit, one unbroken word) beside a normal history (20 short events); median of 5 renders.
import type { TruckHistory } from '../sites/forklift/src/fleets/export/history';
import { REPORT_BOUNDS } from '../sites/forklift/src/fleets/export/limits';
import { historyPdf } from '../sites/forklift/src/fleets/export/pdf';
import type { BenchResult } from './result';

function history(events: number, text: (length: number) => string): TruckHistory {
  const truck = { id: 't', organization_id: 'o', unit: 'Truck 14', brand_id: 'c-monarch', series_id: null, model: 'CX25' };
  const facts = { serial_number: '40512', serial_in_range: true, fuel_type: null, hour_meter: 1, site: '', in_service_date: null };
  const event = { id: 'e', occurred_at: '2026-11-20T08:00:00Z', hour_meter: 1, code: text(64), diagnosis_id: null, fixed: true };
  const texts = { symptoms: text(4000), cause_text: text(2000), fix: text(4000), parts_replaced: Array<string>(50).fill(text(200)) };
  return {
    truck: { ...truck, ...facts, notes: '', brands: null, series: null, fleet_organizations: null },
    events: Array.from({ length: events }, () => ({ ...event, ...texts, minutes_spent: 1, error_codes: null })),
    services: [],
    due: [],
  };
}

async function medianMs(h: TruckHistory): Promise<number> {
  const times: number[] = [];
  for (let round = 0; round < 6; round++) {
    const started = performance.now();
    await historyPdf(h);
    if (round > 0) times.push(performance.now() - started); // the first warms up
  }
  return Number((times.sort((a, b) => a - b)[2] ?? 0).toFixed(1));
}

export async function runFleetExportBench(): Promise<BenchResult[]> {
  const worst = await medianMs(history(REPORT_BOUNDS.events, (n) => 'W'.repeat(n)));
  const normal = await medianMs(history(20, (n) => 'Cleaned the connector'.slice(0, n)));
  return [
    {
      name: `worst-case truck history PDF (${REPORT_BOUNDS.events} events, texts at their column limits)`,
      value: worst,
      unit: 'ms',
      baseline: { name: 'normal history PDF (20 short events)', value: normal, unit: 'ms' },
    },
  ];
}
