/** The flexbox's settings and their defaults: display values (seed §3: flex, block, grid, table-cell and others), layout, tag. */

export const DISPLAYS = ['flex', 'block', 'grid', 'inline-flex', 'inline-block', 'inline', 'table-cell', 'none'] as const;
export const DIRECTIONS = ['row', 'column', 'row-reverse', 'column-reverse'] as const;
export const FLEX_TAGS = ['div', 'section', 'article', 'aside', 'header', 'footer', 'nav', 'ul', 'ol'] as const;
export const JUSTIFY = ['flex-start', 'center', 'flex-end', 'space-between', 'space-around', 'space-evenly'] as const;
export const ALIGN = ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'] as const;

export interface FlexboxSettings extends Record<string, unknown> {
  display: (typeof DISPLAYS)[number];
  direction: (typeof DIRECTIONS)[number];
  gap: string;
  wrap: boolean;
  tag: (typeof FLEX_TAGS)[number];
  justifyContent: (typeof JUSTIFY)[number];
  alignItems: (typeof ALIGN)[number];
  /** Accessible name (for nav, section and aside landmarks). */
  ariaLabel: string;
}
