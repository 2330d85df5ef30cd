import { describe, expect, it } from 'vitest';
import { judgeText } from './text-quality';

describe('judgeText', () => {
  it('keeps a real text layer', () => {
    expect(judgeText('Check the lift pressure sensor at connector CN12. Expected: 0.5 V to 4.5 V.').usable).toBe(true);
  });
  it('sends a scan with only a page number, and a broken encoding, to OCR', () => {
    expect(judgeText('Page 12').usable).toBe(false);
    expect(judgeText('').usable).toBe(false);
    expect(judgeText('#$%& )(*+ ,-./ Qzx Vbnm Kkrt Pvtz Xq !"#$ %&\'( Wrtz Plkm Hgfd').usable).toBe(false);
    expect(
      judgeText('\uFFFD\uFFFD\uFFFD \uFFFD\uFFFD the \uFFFD\uFFFD pump \uFFFD\uFFFD\uFFFD valve \uFFFD\uFFFD a \uFFFD\uFFFD').usable,
    ).toBe(false);
  });
});
