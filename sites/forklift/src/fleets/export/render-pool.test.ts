// The export worker pool: renders in a worker thread loaded through tsx (as under the server), answers a full queue
// with 503 export_busy and Retry-After, drops a waiting job whose caller went away, replaces a worker whose job ran
// too long, and ends its workers on close.
import Papa from 'papaparse';
import { afterEach, describe, expect, it } from 'vitest';
import { FleetError } from '../errors';
import type { TruckHistory } from './history';
import { createRenderPool, type RenderPool } from './render-pool';
import type { ExportJob } from './render-worker';

const history: TruckHistory = {
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
  events: Array.from({ length: 3000 }, (_, i) => ({
    id: `e${i}`,
    occurred_at: '2026-11-20T08:00:00Z',
    hour_meter: i,
    code: 'E-212',
    symptoms: i === 0 ? ' =1+1' : 'Stops',
    diagnosis_id: null,
    cause_text: null,
    fix: 'Cleaned, "dried"',
    fixed: true,
    parts_replaced: [],
    minutes_spent: 5,
    error_codes: null,
  })),
  services: [],
  due: [],
};

const job = (format: 'csv' | 'pdf'): ExportJob => ({ format, source: { history }, now: Date.parse('2026-11-25T12:00:00Z') });

async function refusal(promise: Promise<unknown>): Promise<FleetError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof FleetError)) throw new Error(`expected a FleetError, got ${String(error)}`);
  return error;
}

describe('export render pool', () => {
  let pool: RenderPool | undefined;
  afterEach(async () => {
    await pool?.close();
  });

  it('renders a CSV of thousands of rows and a PDF in a reused worker', async () => {
    pool = createRenderPool({ size: 1 });
    const csv = await pool.run(job('csv'));
    const rows = Papa.parse<Record<string, string>>(new TextDecoder().decode(csv.body), { header: true, skipEmptyLines: true }).data;
    expect([rows.length, rows[0]?.symptoms, rows[1]?.fix, csv.unit, csv.serial]).toEqual([
      3000,
      "' =1+1",
      'Cleaned, "dried"',
      'Truck 14',
      '40512',
    ]);
    const pdf = await pool.run(job('pdf'));
    expect(Buffer.from(pdf.body.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(pool.stats()).toEqual({ running: 0, queued: 0, workers: 1 });
  });

  it('answers 503 export_busy with Retry-After when the queue is full, and drops a waiting job whose caller left', async () => {
    pool = createRenderPool({ size: 1, maxQueued: 1, retryAfterSeconds: 7 });
    const running = pool.run(job('pdf'));
    const gone = new AbortController();
    const waiting = pool.run(job('csv'), gone.signal);
    const busy = await refusal(pool.run(job('csv')));
    expect([busy.status, busy.code, busy.headers['retry-after']]).toEqual([503, 'export_busy', '7']);
    expect(busy.toResponse().headers.get('retry-after')).toBe('7');
    gone.abort(new Error('client disconnected'));
    const cancelled = await refusal(waiting);
    expect([cancelled.code, (cancelled.cause as Error).message]).toEqual(['backend_unavailable', 'client disconnected']);
    await expect(running).resolves.toMatchObject({ unit: 'Truck 14' });
  });

  it('ends a worker whose job runs too long and starts a fresh one for the next', async () => {
    pool = createRenderPool({ size: 1, jobTimeoutMs: 1 });
    const late = await refusal(pool.run(job('pdf')));
    expect([late.status, late.code]).toEqual([503, 'backend_unavailable']);
    await expect.poll(() => pool?.stats().workers).toBe(0);
  });

  it('refuses new jobs once closed', async () => {
    pool = createRenderPool({ size: 1 });
    await pool.close();
    expect((await refusal(pool.run(job('csv')))).code).toBe('backend_unavailable');
  });
});
