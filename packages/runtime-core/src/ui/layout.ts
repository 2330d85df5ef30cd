/** Screen breakpoints (tablet up to 991 px, mobile up to 767 px) and the library-component nesting limit. */

export type Breakpoint = 'default' | 'tablet' | 'mobile';

export const TABLET_MAX_WIDTH = 991;
export const MOBILE_MAX_WIDTH = 767;
/** The media queries a browser listens to. */
export const BREAKPOINT_QUERIES = {
  tablet: `(max-width: ${TABLET_MAX_WIDTH}px)`,
  mobile: `(max-width: ${MOBILE_MAX_WIDTH}px)`,
} as const;

export function breakpointOf(width: number | undefined): Breakpoint {
  if (width === undefined) return 'default';
  if (width <= MOBILE_MAX_WIDTH) return 'mobile';
  if (width <= TABLET_MAX_WIDTH) return 'tablet';
  return 'default';
}

/** A library component nested deeper than this is not rendered. */
export const LIBRARY_NESTING_LIMIT = 10;

/** Whether a library component at this depth (1 = top level) is rendered. */
export function canRenderLibraryComponent(depth: number): boolean {
  return depth <= LIBRARY_NESTING_LIMIT;
}
