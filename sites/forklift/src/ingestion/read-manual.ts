// Reads every page of a manual: the text layer where it is usable, OCR where it is not (rendered with pdfjs-dist and
// @napi-rs/canvas, read by the tesseract.js pool, several pages in flight so every worker thread is busy). Each page
// keeps its source (`text` | `ocr`), its lines of cells (for finding fault-code tables) and, when read by OCR, its
// word boxes for the viewer's find and search highlights.
import { createRequire } from 'node:module';
import { PDFDocument } from 'pdf-lib';
import { getDocument, type PDFDocumentProxy, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { looksLikePdf, UnreadablePdfError } from '../importer/extract-text';
import { layoutFromOcrLines, layoutFromTextItems, layoutText, type PageLayout, type PdfTextItem } from './layout';
import { renderPageForOcr } from './ocr/render-page';
import type { OcrPool } from './ocr/tesseract-pool';
import { judgeText } from './text-quality';

const require = createRequire(import.meta.url);
const pdfjsRoot = require.resolve('pdfjs-dist/package.json').replace(/package\.json$/, '');
/** pdf.js's standard fonts (for PDFs that use the 14 standard fonts without embedding them). */
export const STANDARD_FONT_DIR = `${pdfjsRoot}standard_fonts/`;

/** More pages than this and a file is refused before any page is read (a merged archive, or a hostile file). */
export const DEFAULT_MAX_PAGES = 1500;

/** [text, left, top, width, height], the box as fractions of the page. */
export type WordBox = [string, number, number, number, number];

export interface ReadPage {
  number: number;
  body: string;
  source: 'text' | 'ocr';
  layout: PageLayout;
  words: WordBox[];
}

export interface PageProblem {
  page: number;
  reason: 'ocr-unreadable' | 'page-unreadable';
  message: string;
}

export interface ReadManual {
  pages: ReadPage[];
  problems: PageProblem[];
  ocrPages: number;
  ocrMs: number;
}

export interface ReadOptions {
  /** The OCR pool, made on first need (a manual with a text layer everywhere never starts one). */
  ocr: () => Promise<OcrPool>;
  maxPages?: number;
  /** Called after each page. */
  onPage?: (done: number, total: number, source: 'text' | 'ocr') => void;
  /** Pages read by OCR in an earlier, interrupted run (used instead of reading them again), and where to keep new ones. */
  cache?: { get(pageNumber: number): ReadPage | undefined; put(page: ReadPage): Promise<void> };
}

function pageTextOf(items: ReadonlyArray<{ str?: string; hasEOL?: boolean }>): string {
  let text = '';
  for (const item of items) {
    if (typeof item.str !== 'string') continue;
    text += item.str;
    if (item.hasEOL) text += '\n';
    else if (item.str !== '' && !text.endsWith(' ')) text += ' ';
  }
  return text
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const round = (n: number) => Math.round(n * 10000) / 10000;

/** pdf.js reads an empty page tree as one blank page; pdf-lib counts the tree's pages (asked for one-page files only). */
async function pageTreeCount(bytes: Uint8Array): Promise<number | null> {
  try {
    return (await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false })).getPageCount();
  } catch {
    return null;
  }
}

