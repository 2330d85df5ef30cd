/**
 * The number display element's definition: settings with their defaults, events, states and exposed variables. Its component
 * loads lazily (its own chunk), so only pages that use it fetch it.
 */
import { defineElement, lazyElementComponent } from '@kit/runtime-react';
import { NUMBER_DEFAULTS, NUMBER_STYLES } from './settings';
import type { NumberDisplaySettings } from './settings';

const LazyNumberDisplay = lazyElementComponent(() => import('./number-display').then((module) => module.NumberDisplay));

export const numberDisplayElement = defineElement<NumberDisplaySettings>({
  type: 'number-display',
  settings: {
    value: { default: 0 },
    style: { default: NUMBER_DEFAULTS.style, options: NUMBER_STYLES },
    currency: { default: NUMBER_DEFAULTS.currency },
    decimals: { default: NUMBER_DEFAULTS.decimals },
    thousandsSeparator: { default: NUMBER_DEFAULTS.thousandsSeparator },
    locale: { default: NUMBER_DEFAULTS.locale },
  },
  component: LazyNumberDisplay,
  lazy: true,
});
