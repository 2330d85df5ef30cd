// Report wrapping stays linear (issue 31: a fault with long unbroken words took ~26 s of CPU): each character is
// measured once per font, never a growing slice; lines never exceed the width and keep every character; cuts are marked.
import fc from 'fast-check';
import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PdfWriter } from './pdf-writer';
import { cachedCharWidths, clip, textWidth, wrapText } from './wrap';

let font: PDFFont;

beforeAll(async () => {
  font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
});

/** Helvetica's widths at size 1, counting what is measured. */
function countingWidths() {
  const seen = { calls: 0, chars: 0 };
  const widths = cachedCharWidths((char) => {
    seen.calls += 1;
    seen.chars += char.length;
    return font.widthOfTextAtSize(char, 1);
  });
  return { widths, seen };
}

describe('report wrapping', () => {
  it('breaks a 200 KB unbroken word measuring each distinct character once, into full lines that keep every character', () => {
    const word = 'WiMl'.repeat(50_000);
    const { widths, seen } = countingWidths();
    const width = 485 / 9.5;
    const lines = wrapText(word, width, widths);
    expect(seen.calls).toBe(5); // W, i, M, l and the space
    expect(lines.join('')).toBe(word);
    for (const [index, line] of lines.entries()) {
      expect(textWidth(line, widths)).toBeLessThanOrEqual(width);
      const next = lines[index + 1];
      if (next) expect(textWidth(line + next.slice(0, 1), widths)).toBeGreaterThan(width);
    }
  });

  it('never asks the font to measure more than single characters when the writer draws a huge word', async () => {
    const doc = await PDFDocument.create();
    const regular = await doc.embedFont(StandardFonts.Helvetica);
    const heavy = await doc.embedFont(StandardFonts.HelveticaBold);
    const measure = vi.spyOn(regular, 'widthOfTextAtSize');
    const writer = new PdfWriter(doc, regular, heavy, 'footer', 10_000);
    writer.text(`Symptoms: ${'Ww'.repeat(100_000)} end`);
    writer.finish('cut');
    const measured = measure.mock.calls.map(([text]) => text);
    expect(measured.every((text) => text.length === 1)).toBe(true);
    expect(new Set(measured).size).toBe(measured.length); // each character once
    expect(doc.getPageCount()).toBeGreaterThan(50);
  });

  it('keeps lines within the width and every character in order, for any words', () => {
    const { widths } = countingWidths();
    const words = fc.array(fc.stringMatching(/^[a-zA-Z0-9W@.,!-]{1,80}$/), { minLength: 1, maxLength: 40 });
    fc.assert(
      fc.property(words, fc.integer({ min: 1, max: 600 }), (list, width) => {
        const text = list.join(' ');
        const lines = wrapText(text, width, widths);
        for (const line of lines) expect(line.length === 1 || textWidth(line, widths) <= width).toBe(true);
        expect(lines.join('').replace(/ /g, '')).toBe(text.replace(/ /g, ''));
        expect(lines.every((line) => !line.startsWith(' ') && !line.endsWith(' '))).toBe(true);
      }),
    );
  });

  it('joins words while they fit and starts a new line with the word that does not', () => {
    const one = () => 1;
    expect(wrapText('aa bb cc', 5, one)).toEqual(['aa bb', 'cc']);
    expect(wrapText('a bbbbbbb c', 3, one)).toEqual(['a', 'bbb', 'bbb', 'b c']);
    expect(wrapText('', 10, one)).toEqual([]);
  });
});

describe('clip', () => {
  it('cuts at a number of code points, marking the cut, without splitting a surrogate pair', () => {
    expect(clip('short', 10)).toBe('short');
    expect(clip('abcdefghij', 10)).toBe('abcdefghij');
    expect(clip('abcdefghijk', 10)).toBe('abcdefghi…');
    expect(clip('🌙'.repeat(8), 5)).toBe('🌙🌙🌙🌙…');
    expect(clip('🌙'.repeat(5), 5)).toBe('🌙'.repeat(5));
    expect(clip('x'.repeat(1_000_000), 1000)).toHaveLength(1000);
  });
});
