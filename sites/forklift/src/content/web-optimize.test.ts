// Clustering the page tree at the front: the same pages and text, and opening page 212 of a 300-page manual from
// byte ranges reads a fraction of the file instead of nearly all of it (pdf.js walks the page tree leaf by leaf).
import { getDocument, PDFDataRangeTransport } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { optimizeForRangedReading } from './web-optimize';

const CHUNK = 16 * 1024;

async function manual(pages: number): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pages; n += 1) {
    const page = document.addPage([612, 792]);
    page.setFont(font);
    for (let line = 0; line < 40; line += 1) {
      page.drawText(`Page ${n} line ${line}: check the hydraulic pump relief pressure at the test port, ${n * line} kPa.`, {
        x: 40,
        y: 750 - line * 17,
        size: 9,
      });
    }
  }
  return document.save({ useObjectStreams: false });
}

/** Bytes pdf.js reads through a range transport to open the file and read page `page`'s text. */
async function bytesToOpen(bytes: Uint8Array, page: number): Promise<{ read: number; text: string; pages: number }> {
  let read = CHUNK;
  const transport = new PDFDataRangeTransport(bytes.length, bytes.slice(0, CHUNK));
  transport.requestDataRange = (begin: number, end: number) => {
    read += end - begin;
    setTimeout(() => transport.onDataRange(begin, bytes.slice(begin, end)), 0);
  };
  const document = await getDocument({
    range: transport,
    length: bytes.length,
    rangeChunkSize: CHUNK,
    disableAutoFetch: true,
    disableStream: true,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  const content = await (await document.getPage(page)).getTextContent();
  const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
  const pages = document.numPages;
  await document.destroy();
  return { read, text, pages };
}

describe('web-optimised manuals', () => {
  let original: Uint8Array;
  let optimised: Uint8Array;
  beforeAll(async () => {
    original = await manual(300);
    optimised = await optimizeForRangedReading(original);
  }, 60_000);

  it('keeps every page and its text', async () => {
    const before = await PDFDocument.load(original);
    const after = await PDFDocument.load(optimised);
    expect(after.getPageCount()).toBe(before.getPageCount());
    const opened = await bytesToOpen(optimised, 212);
    expect(opened.pages).toBe(300);
    expect(opened.text).toContain('Page 212 line 0');
  });

  it('reads a fraction of the file to open page 212, where the original needs nearly all of it', async () => {
    const before = await bytesToOpen(original, 212);
    const after = await bytesToOpen(optimised, 212);
    expect(before.read).toBeGreaterThan(original.length * 0.8);
    expect(after.read).toBeLessThan(optimised.length * 0.45);
  });
});
