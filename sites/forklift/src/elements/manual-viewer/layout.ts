// The viewer's geometry, pure: where each page sits in the scrolled column, which pages are in view (the only ones
// rendered), the page at the viewport's centre, and zoom steps and limits.

export const PAGE_GAP = 16;
export const MIN_SCALE = 0.25;
export const MAX_SCALE = 5;
const ZOOM_STEPS = [0.25, 0.33, 0.5, 0.67, 0.75, 0.9, 1, 1.1, 1.25, 1.5, 1.75, 2, 2.5, 3, 4, 5];

export interface PageBox {
  top: number;
  height: number;
}

/** The top and height of every page (1-based page n is boxes[n-1]) for pages of the given heights at `scale`. */
export function pageBoxes(heights: readonly number[], scale: number): PageBox[] {
  const boxes: PageBox[] = [];
  let top = PAGE_GAP;
  for (const height of heights) {
    const scaled = Math.round(height * scale);
    boxes.push({ top, height: scaled });
    top += scaled + PAGE_GAP;
  }
  return boxes;
}

export function totalHeight(boxes: readonly PageBox[]): number {
  const last = boxes[boxes.length - 1];
  return last ? last.top + last.height + PAGE_GAP : 0;
}

/** The first page whose box ends below `offset` (binary search; 1-based). */
function firstBelow(boxes: readonly PageBox[], offset: number): number {
  let low = 0;
  let high = boxes.length - 1;
  while (low < high) {
    const mid = (low + high) >> 1;
    const box = boxes[mid]!;
    if (box.top + box.height < offset) low = mid + 1;
    else high = mid;
  }
  return low + 1;
}

/** Pages overlapping [scrollTop, scrollTop + viewport], plus `overscan` pages either side, as [first, last] 1-based. */
export function visibleRange(boxes: readonly PageBox[], scrollTop: number, viewport: number, overscan = 0): [number, number] {
  if (boxes.length === 0) return [0, -1];
  const first = firstBelow(boxes, scrollTop);
  let last = first;
  while (last < boxes.length && boxes[last]!.top < scrollTop + viewport) last += 1;
  return [Math.max(1, first - overscan), Math.min(boxes.length, last + overscan)];
}

/** The page under the viewport's upper third (what a reader calls "the page I'm on"). */
export function currentPage(boxes: readonly PageBox[], scrollTop: number, viewport: number): number {
  if (boxes.length === 0) return 1;
  return firstBelow(boxes, scrollTop + Math.min(viewport / 3, 200));
}

export function clampScale(scale: number): number {
  return Math.min(MAX_SCALE, Math.max(MIN_SCALE, Math.round(scale * 1000) / 1000));
}

/** The next zoom step up or down from `scale`. */
export function zoomStep(scale: number, direction: 1 | -1): number {
  if (direction > 0) return ZOOM_STEPS.find((step) => step > scale + 0.001) ?? MAX_SCALE;
  return [...ZOOM_STEPS].reverse().find((step) => step < scale - 0.001) ?? MIN_SCALE;
}

/** The scale at which a page `pageWidth` wide fills `containerWidth` (less a margin). */
export function fitWidthScale(pageWidth: number, containerWidth: number, margin = 24): number {
  if (pageWidth <= 0 || containerWidth <= margin) return 1;
  return clampScale((containerWidth - margin) / pageWidth);
}

/** A page number from user input, or null when it is not one of the manual's pages. */
export function parsePageNumber(input: unknown, pageCount: number): number | null {
  const value = typeof input === 'number' ? input : Number.parseInt(String(input ?? '').trim(), 10);
  if (!Number.isInteger(value) || value < 1 || value > pageCount) return null;
  return value;
}
