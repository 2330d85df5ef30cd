// A scanned page has no text layer for pdf.js to give: its OCR word boxes (manual_page_words, fractions of the page)
// become the same positioned boxes, so find and search highlights work on it as on any page.
import type { TextBox } from './text-items';

/** [text, left, top, width, height], as fractions of the page. */
export type OcrWordBox = [string, number, number, number, number];

/** Boxes in CSS pixels of a page drawn `width` × `height`. */
export function ocrTextBoxes(words: readonly OcrWordBox[], width: number, height: number): TextBox[] {
  return words
    .filter(([text]) => text.trim() !== '')
    .map(([str, left, top, w, h]) => ({
      str,
      left: left * width,
      top: top * height,
      width: Math.max(1, w * width),
      height: Math.max(1, h * height),
    }));
}
