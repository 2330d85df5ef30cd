// A pool of tesseract.js workers (each its own worker thread), one per core by default, that loads everything from
// node_modules: the worker script and the wasm core of tesseract.js, the English model of @tesseract.js-data/eng.
// Nothing is downloaded and nothing is cached to disk (cacheMethod 'none').
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { createScheduler, createWorker, OEM, PSM, type Scheduler } from 'tesseract.js';

const require = createRequire(import.meta.url);

export interface OcrWord {
  text: string;
  /** Box in the image's pixels. */
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  confidence: number;
}

export interface OcrLine {
  words: OcrWord[];
}

export interface OcrResult {
  text: string;
  lines: OcrLine[];
  confidence: number;
}

export interface OcrPool {
  readonly size: number;
  recognize(image: Buffer): Promise<OcrResult>;
  close(): Promise<void>;
}

/** Where @tesseract.js-data/eng keeps the gzipped English model (its `langPath`). */
function englishLangPath(): string {
  return (require('@tesseract.js-data/eng') as { langPath: string }).langPath;
}

/** One worker per core (at least one), or `size` when given. */
export function defaultPoolSize(): number {
  return Math.max(1, availableParallelism());
}

interface RawWord {
  text: string;
  confidence: number;
  bbox: { x0: number; y0: number; x1: number; y1: number };
}
interface RawBlock {
  paragraphs: Array<{ lines: Array<{ words: RawWord[] }> }>;
}

export async function createOcrPool(size = defaultPoolSize()): Promise<OcrPool> {
  const scheduler: Scheduler = createScheduler();
  const langPath = englishLangPath();
  const workers = await Promise.all(
    Array.from({ length: size }, () =>
      createWorker('eng', OEM.LSTM_ONLY, {
        langPath,
        gzip: true,
        cacheMethod: 'none',
        logger: () => undefined,
        errorHandler: () => undefined,
      }),
    ),
  );
  for (const worker of workers) {
    // Manual pages are columns and tables: let tesseract find the blocks itself, and keep the spacing between cells.
    await worker.setParameters({
      tessedit_pageseg_mode: PSM.AUTO,
      preserve_interword_spaces: '1',
      user_defined_dpi: '216',
      debug_file: '/dev/null',
    });
    scheduler.addWorker(worker);
  }
  return {
    size,
    async recognize(image) {
      const { data } = await scheduler.addJob('recognize', image, {}, { text: true, blocks: true });
      const lines: OcrLine[] = [];
      for (const block of (data.blocks ?? []) as unknown as RawBlock[])
        for (const paragraph of block.paragraphs)
          for (const line of paragraph.lines) {
            const words = line.words
              .filter((w) => w.text.trim() !== '')
              .map((w) => ({ text: w.text, x0: w.bbox.x0, y0: w.bbox.y0, x1: w.bbox.x1, y1: w.bbox.y1, confidence: w.confidence }));
            if (words.length > 0) lines.push({ words });
          }
      return { text: data.text, lines, confidence: data.confidence };
    },
    async close() {
      await scheduler.terminate();
    },
  };
}
