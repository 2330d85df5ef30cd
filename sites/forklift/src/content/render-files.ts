// Renders the sample manuals' PDFs: on a worker thread when the runtime can load it (so rendering overlaps the
// database writes), else on this thread. Resolves with every file's bytes, size and SHA-256.
import { createHash } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { renderManual } from './sample/generate';
import { optimizeForRangedReading } from './web-optimize';
import type { SampleManual } from './sample/types';

export interface RenderedFile {
  bytes: Uint8Array;
  size: number;
  checksum: string;
}

function describe(bytes: Uint8Array): RenderedFile {
  return { bytes, size: bytes.length, checksum: createHash('sha256').update(bytes).digest('hex') };
}

async function renderHere(manuals: readonly SampleManual[]): Promise<Map<string, RenderedFile>> {
  const files = new Map<string, RenderedFile>();
  for (const manual of manuals) files.set(manual.id, describe(await optimizeForRangedReading(await renderManual(manual))));
  return files;
}

function renderOnWorker(manuals: readonly SampleManual[]): Promise<Map<string, RenderedFile>> {
  const wanted = new Set(manuals.map((m) => m.id));
  return new Promise((resolve, reject) => {
    // Throws where the runtime cannot resolve modules this way (then the caller renders on this thread).
    const files = new Map<string, RenderedFile>();
    // Node 20 workers do not inherit `--import tsx`'s loader: the worker registers tsx itself, then loads the entry.
    const entry = new URL('./sample/render-worker.ts', import.meta.url).href;
    const tsx = import.meta.resolve('tsx/esm/api');
    const boot = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`;
    const worker = new Worker(boot, { eval: true });
    worker.on('message', (message: { id?: string; bytes?: Uint8Array; done?: boolean }) => {
      if (message.id && message.bytes && wanted.has(message.id)) files.set(message.id, describe(new Uint8Array(message.bytes)));
      if (message.done) {
        void worker.terminate();
        if (files.size === wanted.size) resolve(files);
        else reject(new Error(`the render worker produced ${files.size} of ${wanted.size} files`));
      }
    });
    worker.on('error', reject);
    worker.on('exit', (code) => {
      if (files.size < wanted.size) reject(new Error(`the render worker exited with ${code}`));
    });
  });
}

export interface RenderedFiles {
  files: Map<string, RenderedFile>;
  /** Where the PDFs were drawn. */
  thread: 'worker' | 'main';
}

export async function renderFiles(manuals: readonly SampleManual[]): Promise<RenderedFiles> {
  const files = await renderOnWorker(manuals).catch(() => undefined);
  if (files) return { files, thread: 'worker' };
  return { files: await renderHere(manuals), thread: 'main' };
}
