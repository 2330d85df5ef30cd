// Ingestion of real manuals: the OCR pipeline's pages per second (render with pdfjs + @napi-rs/canvas, tesseract.js
// in one worker thread per core, lines and cells) beside tesseract.js alone on the same page images with the same
// workers; and the fault-code extraction's precision and recall on the test fixture (layouts the sample generator
// never writes: tables over page breaks, blocks per code, a scanned list, a parts list that only mentions codes).
import { availableParallelism } from 'node:os';
import { findFaultCodes } from '../sites/forklift/src/ingestion/fault-codes/find-codes';
import { createOcrPool } from '../sites/forklift/src/ingestion/ocr/tesseract-pool';
import { readManual } from '../sites/forklift/src/ingestion/read-manual';
import {
  blockChapterPdf,
  blockTruth,
  LIST_TRUTH,
  ocrImagesOf,
  partsListPdf,
  scannedListPdf,
  scannedManualPdf,
  SERVICE_TRUTH,
  serviceManualPdf,
  type TruthCode,
} from '../sites/forklift/src/ingestion/test-manuals';
import type { BenchResult } from './result';

const OCR_PAGES = Number(process.env.INGESTION_BENCH_PAGES ?? 8);
const SYSTEMS = new Set([
  'hydraulics',
  'electrical',
  'drive',
  'engine',
  'brakes',
  'steering',
  'mast',
  'operator-presence',
  'battery',
  'can-network',
]);

async function ocrFigures(): Promise<BenchResult[]> {
  const bytes = await scannedManualPdf(OCR_PAGES);
  const workers = availableParallelism();
  const pool = await createOcrPool(workers);
  try {
    const images = await ocrImagesOf(bytes);
    // Warm the workers (model load) before either measurement.
    await Promise.all(images.slice(0, workers).map((image) => pool.recognize(image)));
    const aloneStarted = performance.now();
    await Promise.all(images.map((image) => pool.recognize(image)));
    const aloneRate = images.length / ((performance.now() - aloneStarted) / 1000);
    const started = performance.now();
    const read = await readManual(bytes, { ocr: async () => pool });
    const rate = read.pages.length / ((performance.now() - started) / 1000);
    if (read.ocrPages !== OCR_PAGES) throw new Error(`OCR read ${read.ocrPages} of ${OCR_PAGES} pages`);
    return [
      {
        name: `OCR pipeline (${OCR_PAGES} scanned pages: render, tesseract.js in ${workers} worker threads, lines and cells)`,
        value: Number(rate.toFixed(2)),
        unit: 'pages/s',
        baseline: {
          name: `tesseract.js alone on the same page images, ${workers} workers`,
          value: Number(aloneRate.toFixed(2)),
          unit: 'pages/s',
        },
        ratio: rate / aloneRate,
      },
    ];
  } finally {
    await pool.close();
  }
}

async function extractionFigures(): Promise<BenchResult[]> {
  const pool = createOcrPool(2);
  try {
    const existing = 'E-212';
    const fixtures: Array<{ bytes: Uint8Array; pattern: string; truth: TruthCode[] }> = [
      { bytes: await serviceManualPdf(), pattern: '^E-[1-9][0-9]{2}$', truth: SERVICE_TRUTH },
      { bytes: await blockChapterPdf(existing), pattern: '^E-[1-9][0-9]{2}$', truth: blockTruth(existing) },
      { bytes: await scannedListPdf(), pattern: '^[0-9]{2}-[0-9]{2}$', truth: LIST_TRUTH },
      { bytes: await partsListPdf(), pattern: '^E-[1-9][0-9]{2}$', truth: [] },
    ];
    let found = 0;
    let right = 0;
    let truths = 0;
    const started = performance.now();
    for (const fixture of fixtures) {
      const read = await readManual(fixture.bytes, { ocr: () => pool });
      const codes = findFaultCodes(read.pages, { codePattern: fixture.pattern, systems: SYSTEMS });
      found += codes.length;
      truths += fixture.truth.length;
      for (const truth of fixture.truth) {
        const code = codes.find((c) => c.code === truth.code);
        // A block that gives only the code is right when it is found on its page (its title is the existing code's).
        if (code && code.pageNumber === truth.page && (truth.title === '' || code.title.toLowerCase() === truth.title.toLowerCase()))
          right++;
      }
    }
    const ms = performance.now() - started;
    return [
      {
        name: `fault-code extraction precision on the fixture (${found} found; code, title and page right)`,
        value: Number(((100 * right) / Math.max(1, found)).toFixed(1)),
        unit: '%',
      },
      {
        name: `fault-code extraction recall on the fixture (${truths} codes explained in 4 manuals, ${Math.round(ms)} ms)`,
        value: Number(((100 * right) / truths).toFixed(1)),
        unit: '%',
      },
    ];
  } finally {
    await (await pool).close();
  }
}

export async function runIngestionBench(): Promise<BenchResult[]> {
  return [...(await ocrFigures()), ...(await extractionFigures())];
}
