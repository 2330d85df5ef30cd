/**
 * The donut progress bar's settings, styles and defaults (seed §3/§5: value 65, style center, 10 px rings, a 500 ms
 * animation). Constants only: the element's definition reads them and sits in the page entry, while the geometry
 * and clamping load with the component's chunk.
 */

export const DONUT_STYLES = ['center', 'out', 'out-over', 'in', 'in-over'] as const;
export type DonutStyle = (typeof DONUT_STYLES)[number];

export const DONUT_DEFAULTS = {
  value: 65,
  style: 'center' as DonutStyle,
  offset: 0,
  thickness: 10,
  emptyThickness: 10,
  fillColor: 'var(--color-primary)',
  emptyColor: 'var(--color-border)',
  animationDuration: 500,
  animationDelay: 0,
  /** The size drawn before the box has been measured (server, first client render). */
  size: 120,
};

export interface DonutProgressSettings extends Record<string, unknown> {
  value: number;
  style: DonutStyle;
  offset: number;
  thickness: number;
  emptyThickness: number;
  fillColor: string;
  emptyColor: string;
  animationDuration: number;
  animationDelay: number;
  showValue: boolean;
  ariaLabel: string;
}
