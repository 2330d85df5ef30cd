// The work-order export's worker thread (started by the fleet export's render pool, whose entry registers tsx): reads
// one work order as the caller and renders its parts CSV or its PDF off the server's thread.
import { parentPort } from 'node:worker_threads';
import { createCallerRest } from '../../fleets/caller-rest';
import { FleetError } from '../../fleets/errors';
import type { ExportReply } from '../../fleets/export/render-worker';
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

async function answer(job: WorkOrderExportJob): Promise<void> {
  let reply: ExportReply;
  try {
    const record = await loadWorkOrder(createCallerRest(job.rest), job.workOrderId);
    const body = job.format === 'pdf' ? await workOrderPdf(record, new Date(job.now)) : new TextEncoder().encode(partsCsv(record));
    reply = { ok: true, body, unit: record.order.fleet_trucks?.unit ?? '', serial: record.order.fleet_trucks?.serial_number ?? '' };
  } catch (error) {
    if (!(error instanceof FleetError)) console.error('work order export failed', error);
    reply = {
      ok: false,
      error:
        error instanceof FleetError
          ? { code: error.code, status: error.status, message: error.message, headers: { ...error.headers } }
          : { code: 'backend_unavailable', status: 500, message: 'Something went wrong; please try again.' },
    };
  }
  parentPort?.postMessage(reply, reply.ok ? [reply.body.buffer as ArrayBuffer] : []);
}

parentPort?.on('message', (job: WorkOrderExportJob) => void answer(job));
