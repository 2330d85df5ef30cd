/**
 * The accordion element's definition: settings with their defaults, events, states and exposed variables. Its component
 * loads lazily (its own chunk), so only pages that use it fetch it.
 */
import { defineElement, lazyElementComponent } from '@kit/runtime-react';
import type { AccordionSettings } from './settings';

const LazyAccordion = lazyElementComponent(() => import('./Accordion').then((module) => module.Accordion));

export const accordionElement = defineElement<AccordionSettings>({
  type: 'accordion',
  settings: { value: { default: false, options: [true, false] } },
  events: ['change'],
  states: ['open'],
  actions: ['toggle', 'open', 'close'],
  variables: { value: false },
  container: true,
  component: LazyAccordion,
  lazy: true,
});
