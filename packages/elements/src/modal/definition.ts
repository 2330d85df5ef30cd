/**
 * The modal element's definition: settings with their defaults, events, states and exposed variables. Its component
 * loads lazily (its own chunk), so only pages that use it fetch it.
 */
import { defineElement, lazyElementComponent } from '@kit/runtime-react';
import { MODAL_ANIMATIONS, MODAL_DEFAULTS, MODAL_POSITIONS, POSITION_UNITS } from './settings';
import type { ModalSettings } from './settings';

const LazyModal = lazyElementComponent(() => import('./Modal').then((module) => module.Modal));

export const modalElement = defineElement<ModalSettings>({
  type: 'modal',
  settings: {
    value: { default: false, options: [true, false] },
    animation: { default: MODAL_DEFAULTS.animation, options: MODAL_ANIMATIONS },
    position: { default: MODAL_DEFAULTS.position, options: MODAL_POSITIONS },
    transition: { default: MODAL_DEFAULTS.transition },
    zIndex: { default: MODAL_DEFAULTS.zIndex },
    positionUnit: { default: MODAL_DEFAULTS.positionUnit, options: POSITION_UNITS },
    customX: { default: MODAL_DEFAULTS.customX },
    customY: { default: MODAL_DEFAULTS.customY },
    closeOnBackdrop: { default: true, options: [true, false] },
    closeOnEscape: { default: true, options: [true, false] },
    ariaLabel: { default: 'Dialog' },
    backdropColor: { default: 'rgba(0, 0, 0, 0.5)' },
  },
  events: ['open', 'close'],
  actions: ['open', 'close', 'toggle'],
  variables: { value: false },
  container: true,
  component: LazyModal,
  lazy: true,
});
