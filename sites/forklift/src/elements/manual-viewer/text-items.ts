// The text of a rendered page as positioned boxes (from pdf.js text content and the page's viewport transform), the
// parts of them a search hit covers, and on parts pages the exploded view's item balloons linked to the table rows.

export interface TextBox {
  str: string;
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface RawTextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

/** Multiplies two 2D affine matrices [a, b, c, d, e, f]. */
function multiply(m1: readonly number[], m2: readonly number[]): number[] {
  const [a1 = 0, b1 = 0, c1 = 0, d1 = 0, e1 = 0, f1 = 0] = m1;
  const [a2 = 0, b2 = 0, c2 = 0, d2 = 0, e2 = 0, f2 = 0] = m2;
  return [a1 * a2 + c1 * b2, b1 * a2 + d1 * b2, a1 * c2 + c1 * d2, b1 * c2 + d1 * d2, a1 * e2 + c1 * f2 + e1, b1 * e2 + d1 * f2 + f1];
}

/** Boxes in CSS pixels of the viewport (`viewportTransform` is pdf.js's viewport.transform, `scale` its scale). */
export function textBoxes(items: readonly RawTextItem[], viewportTransform: readonly number[], scale: number): TextBox[] {
  const boxes: TextBox[] = [];
  for (const item of items) {
    if (!item.str || !item.str.trim()) continue;
    const m = multiply(viewportTransform, item.transform);
    const fontHeight = Math.hypot(m[2] ?? 0, m[3] ?? 0);
    boxes.push({
      str: item.str,
      left: m[4] ?? 0,
      top: (m[5] ?? 0) - fontHeight,
      width: Math.max(1, item.width * scale),
      height: fontHeight,
    });
  }
  return boxes;
}

/** Lower-case terms a server snippet marked (`<mark>term</mark>`), to find on the page's text. */
export function markedTerms(snippets: readonly string[]): string[] {
  const terms = new Set<string>();
  for (const snippet of snippets) {
    for (const match of snippet.matchAll(/<mark>(.*?)<\/mark>/gi)) {
      const term = (match[1] ?? '').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').trim().toLowerCase();
      if (term.length >= 2) terms.add(term);
    }
  }
  return [...terms];
}

export interface HighlightRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Rectangles over each occurrence of a term in the boxes (the box's width shared out by character). */
export function highlightRects(boxes: readonly TextBox[], terms: readonly string[]): HighlightRect[] {
  const rects: HighlightRect[] = [];
  if (terms.length === 0) return rects;
  for (const box of boxes) {
    const lower = box.str.toLowerCase();
    const perChar = box.width / Math.max(1, box.str.length);
    for (const term of terms) {
      for (let at = lower.indexOf(term); at >= 0; at = lower.indexOf(term, at + term.length)) {
        rects.push({ left: box.left + at * perChar, top: box.top, width: term.length * perChar, height: box.height });
      }
    }
  }
  return rects;
}

const ITEM = /^\d{1,3}$/;
const PART_NUMBER = /^[A-Z0-9]{1,6}(?:[-./][A-Z0-9]{1,8}){1,4}$/i;

export interface PartsLinks {
  /** Indexes of balloon boxes (item numbers in the drawing), by item number. */
  balloons: Map<string, number[]>;
  /** Indexes of the boxes on each item's table row, by item number. */
  rows: Map<string, number[]>;
}

/**
 * On a parts page: a table row starts with an item number followed on the same line by a part number; any other box
 * holding only that number is a balloon of the exploded view. Items without a row are not linked.
 */
export function partsLinks(boxes: readonly TextBox[]): PartsLinks {
  const rows = new Map<string, number[]>();
  const rowStarts = new Set<number>();
  boxes.forEach((box, index) => {
    const text = box.str.trim();
    if (!ITEM.test(text)) return;
    const line = boxes
      .map((other, otherIndex) => ({ other, otherIndex }))
      .filter(({ other }) => Math.abs(other.top - box.top) < Math.max(2, box.height * 0.5) && other.left >= box.left);
    if (!line.some(({ other, otherIndex }) => otherIndex !== index && PART_NUMBER.test(other.str.trim()) && /\d/.test(other.str))) return;
    if (rows.has(text)) return;
    rows.set(
      text,
      line.map(({ otherIndex }) => otherIndex),
    );
    rowStarts.add(index);
  });
  // A number inside a table row (its quantity, say) is a cell, not a balloon.
  const onRows = new Set([...rows.values()].flat());
  const balloons = new Map<string, number[]>();
  boxes.forEach((box, index) => {
    const text = box.str.trim();
    if (!ITEM.test(text) || rowStarts.has(index) || onRows.has(index) || !rows.has(text)) return;
    balloons.set(text, [...(balloons.get(text) ?? []), index]);
  });
  return { balloons, rows };
}
