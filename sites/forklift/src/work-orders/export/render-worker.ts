// The work-order export's worker thread (started by the fleet export's render pool, whose entry registers tsx): reads
// one work order as the caller and renders its parts CSV or its PDF off the server's thread.
import { createCallerRest } from '../../fleets/caller-rest';
import { serveExportJobs, type ExportFile } from '../../fleets/export/serve-jobs';
import { partsCsv } from './csv';
import { workOrderPdf } from './pdf';
import { loadWorkOrder } from './record';

export interface WorkOrderExportJob {
  format: 'csv' | 'pdf';
  rest: { baseUrl: string; token: string; apiKey?: string };
  workOrderId: string;
  /** The printed date, epoch milliseconds. */
  now: number;
}

async function render(job: WorkOrderExportJob): Promise<ExportFile> {
  const record = await loadWorkOrder(createCallerRest(job.rest), job.workOrderId);
  const body = job.format === 'pdf' ? await workOrderPdf(record, new Date(job.now)) : new TextEncoder().encode(partsCsv(record));
  return { body, unit: record.order.fleet_trucks?.unit ?? '', serial: record.order.fleet_trucks?.serial_number ?? '' };
}

serveExportJobs(render, 'work order export');
