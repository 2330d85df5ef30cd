/** The filter sheet's definition: a container, its component loaded with the pages that use it (the libraries). */
import { defineElement, lazyElementComponent } from '@kit/runtime-react';
import { FILTER_SHEET_DEFAULTS, type FilterSheetSettings } from './settings';

const LazyFilterSheet = lazyElementComponent(() => import('./FilterSheetElement').then((module) => module.FilterSheetElement));

export const filterSheetElement = defineElement<FilterSheetSettings>({
  type: 'forklift-filter-sheet',
  settings: {
    label: { default: FILTER_SHEET_DEFAULTS.label },
    active: { default: FILTER_SHEET_DEFAULTS.active },
    summary: { default: FILTER_SHEET_DEFAULTS.summary },
    doneLabel: { default: FILTER_SHEET_DEFAULTS.doneLabel },
  },
  container: true,
  events: [],
  states: [],
  actions: [],
  component: LazyFilterSheet,
  lazy: true,
});
