// The two standard fonts the sample manuals use: glyph widths (from pdf-lib's font metrics, tabulated once) for
// laying text out, and WinAnsi encoding for drawing it.
import { StandardFontEmbedder, StandardFonts } from 'pdf-lib';

// pdf-lib's StandardFonts and its embedder's FontNames are the same strings under two enum types.
type FontName = Parameters<typeof StandardFontEmbedder.for>[0];

/** Characters beyond ASCII the manuals use, with their WinAnsi codes. */
const EXTRA: Record<string, number> = { '…': 0x85, '°': 0xb0, '±': 0xb1, '–': 0x96, '²': 0xb2, µ: 0xb5 };

function widthTable(font: StandardFontEmbedder): Map<string, number> {
  const table = new Map<string, number>();
  for (let code = 32; code < 127; code++) table.set(String.fromCharCode(code), font.widthOfTextAtSize(String.fromCharCode(code), 1));
  for (const char of Object.keys(EXTRA)) table.set(char, font.widthOfTextAtSize(char, 1));
  return table;
}

const regularWidths = widthTable(StandardFontEmbedder.for(StandardFonts.Helvetica as string as FontName));
const boldWidths = widthTable(StandardFontEmbedder.for(StandardFonts.HelveticaBold as string as FontName));

export function widthOf(text: string, size: number, isBold = false): number {
  const table = isBold ? boldWidths : regularWidths;
  let width = 0;
  for (const char of text) {
    const w = table.get(char);
    if (w === undefined) throw new Error(`character "${char}" cannot be drawn with the standard fonts (in "${text}")`);
    width += w;
  }
  return width * size;
}

const ESCAPES: Record<string, string> = { '\\': '\\\\', '(': '\\(', ')': '\\)' };
for (const [char, code] of Object.entries(EXTRA)) ESCAPES[char] = `\\${code.toString(8)}`;

/** The text as a PDF literal string in WinAnsi encoding (ASCII as is, the few extra characters as octal escapes). */
export function encodeWinAnsi(text: string): string {
  return `(${text.replace(/[\\()\u0080-\uffff]/g, (char) => {
    const escaped = ESCAPES[char];
    if (escaped === undefined) throw new Error(`character "${char}" cannot be encoded`);
    return escaped;
  })})`;
}

/** Splits text into lines no wider than `width` points (words longer than a line stay whole). */
export function wrap(text: string, width: number, size: number, isBold = false): string[] {
  const space = widthOf(' ', size, isBold);
  const lines: string[] = [];
  let line = '';
  let lineWidth = 0;
  for (const word of text.split(/\s+/)) {
    if (word === '') continue;
    const wordWidth = widthOf(word, size, isBold);
    if (line !== '' && lineWidth + space + wordWidth > width) {
      lines.push(line);
      line = word;
      lineWidth = wordWidth;
    } else {
      lineWidth = line === '' ? wordWidth : lineWidth + space + wordWidth;
      line = line === '' ? word : `${line} ${word}`;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}
