// Loads pdf.js in the browser (its own chunk, with its worker served as a built asset) and opens a manual page by
// page from byte ranges: pdf.js asks for the ranges it needs through a range transport and never fetches ahead. The
// worker starts while the file's URL is being signed, and the head and tail of the file pdf.js reads first are asked
// for together (openingRanges), so opening costs about two round trips instead of five.
import { getDocument, GlobalWorkerOptions, PDFDataRangeTransport, PDFWorker, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { openingRanges } from './opening-ranges';
import type { RangedFile } from './ranged-file';

/** The size of each range pdf.js asks for: small, since on a slow link a page's content is a few kilobytes. */
const RANGE_CHUNK_SIZE = 8 * 1024;

export interface OpenedPdf {
  document: PDFDocumentProxy;
  length: number;
  close(): Promise<void>;
}

/** Starts pdf.js's worker (fetching and compiling its script) before there is a document to give it. */
export function startPdfWorker(): PDFWorker {
  if (!GlobalWorkerOptions.workerSrc) GlobalWorkerOptions.workerSrc = workerUrl;
  return new PDFWorker();
}

interface RangedPdfSource {
  file: RangedFile;
  /** The file's size and page count as the manual's row records them (for the opening reads; 0 when unknown). */
  fileSize: number;
  pageCount: number;
}

export async function openRangedPdf(source: RangedPdfSource, worker: PDFWorker, signal?: AbortSignal): Promise<OpenedPdf> {
  const { file } = source;
  const plan = openingRanges(source.fileSize, source.pageCount, RANGE_CHUNK_SIZE);
  if (plan.tailFrom !== null) file.prefetch(plan.tailFrom, source.fileSize);
  const first = await file.first(plan.head, signal);
  const transport = new PDFDataRangeTransport(first.length, first.data);
  transport.requestDataRange = (begin: number, end: number) => {
    file.range(begin, end).then(
      (chunk) => transport.onDataRange(begin, chunk),
      () => transport.onDataRange(begin, null),
    );
  };
  const task = getDocument({
    range: transport,
    length: first.length,
    rangeChunkSize: RANGE_CHUNK_SIZE,
    disableAutoFetch: true,
    disableStream: true,
    isEvalSupported: false,
    worker,
  });
  const close = async () => {
    await task.destroy();
    worker.destroy();
  };
  signal?.addEventListener('abort', () => void close(), { once: true });
  const document = await task.promise;
  return { document, length: first.length, close };
}

/** Opens a manual saved on the phone from its whole file (no network). */
export async function openPdfBytes(data: Uint8Array, worker: PDFWorker, signal?: AbortSignal): Promise<OpenedPdf> {
  const task = getDocument({ data, length: data.byteLength, isEvalSupported: false, worker });
  const close = async () => {
    await task.destroy();
    worker.destroy();
  };
  signal?.addEventListener('abort', () => void close(), { once: true });
  const document = await task.promise;
  return { document, length: data.byteLength, close };
}
