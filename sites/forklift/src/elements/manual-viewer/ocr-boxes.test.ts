import { describe, expect, it } from 'vitest';
import { ocrTextBoxes } from './ocr-boxes';
import { highlightRects } from './text-items';

describe('OCR word boxes on the viewer page', () => {
  it('places each word by its fractions of the page, so a search term is highlighted where the scan shows it', () => {
    const boxes = ocrTextBoxes(
      [
        ['Check', 0.1, 0.2, 0.1, 0.02],
        ['termination', 0.22, 0.2, 0.2, 0.02],
        [' ', 0.5, 0.5, 0.1, 0.1],
      ],
      600,
      800,
    );
    expect(boxes).toEqual([
      { str: 'Check', left: 60, top: 160, width: 60, height: 16 },
      { str: 'termination', left: 132, top: 160, width: 120, height: 16 },
    ]);
    const [rect] = highlightRects(boxes, ['termination']);
    expect(rect?.left).toBeCloseTo(132);
    expect(rect?.width).toBeCloseTo(120);
  });
});
