// Loads pdf.js in the browser (its own chunk, with its worker served as a built asset) and opens a manual page by
// page from byte ranges: pdf.js asks for the ranges it needs through a range transport and never fetches ahead.
import { getDocument, GlobalWorkerOptions, PDFDataRangeTransport, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import type { RangedFile } from './rangedFile';

/** The size of each range pdf.js asks for (and of the first one, which tells the file's length). */
export const RANGE_CHUNK_SIZE = 32 * 1024;

export interface OpenedPdf {
  document: PDFDocumentProxy;
  length: number;
  close(): Promise<void>;
}

export async function openRangedPdf(file: RangedFile, signal?: AbortSignal): Promise<OpenedPdf> {
  if (!GlobalWorkerOptions.workerSrc) GlobalWorkerOptions.workerSrc = workerUrl;
  const first = await file.first(RANGE_CHUNK_SIZE, signal);
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
  });
  signal?.addEventListener('abort', () => void task.destroy(), { once: true });
  const document = await task.promise;
  return { document, length: first.length, close: () => task.destroy() };
}
