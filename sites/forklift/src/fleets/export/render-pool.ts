// A small pool of worker threads for the exports' CPU-heavy work (reading and rendering a truck's history), so the
// server's one thread keeps answering meanwhile: workers start on first use and are reused, a bounded number of jobs
// wait (beyond that: 503 export_busy with Retry-After), a job past its time limit ends its worker (a fresh one
// replaces it), idle workers do not keep the process alive, and close() ends them all.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { FleetError } from '../errors';
import type { ExportJob } from './render-worker';
import type { ExportFile, ExportReply } from './serve-jobs';

export interface RenderPoolOptions {
  /** Worker threads; default: the cores but one (the server's), at least 1, at most 4. */
  size?: number;
  /** Jobs that may wait for a worker; default 32. */
  maxQueued?: number;
  /** Longest a job may run; default 60 s. */
  jobTimeoutMs?: number;
  /** Seconds a refused caller is told to wait (Retry-After); default 5. */
  retryAfterSeconds?: number;
  /** The worker module (a file URL's href) answering jobs with an ExportReply; default: the truck history's. */
  module?: string;
}

export interface RenderPool<Job = ExportJob> {
  run(job: Job, signal?: AbortSignal): Promise<ExportFile>;
  /** Jobs running and waiting, and workers started (tests). */
  stats(): { running: number; queued: number; workers: number };
  close(): Promise<void>;
}

interface Pending {
  job: unknown;
  signal?: AbortSignal;
  resolve(file: ExportFile): void;
  reject(error: unknown): void;
}

interface Slot {
  worker: Worker;
  pending?: Pending;
  timer?: NodeJS.Timeout;
}

// A plain-ESM entry registers tsx in the new thread, then imports the TypeScript worker named in workerData.
const ENTRY = new URL('./render-worker.mjs', import.meta.url);
const WORKER = new URL('./render-worker.ts', import.meta.url).href;

export function defaultPoolSize(): number {
  return Math.max(1, Math.min(4, availableParallelism() - 1));
}

export function createRenderPool<Job = ExportJob>(options: RenderPoolOptions = {}): RenderPool<Job> {
  const size = Math.max(1, options.size ?? defaultPoolSize());
  const maxQueued = options.maxQueued ?? 32;
  const jobTimeoutMs = options.jobTimeoutMs ?? 60_000;
  const retryAfter = String(options.retryAfterSeconds ?? 5);
  const slots = new Set<Slot>();
  const queue: Pending[] = [];
  let closed = false;

  const unavailable = (message: string) => new FleetError('backend_unavailable', message, { status: 503 });

  function settle(slot: Slot): Pending | undefined {
    const { pending } = slot;
    clearTimeout(slot.timer);
    slot.pending = undefined;
    slot.timer = undefined;
    slot.worker.unref();
    return pending;
  }

  function start(): Slot {
    const slot: Slot = { worker: new Worker(ENTRY, { workerData: { module: options.module ?? WORKER } }) };
    slot.worker.on('message', (reply: ExportReply) => {
      const pending = settle(slot);
      if (reply.ok) pending?.resolve({ body: reply.body, unit: reply.unit, serial: reply.serial });
      else
        pending?.reject(
          new FleetError(reply.error.code, reply.error.message, { status: reply.error.status, headers: reply.error.headers }),
        );
      pump();
    });
    slot.worker.on('error', (error) => console.error('fleet export worker failed', error));
    slot.worker.on('exit', () => {
      slots.delete(slot);
      settle(slot)?.reject(unavailable('The export stopped; please try again.'));
      pump();
    });
    slot.worker.unref();
    slots.add(slot);
    return slot;
  }

  function pump(): void {
    while (!closed && queue.length > 0) {
      let slot = [...slots].find((s) => !s.pending);
      if (!slot && slots.size < size) slot = start();
      if (!slot) return;
      const pending = queue.shift() as Pending;
      if (pending.signal?.aborted) {
        pending.reject(new FleetError('backend_unavailable', 'The export was cancelled.', { status: 503, cause: pending.signal.reason }));
        continue;
      }
      const worker = slot.worker;
      slot.pending = pending;
      slot.timer = setTimeout(() => {
        // Out of the pool at once (never given another job while it ends); a fresh worker takes the queue.
        slots.delete(slot);
        settle(slot)?.reject(unavailable('The export took too long; please try again.'));
        void worker.terminate();
        pump();
      }, jobTimeoutMs);
      worker.ref();
      worker.postMessage(pending.job);
    }
  }

  return {
    run(job, signal) {
      if (closed) return Promise.reject(unavailable('Exports are shutting down.'));
      if (queue.length >= maxQueued)
        return Promise.reject(
          new FleetError('export_busy', 'Too many exports are being made; please try again shortly.', {
            status: 503,
            headers: { 'retry-after': retryAfter },
          }),
        );
      return new Promise<ExportFile>((resolve, reject) => {
        queue.push({ job, signal, resolve, reject });
        pump();
      });
    },
    stats: () => ({ running: [...slots].filter((s) => s.pending).length, queued: queue.length, workers: slots.size }),
    async close() {
      closed = true;
      for (const pending of queue.splice(0)) pending.reject(unavailable('Exports are shutting down.'));
      await Promise.all([...slots].map((slot) => slot.worker.terminate()));
    },
  };
}

let shared: RenderPool | undefined;

/** The process's pool, started on first use (the fleet-export function's). */
export function sharedRenderPool(): RenderPool {
  shared ??= createRenderPool();
  return shared;
}
