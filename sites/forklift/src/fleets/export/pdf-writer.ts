// The report's page writer (pdf-lib, standard fonts): wrapped text on A4 pages with a running footer, at most
// `maxPages` pages — past them nothing more is drawn and the last page says so. Text the standard fonts cannot draw
// (outside WinAnsi) is replaced by "?". Wrapping is linear (wrap.ts: each character's width measured once per font).
import { rgb, type PDFDocument, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { cachedCharWidths, wrapText, type CharWidth } from './wrap';

const A4 = { width: 595, height: 842 };
const MARGIN = 50;
const WIDTH = A4.width - 2 * MARGIN;
/** Text stops here; below it sit the cut note and the footer. */
const BOTTOM = MARGIN + 20;
export const INK = rgb(0.1, 0.12, 0.16);
export const MUTED = rgb(0.38, 0.4, 0.45);
export const ALERT = rgb(0.7, 0.1, 0.1);

export interface TextOptions {
  size?: number;
  bold?: boolean;
  color?: RGB;
  indent?: number;
  gap?: number;
}

export class PdfWriter {
  private page!: PDFPage;
  private y = 0;
  private readonly pages: PDFPage[] = [];
  private readonly drawable: Set<number>;
  private readonly widths = new Map<PDFFont, CharWidth>();
  /** The page cap was reached: nothing more is drawn. */
  full = false;

  constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
    private readonly footer: string,
    private readonly maxPages: number,
  ) {
    this.drawable = new Set(font.getCharacterSet());
    this.newPage();
  }

  private newPage(): void {
    if (this.pages.length >= Math.max(1, this.maxPages)) {
      this.full = true;
      return;
    }
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.pages.push(this.page);
    this.y = A4.height - MARGIN;
  }

  private clean(text: string): string {
    let out = '';
    for (const c of text.replace(/\s+/g, ' ')) out += this.drawable.has(c.codePointAt(0) ?? 0) ? c : '?';
    return out;
  }

  /** Widths at size 1 of `font`'s characters, each measured once. */
  private unitWidths(font: PDFFont): CharWidth {
    let widths = this.widths.get(font);
    if (!widths) {
      widths = cachedCharWidths((char) => font.widthOfTextAtSize(char, 1));
      this.widths.set(font, widths);
    }
    return widths;
  }

  /** Keeps the next `height` points on one page. */
  need(height: number): void {
    if (!this.full && this.y - height < BOTTOM) this.newPage();
  }

  text(text: string, options: TextOptions = {}): void {
    if (this.full) return;
    const size = options.size ?? 9.5;
    const font = options.bold ? this.bold : this.font;
    const indent = options.indent ?? 0;
    for (const line of wrapText(this.clean(text), (WIDTH - indent) / size, this.unitWidths(font))) {
      this.need(size + 3);
      if (this.full) return;
      this.page.drawText(line, { x: MARGIN + indent, y: this.y - size, size, font, color: options.color ?? INK });
      this.y -= size + 3;
    }
    this.y -= options.gap ?? 2;
  }

  rule(): void {
    this.need(8);
    if (this.full) return;
    this.page.drawLine({ start: { x: MARGIN, y: this.y - 3 }, end: { x: MARGIN + WIDTH, y: this.y - 3 }, thickness: 0.5, color: MUTED });
    this.y -= 8;
  }

  /** Draws the footers, and `cutNote` (one line) on the last page when the page cap stopped the report. */
  finish(cutNote: string): void {
    const last = this.pages[this.pages.length - 1];
    if (this.full && last) {
      const [line = ''] = wrapText(this.clean(cutNote), WIDTH / 8, this.unitWidths(this.bold));
      last.drawText(line, { x: MARGIN, y: BOTTOM - 20, size: 8, font: this.bold, color: ALERT });
    }
    this.pages.forEach((page, index) => {
      page.drawText(this.clean(`${this.footer} - Page ${index + 1} of ${this.pages.length}`), {
        x: MARGIN,
        y: 30,
        size: 7.5,
        font: this.font,
        color: MUTED,
      });
    });
  }
}
