// How an export worker thread answers its pool: each job's file (its bytes transferred, not copied) or a FleetError's
// public fields; anything else is logged here and answered as a plain 500, never with its message.
import { parentPort } from 'node:worker_threads';
import { FleetError, type FleetErrorCode } from '../errors';

export interface ExportFile {
  body: Uint8Array;
  unit: string;
  serial: string;
}

export type ExportReply =
  | ({ ok: true } & ExportFile)
  | { ok: false; error: { code: FleetErrorCode; status: number; message: string; headers?: Record<string, string> } };

async function replyTo<Job>(render: (job: Job) => Promise<ExportFile>, job: Job, what: string): Promise<ExportReply> {
  try {
    return { ok: true, ...(await render(job)) };
  } catch (error) {
    if (!(error instanceof FleetError)) console.error(`${what} failed`, error);
    return {
      ok: false,
      error:
        error instanceof FleetError
          ? { code: error.code, status: error.status, message: error.message, headers: { ...error.headers } }
          : { code: 'backend_unavailable', status: 500, message: 'Something went wrong; please try again.' },
    };
  }
}

/** Answers every job the pool posts to this thread with `render`, one at a time. */
export function serveExportJobs<Job>(render: (job: Job) => Promise<ExportFile>, what: string): void {
  parentPort?.on('message', (job: Job) => {
    void replyTo(render, job, what).then((reply) => parentPort?.postMessage(reply, reply.ok ? [reply.body.buffer as ArrayBuffer] : []));
  });
}
