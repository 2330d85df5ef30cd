// Line wrapping for the PDF report in one pass: each character's width comes from a per-font cache (measured once per
// distinct character), lines grow by adding widths, and a word longer than a line is broken where its accumulated width
// reaches the limit — linear in the text; no growing slice is ever measured again.

/** The width of one character (a code point); wrap at size 1 with the width divided by the font size. */
export type CharWidth = (char: string) => number;

/** A CharWidth that asks `measure` (e.g. a pdf-lib font's widthOfTextAtSize at size 1) once per distinct character. */
export function cachedCharWidths(measure: (char: string) => number): CharWidth {
  const cache = new Map<string, number>();
  return (char) => {
    let width = cache.get(char);
    if (width === undefined) {
      width = measure(char);
      cache.set(char, width);
    }
    return width;
  };
}

/** The width of `text`, the sum of its characters' (what is drawn: pdf-lib shows text without kerning). */
export function textWidth(text: string, charWidth: CharWidth): number {
  let width = 0;
  for (const char of text) width += charWidth(char);
  return width;
}

/**
 * Splits `text` (words separated by single spaces) into lines no wider than `width`: whole words while they fit, a word
 * wider than a line cut into line-wide pieces. A single character wider than the line still gets a line of its own.
 */
export function wrapText(text: string, width: number, charWidth: CharWidth): string[] {
  const lines: string[] = [];
  const space = charWidth(' ');
  let line = '';
  let lineWidth = 0;
  for (const word of text.split(' ')) {
    const wordWidth = textWidth(word, charWidth);
    if (line && lineWidth + space + wordWidth <= width) {
      line += ` ${word}`;
      lineWidth += space + wordWidth;
      continue;
    }
    if (line) lines.push(line);
    if (wordWidth <= width) {
      line = word;
      lineWidth = wordWidth;
      continue;
    }
    let start = 0;
    let at = 0;
    lineWidth = 0;
    for (const char of word) {
      const w = charWidth(char);
      if (lineWidth + w > width && at > start) {
        lines.push(word.slice(start, at));
        start = at;
        lineWidth = 0;
      }
      lineWidth += w;
      at += char.length;
    }
    line = word.slice(start);
  }
  if (line) lines.push(line);
  return lines;
}

/** `text` cut to at most `max` characters (code points), the cut marked with an ellipsis. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  // At most 2·max code units hold the first max code points, so the cut never walks the whole text.
  const chars = Array.from(text.slice(0, max * 2));
  if (chars.length <= max && text.length <= max * 2) return text;
  return `${chars.slice(0, Math.max(0, max - 1)).join('')}…`;
}
