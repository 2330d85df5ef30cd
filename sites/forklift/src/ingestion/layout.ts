// A page as lines of cells, whatever its source: pdf.js text items (grouped by baseline, split where the gap is wide)
// or OCR words (tesseract's lines, split the same way). Cells keep their left edge as a fraction of the page width, so
// a table's columns line up across pages and across sources.
export interface LayoutCell {
  x: number;
  text: string;
}

export interface LayoutLine {
  cells: LayoutCell[];
  text: string;
  /** Top of the line as a fraction of the page height. */
  y: number;
}

export interface PageLayout {
  lines: LayoutLine[];
}

interface Piece {
  x0: number;
  x1: number;
  y: number;
  height: number;
  text: string;
}

/** A gap wider than this many line heights starts a new cell (a word space is about a third of one). */
const CELL_GAP = 1.1;

function toLine(pieces: Piece[], width: number, height: number): LayoutLine | null {
  const sorted = [...pieces].sort((a, b) => a.x0 - b.x0);
  const cells: LayoutCell[] = [];
  let current: { x0: number; x1: number; parts: string[] } | null = null;
  const lineHeight = Math.max(1, ...sorted.map((p) => p.height));
  for (const piece of sorted) {
    if (!piece.text.trim()) continue;
    if (current && piece.x0 - current.x1 <= CELL_GAP * lineHeight) {
      current.parts.push(piece.text);
      current.x1 = Math.max(current.x1, piece.x1);
    } else {
      if (current) cells.push({ x: current.x0 / width, text: current.parts.join(' ').replace(/\s+/g, ' ').trim() });
      current = { x0: piece.x0, x1: piece.x1, parts: [piece.text] };
    }
  }
  if (current) cells.push({ x: current.x0 / width, text: current.parts.join(' ').replace(/\s+/g, ' ').trim() });
  const kept = cells.filter((c) => c.text !== '');
  if (kept.length === 0) return null;
  const top = Math.min(...sorted.map((p) => p.y - p.height));
  return { cells: kept, text: kept.map((c) => c.text).join('  '), y: Math.max(0, top / height) };
}

export interface PdfTextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

/** Lines from pdf.js text items (PDF user space: y grows upwards from the bottom of the page). */
export function layoutFromTextItems(items: readonly PdfTextItem[], pageWidth: number, pageHeight: number): PageLayout {
  const pieces: Piece[] = items
    .filter((item) => item.str.trim() !== '')
    .map((item) => {
      const x = item.transform[4] ?? 0;
      const size = Math.hypot(item.transform[2] ?? 0, item.transform[3] ?? 0) || item.height || 10;
      return { x0: x, x1: x + item.width, y: pageHeight - (item.transform[5] ?? 0), height: size, text: item.str };
    })
    .sort((a, b) => a.y - b.y || a.x0 - b.x0);
  const groups: Piece[][] = [];
  for (const piece of pieces) {
    const last = groups[groups.length - 1];
    const anchor = last?.[0];
    if (last && anchor && Math.abs(piece.y - anchor.y) <= Math.max(2, anchor.height * 0.4)) last.push(piece);
    else groups.push([piece]);
  }
  return { lines: groups.map((g) => toLine(g, pageWidth, pageHeight)).filter((l): l is LayoutLine => l !== null) };
}

export interface OcrWordBox {
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Lines from OCR words (image pixels, y grows downwards), one group per line tesseract found. */
export function layoutFromOcrLines(lines: ReadonlyArray<{ words: readonly OcrWordBox[] }>, width: number, height: number): PageLayout {
  const out: LayoutLine[] = [];
  for (const line of lines) {
    const heights = line.words.map((w) => w.y1 - w.y0).sort((a, b) => a - b);
    const median = heights[Math.floor(heights.length / 2)] ?? 10;
    const pieces = line.words.map((w) => ({ x0: w.x0, x1: w.x1, y: w.y1, height: median, text: w.text }));
    const built = toLine(pieces, width, height);
    if (built) out.push(built);
  }
  return { lines: out.sort((a, b) => a.y - b.y) };
}

/** The page's text as stored in manual_pages.body: a line per line, cells separated by a space. */
export function layoutText(layout: PageLayout): string {
  return layout.lines.map((line) => line.cells.map((c) => c.text).join(' ')).join('\n');
}
