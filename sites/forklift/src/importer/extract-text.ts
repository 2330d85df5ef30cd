// Extracts each page's text from a PDF with pdfjs-dist (no worker, no fonts loaded), and classifies files it cannot
// read: not a PDF, encrypted, or corrupt.
import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

export type UnreadableReason = 'not-pdf' | 'encrypted' | 'corrupt' | 'empty' | 'too-many-pages';

export class UnreadablePdfError extends Error {
  constructor(
    readonly reason: UnreadableReason,
    message: string,
  ) {
    super(message);
    this.name = 'UnreadablePdfError';
  }
}

/** True when the bytes start like a PDF (`%PDF-` within the first 1 KiB, as readers allow). */
export function looksLikePdf(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  return head.includes('%PDF-');
}

function pageText(items: ReadonlyArray<{ str?: string; hasEOL?: boolean }>): string {
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

/** The text of every page, in order; throws UnreadablePdfError for files it cannot read. */
export async function extractPdfText(bytes: Uint8Array): Promise<string[]> {
  if (!looksLikePdf(bytes)) throw new UnreadablePdfError('not-pdf', 'not a PDF file');
  let doc: PDFDocumentProxy;
  try {
    // pdfjs takes ownership of the buffer it is given: hand it a copy.
    doc = await getDocument({
      data: new Uint8Array(bytes),
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      verbosity: 0,
    }).promise;
  } catch (error) {
    // pdfjs does not export its PasswordException class; its name is stable.
    if (error instanceof Error && error.name === 'PasswordException')
      throw new UnreadablePdfError('encrypted', 'the PDF is encrypted (password protected)');
    throw new UnreadablePdfError('corrupt', `the PDF cannot be parsed: ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      pages.push(pageText(content.items as Array<{ str?: string; hasEOL?: boolean }>));
      page.cleanup();
    }
    if (pages.length === 0) throw new UnreadablePdfError('corrupt', 'the PDF has no pages');
    return pages;
  } catch (error) {
    if (error instanceof UnreadablePdfError) throw error;
    throw new UnreadablePdfError('corrupt', `a page cannot be read: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await doc.destroy();
  }
}
