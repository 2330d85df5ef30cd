/**
 * The modal's settings, their choices and defaults (seed §3: animation fade, position middle, transition
 * 'all .3s ease', z-index 100, custom position 50 % × 50 %). Constants only: the element's definition reads them and
 * sits in the page entry, while the layout rules load with the component's chunk.
 */

export const MODAL_ANIMATIONS = ['fade', 'slide-in-top', 'slide-in-bottom', 'slide-in-left', 'slide-in-right', 'zoom', 'none'] as const;
export const MODAL_POSITIONS = [
  'middle',
  'top',
  'bottom',
  'left',
  'right',
  'top-left',
  'top-right',
  'bottom-left',
  'bottom-right',
  'custom',
] as const;
export const POSITION_UNITS = ['%', 'px'] as const;

export type ModalAnimation = (typeof MODAL_ANIMATIONS)[number];
export type ModalPosition = (typeof MODAL_POSITIONS)[number];
export type PositionUnit = (typeof POSITION_UNITS)[number];

export const MODAL_DEFAULTS = {
  animation: 'fade' as ModalAnimation,
  position: 'middle' as ModalPosition,
  transition: 'all .3s ease',
  zIndex: 100,
  positionUnit: '%' as PositionUnit,
  customX: 50,
  customY: 50,
};

export interface ModalSettings extends Record<string, unknown> {
  value: boolean;
  animation: ModalAnimation;
  position: ModalPosition;
  transition: string;
  zIndex: number;
  positionUnit: PositionUnit;
  customX: number;
  customY: number;
  closeOnBackdrop: boolean;
  closeOnEscape: boolean;
  ariaLabel: string;
  backdropColor: string;
}