async function openPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  if (!looksLikePdf(bytes)) throw new UnreadablePdfError('not-pdf', 'not a PDF file');
  try {
    return await getDocument({
      data: new Uint8Array(bytes),
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      standardFontDataUrl: STANDARD_FONT_DIR,
      wasmUrl: `${pdfjsRoot}wasm/`,
      verbosity: 0,
    }).promise;
  } catch (error) {
    if (error instanceof Error && error.name === 'PasswordException')
      throw new UnreadablePdfError('encrypted', 'the PDF is encrypted (password protected)');
    throw new UnreadablePdfError('corrupt', `the PDF cannot be parsed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** OCR's dust: marks without a letter or digit, and single characters it is unsure of. */
function keepWord(word: { text: string; confidence: number }): boolean {
  const alnum = word.text.replace(/[^\p{L}\p{N}]/gu, '').length;
  if (alnum === 0) return /^[-–—:]$/.test(word.text);
  return alnum >= 2 || word.confidence >= 60;
}

async function ocrPage(page: PDFPageProxy, pool: OcrPool): Promise<{ layout: PageLayout; words: WordBox[] }> {
  const image = await renderPageForOcr(page);
  const result = await pool.recognize(image.image);
  const confident = result.lines.map((line) => ({ words: line.words.filter(keepWord) })).filter((line) => line.words.length > 0);
  const words: WordBox[] = confident.flatMap((line) =>
    line.words.map((w): WordBox => [
      w.text,
      round(w.x0 / image.width),
      round(w.y0 / image.height),
      round((w.x1 - w.x0) / image.width),
      round((w.y1 - w.y0) / image.height),
    ]),
  );
  return { layout: layoutFromOcrLines(confident, image.width, image.height), words };
}

export async function readManual(bytes: Uint8Array, options: ReadOptions): Promise<ReadManual> {
  const doc = await openPdf(bytes);
  const maxPages = options.maxPages ?? DEFAULT_MAX_PAGES;
  try {
    if (doc.numPages === 0 || (doc.numPages === 1 && (await pageTreeCount(bytes)) === 0))
      throw new UnreadablePdfError('empty', 'the PDF has no pages');
    if (doc.numPages > maxPages)
      throw new UnreadablePdfError('too-many-pages', `the PDF has ${doc.numPages} pages, more than the ${maxPages} an import accepts`);
    const pages: ReadPage[] = new Array(doc.numPages);
    const problems: PageProblem[] = [];
    let done = 0;
    let ocrPages = 0;
    let ocrMs = 0;
    const inFlight = new Set<Promise<void>>();
    for (let n = 1; n <= doc.numPages; n++) {
      let page: PDFPageProxy;
      try {
        page = await doc.getPage(n);
      } catch (error) {
        problems.push({ page: n, reason: 'page-unreadable', message: error instanceof Error ? error.message : String(error) });
        pages[n - 1] = { number: n, body: '', source: 'text', layout: { lines: [] }, words: [] };
        options.onPage?.(++done, doc.numPages, 'text');
        continue;
      }
      const viewport = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const items = content.items as Array<PdfTextItem & { hasEOL?: boolean }>;
      const text = pageTextOf(items);
      const textLayout = layoutFromTextItems(
        items.filter((i) => typeof i.str === 'string'),
        viewport.width,
        viewport.height,
      );
      if (judgeText(text).usable) {
        pages[n - 1] = { number: n, body: text, source: 'text', layout: textLayout, words: [] };
        page.cleanup();
        options.onPage?.(++done, doc.numPages, 'text');
        continue;
      }
      const kept = options.cache?.get(n);
      if (kept) {
        pages[n - 1] = kept;
        page.cleanup();
        options.onPage?.(++done, doc.numPages, 'text');
        continue;
      }
      let pool: OcrPool;
      try {
        pool = await options.ocr();
      } catch (error) {
        pages[n - 1] = { number: n, body: text, source: 'text', layout: textLayout, words: [] };
        problems.push({
          page: n,
          reason: 'ocr-unreadable',
          message: `OCR is not available: ${error instanceof Error ? error.message : String(error)}`,
        });
        page.cleanup();
        options.onPage?.(++done, doc.numPages, 'text');
        continue;
      }
      const task = (async () => {
        const started = performance.now();
        try {
          const read = await ocrPage(page, pool);
          const body = layoutText(read.layout);
          // OCR that reads less than a text layer worth keeping had (a nearly empty page) keeps the text layer.
          const before = judgeText(text);
          const ocrWords = judgeText(body).words;
          if (ocrWords > before.words || (ocrWords > 0 && before.wordShare < 0.6)) {
            const ocrRead: ReadPage = { number: n, body, source: 'ocr', layout: read.layout, words: read.words };
            pages[n - 1] = ocrRead;
            await options.cache?.put(ocrRead);
          } else {
            pages[n - 1] = { number: n, body: text, source: 'text', layout: textLayout, words: [] };
            if (judgeText(body).words === 0 && text === '')
              problems.push({ page: n, reason: 'ocr-unreadable', message: 'no text layer and OCR found no words on the page' });
          }
        } catch (error) {
          pages[n - 1] = { number: n, body: text, source: 'text', layout: textLayout, words: [] };
          problems.push({
            page: n,
            reason: 'ocr-unreadable',
            message: `OCR failed: ${error instanceof Error ? error.message : String(error)}`,
          });
        } finally {
          page.cleanup();
          ocrPages++;
          ocrMs += performance.now() - started;
          options.onPage?.(++done, doc.numPages, 'ocr');
        }
      })();
      inFlight.add(task);
      void task.then(() => inFlight.delete(task));
      // Two pages per worker in flight: one being read, one rendered and waiting.
      while (inFlight.size >= pool.size * 2) await Promise.race(inFlight);
    }
    await Promise.all(inFlight);
    return { pages, problems, ocrPages, ocrMs };
  } catch (error) {
    if (error instanceof UnreadablePdfError) throw error;
    throw new UnreadablePdfError('corrupt', `a page cannot be read: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await doc.destroy();
  }
}
