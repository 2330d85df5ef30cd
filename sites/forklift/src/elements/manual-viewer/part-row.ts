// The table row (or line of text) of a page that holds a part number: what a part-number search hit opens the
// viewer scrolled to and highlighted. The part is compared by its letters and digits ("cm 02005/71" finds CM-02005-71).
import { compactPart } from '../../search/part-number';
import { clampScale } from './layout';
import type { TextBox } from './text-items';

export interface RowBand {
  left: number;
  top: number;
  width: number;
  height: number;
  /** The height of the line's text, in CSS pixels at the scale the boxes were measured at. */
  textHeight: number;
}

/** Text this many CSS pixels tall reads on a phone; a part's row opened smaller is zoomed to it. */
const READABLE_TEXT_PX = 12;

/**
 * The scale at which the row's text reads (`textHeight` measured at `scale`), or null when it reads already: a
 * phone's fit-width page draws a parts table's rows about 4 px tall.
 */
export function readableScale(textHeight: number, scale: number): number | null {
  if (textHeight <= 0 || textHeight >= READABLE_TEXT_PX * 0.9) return null;
  return clampScale((scale * READABLE_TEXT_PX) / textHeight);
}

/** The band over the first line holding `part` (every box on that line), or null when the page has none. */
export function partRow(boxes: readonly TextBox[], part: string): RowBand | null {
  const wanted = compactPart(part);
  if (wanted.length === 0) return null;
  const hit = boxes.find((box) => compactPart(box.str).includes(wanted));
  if (!hit) return null;
  const line = boxes.filter((box) => Math.abs(box.top - hit.top) < Math.max(2, hit.height * 0.5));
  const left = Math.min(...line.map((box) => box.left));
  const right = Math.max(...line.map((box) => box.left + box.width));
  // A box's top is its baseline less the font's height, which holds the ascenders: the glyphs sit lower, and a
  // table's rows are barely taller than their text, so the band is placed on the glyphs and padded little.
  const height = Math.max(...line.map((box) => box.height));
  const baseline = Math.max(...line.map((box) => box.top + box.height));
  const pad = Math.min(3, height * 0.25);
  const top = baseline - height * 0.9 - pad;
  const bottom = baseline + height * 0.2 + pad;
  return { left: left - pad, top, width: right - left + pad * 2, height: bottom - top, textHeight: height };
}
