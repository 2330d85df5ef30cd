/**
 * The donut progress bar's settings rules and geometry (seed §3/§5: styles center, out, out-over, in, in-over;
 * thickness 1–50 px; animation 1–999 ms): clamping, and the radius and stroke of the fill and empty rings for a box
 * of a given size. The settings and their defaults are in `settings.ts`.
 */
import { DONUT_DEFAULTS } from './settings';
import type { DonutStyle } from './settings';

export const THICKNESS_RANGE = { min: 1, max: 50 } as const;
export const ANIMATION_RANGE = { min: 1, max: 999 } as const;

function clampNumber(value: unknown, min: number, max: number, fallback: number): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) return fallback;
  return Math.min(max, Math.max(min, number));
}

export const clampValue = (value: unknown) => clampNumber(value, 0, 100, 0);
export const clampThickness = (value: unknown, fallback: number) => clampNumber(value, THICKNESS_RANGE.min, THICKNESS_RANGE.max, fallback);
export const clampDuration = (value: unknown) =>
  Math.round(clampNumber(value, ANIMATION_RANGE.min, ANIMATION_RANGE.max, DONUT_DEFAULTS.animationDuration));
/** The delay has no upper limit in the seed; it shares the duration's range so a page never waits seconds to draw. */
export const clampDelay = (value: unknown) => Math.round(clampNumber(value, 0, ANIMATION_RANGE.max, DONUT_DEFAULTS.animationDelay));
export const clampOffset = (value: unknown) => clampNumber(value, 0, THICKNESS_RANGE.max, DONUT_DEFAULTS.offset);

export interface Ring {
  radius: number;
  width: number;
}

export interface DonutGeometry {
  size: number;
  fill: Ring;
  empty: Ring;
  /** Length of the fill ring's circle and the dash offset that leaves `value` percent drawn. */
  circumference: number;
  dashOffset: number;
}

/**
 * Rings in a square box of `size` px: center puts both on one circle; out puts the fill ring outside the empty one
 * (`offset` px apart), in inside it; the -over variants overlap them, edges aligned on the inside (out-over) or the
 * outside (in-over).
 */
export function donutGeometry(input: {
  size: number;
  style: DonutStyle;
  thickness: number;
  emptyThickness: number;
  offset: number;
  value: number;
}): DonutGeometry {
  const outer = Math.max(0, input.size / 2);
  const t = input.thickness;
  const e = input.emptyThickness;
  let fillRadius: number;
  let emptyRadius: number;
  switch (input.style) {
    case 'out':
      fillRadius = outer - t / 2;
      emptyRadius = outer - t - input.offset - e / 2;
      break;
    case 'in':
      emptyRadius = outer - e / 2;
      fillRadius = outer - e - input.offset - t / 2;
      break;
    case 'out-over': {
      const inner = outer - Math.max(t, e);
      fillRadius = inner + t / 2;
      emptyRadius = inner + e / 2;
      break;
    }
    case 'in-over':
      fillRadius = outer - t / 2;
      emptyRadius = outer - e / 2;
      break;
    default:
      fillRadius = emptyRadius = outer - Math.max(t, e) / 2;
  }
  fillRadius = Math.max(0, fillRadius);
  emptyRadius = Math.max(0, emptyRadius);
  const circumference = 2 * Math.PI * fillRadius;
  return {
    size: input.size,
    fill: { radius: fillRadius, width: t },
    empty: { radius: emptyRadius, width: e },
    circumference,
    dashOffset: circumference * (1 - clampValue(input.value) / 100),
  };
}
