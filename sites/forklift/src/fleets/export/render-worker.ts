// The export worker thread (started by render-pool.ts through render-worker.mjs, which registers tsx first): reads a
// truck's history as the caller and renders it as CSV or PDF off the server's thread, answering with the file's bytes
// (transferred, not copied) or a FleetError's public fields. One job at a time per worker.
import { createCallerRest } from '../caller-rest';
import { FleetError } from '../errors';
import { historyCsv } from './csv';
import { loadTruckHistory, type TruckHistory } from './history';
import { CSV_BOUNDS, REPORT_BOUNDS } from './limits';
import { historyPdf } from './pdf';
import { serveExportJobs, type ExportFile } from './serve-jobs';

export interface ExportJob {
  format: 'csv' | 'pdf';
  /** Where the history comes from: read as the caller through /rest/v1, or already read. */
  source: { rest: { baseUrl: string; token: string; apiKey?: string }; truckId: string } | { history: TruckHistory };
  /** The printed date, epoch milliseconds. */
  now: number;
}

async function runJob(job: ExportJob): Promise<ExportFile> {
  const bounds = job.format === 'csv' ? CSV_BOUNDS : REPORT_BOUNDS;
  const history =
    'history' in job.source ? job.source.history : await loadTruckHistory(createCallerRest(job.source.rest), job.source.truckId, bounds);
  const { unit, serial_number: serial } = history.truck;
  if (job.format === 'pdf') return { body: await historyPdf(history, new Date(job.now)), unit, serial };
  if (history.moreEvents || history.events.length > CSV_BOUNDS.events)
    throw new FleetError(
      'export_too_large',
      `This truck's history is too large for one CSV file (more than ${CSV_BOUNDS.events.toLocaleString('en')} fault events, or ${CSV_BOUNDS.eventTextChars / 2 ** 20} M characters of text).`,
      { status: 413 },
    );
  return { body: new TextEncoder().encode(historyCsv(history)), unit, serial };
}

serveExportJobs(runJob, 'fleet export');
