/**
 * The modal's layout rules (seed §3: z-index 0 to 100, custom positions 0 to 100 percent or 0 to 1000 px, the
 * transition), all clamped here; the settings and their defaults are in `settings.ts`.
 */
import { MODAL_DEFAULTS } from './settings';
import type { ModalPosition, PositionUnit } from './settings';

export const Z_INDEX_RANGE = { min: 0, max: 100 } as const;
export const POSITION_RANGES: Readonly<Record<PositionUnit, { min: number; max: number }>> = {
  '%': { min: 0, max: 100 },
  px: { min: 0, max: 1000 },
};

function clampNumber(value: unknown, min: number, max: number, fallback: number): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) return fallback;
  return Math.min(max, Math.max(min, number));
}

export function clampZIndex(value: unknown): number {
  return Math.round(clampNumber(value, Z_INDEX_RANGE.min, Z_INDEX_RANGE.max, MODAL_DEFAULTS.zIndex));
}

/** A custom coordinate within its unit's range: 0–100 for %, 0–1000 for px. */
export function clampCustomPosition(value: unknown, unit: PositionUnit, fallback: number): number {
  const range = POSITION_RANGES[unit];
  return clampNumber(value, range.min, range.max, Math.min(range.max, fallback));
}

/** A CSS transition as given, or the default when it is empty or could end the declaration. */
export function modalTransition(value: unknown): string {
  return typeof value === 'string' && value.trim() !== '' && !/[;{}]/.test(value) ? value.trim() : MODAL_DEFAULTS.transition;
}

export interface ModalPlacement {
  justifyContent: string;
  alignItems: string;
  /** For custom positions: the dialog's top-left corner. */
  custom?: { left: string; top: string };
}

/** Where the dialog sits in the overlay: a flex alignment, or a custom point (the dialog centred on it). */
export function modalPlacement(position: ModalPosition, custom: { x: unknown; y: unknown; unit: PositionUnit }): ModalPlacement {
  if (position === 'custom') {
    const x = clampCustomPosition(custom.x, custom.unit, MODAL_DEFAULTS.customX);
    const y = clampCustomPosition(custom.y, custom.unit, MODAL_DEFAULTS.customY);
    return { justifyContent: 'flex-start', alignItems: 'flex-start', custom: { left: `${x}${custom.unit}`, top: `${y}${custom.unit}` } };
  }
  const vertical = position.startsWith('top') ? 'flex-start' : position.startsWith('bottom') ? 'flex-end' : 'center';
  const horizontal = position.endsWith('left') ? 'flex-start' : position.endsWith('right') ? 'flex-end' : 'center';
  return { justifyContent: horizontal, alignItems: vertical };
}
