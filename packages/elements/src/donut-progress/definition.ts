/**
 * The donut progress bar element's definition: settings with their defaults, events, states and exposed variables. Its component
 * loads lazily (its own chunk), so only pages that use it fetch it.
 */
import { defineElement, lazyElementComponent } from '@kit/runtime-react';
import { DONUT_DEFAULTS, DONUT_STYLES } from './settings';
import type { DonutProgressSettings } from './settings';

const LazyDonutProgress = lazyElementComponent(() => import('./DonutProgress').then((module) => module.DonutProgress));

export const donutProgressElement = defineElement<DonutProgressSettings>({
  type: 'donut-progress',
  settings: {
    value: { default: DONUT_DEFAULTS.value },
    style: { default: DONUT_DEFAULTS.style, options: DONUT_STYLES },
    offset: { default: DONUT_DEFAULTS.offset },
    thickness: { default: DONUT_DEFAULTS.thickness },
    emptyThickness: { default: DONUT_DEFAULTS.emptyThickness },
    fillColor: { default: DONUT_DEFAULTS.fillColor },
    emptyColor: { default: DONUT_DEFAULTS.emptyColor },
    animationDuration: { default: DONUT_DEFAULTS.animationDuration },
    animationDelay: { default: DONUT_DEFAULTS.animationDelay },
    showValue: { default: true, options: [true, false] },
    ariaLabel: { default: 'Progress' },
  },
  events: ['change'],
  component: LazyDonutProgress,
  lazy: true,
});
