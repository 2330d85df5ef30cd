// The viewer's geometry: page boxes, the pages in view, the current page, zoom steps and page input.
import { describe, expect, it } from 'vitest';
import {
  clampScale,
  currentPage,
  fitWidthScale,
  PAGE_GAP,
  pageBoxes,
  parsePageNumber,
  totalHeight,
  visibleRange,
  zoomStep,
} from './layout';

const heights = Array.from({ length: 300 }, () => 1000);

describe('viewer layout', () => {
  it('stacks pages with gaps at the scale', () => {
    const boxes = pageBoxes([1000, 500, 1000], 0.5);
    expect(boxes).toEqual([
      { top: PAGE_GAP, height: 500 },
      { top: PAGE_GAP * 2 + 500, height: 250 },
      { top: PAGE_GAP * 3 + 750, height: 500 },
    ]);
    expect(totalHeight(boxes)).toBe(PAGE_GAP * 4 + 1250);
  });

  it('renders only the pages in view of a 300-page manual opened at page 212', () => {
    const boxes = pageBoxes(heights, 1);
    const top = boxes[211]!.top;
    expect(visibleRange(boxes, top, 800)).toEqual([212, 212]);
    expect(visibleRange(boxes, top + 600, 800)).toEqual([212, 213]);
    expect(visibleRange(boxes, top, 800, 1)).toEqual([211, 213]);
    expect(currentPage(boxes, top + 600, 800)).toBe(212);
    expect(currentPage(boxes, top + 900, 800)).toBe(213);
  });

  it('keeps ranges inside the manual', () => {
    const boxes = pageBoxes([1000, 1000], 1);
    expect(visibleRange(boxes, 0, 5000, 2)).toEqual([1, 2]);
    expect(visibleRange([], 0, 100)).toEqual([0, -1]);
  });

  it('zooms by steps within limits and fits the width', () => {
    expect(zoomStep(1, 1)).toBe(1.1);
    expect(zoomStep(1, -1)).toBe(0.9);
    expect(zoomStep(5, 1)).toBe(5);
    expect(zoomStep(0.25, -1)).toBe(0.25);
    expect(clampScale(9)).toBe(5);
    expect(fitWidthScale(612, 390)).toBeCloseTo((390 - 24) / 612, 3);
  });

  it('accepts only page numbers of the manual', () => {
    expect(parsePageNumber('212', 300)).toBe(212);
    expect(parsePageNumber(' 7 ', 300)).toBe(7);
    expect(parsePageNumber('0', 300)).toBeNull();
    expect(parsePageNumber('301', 300)).toBeNull();
    expect(parsePageNumber('abc', 300)).toBeNull();
  });
});
