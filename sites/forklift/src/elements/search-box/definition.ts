/**
 * The search box's definition, at hand in the browser: its component is the plain form (SearchBoxShell), which loads
 * the full box once the page is interactive.
 */
import { defineElement } from '@kit/runtime-react';
import { SEARCH_BOX_DEFAULTS, type SearchBoxSettings } from './settings';
import { SearchBoxShell } from './SearchBoxShell';

export const searchBoxElement = defineElement<SearchBoxSettings>({
  type: 'forklift-search-box',
  settings: {
    brand: { default: SEARCH_BOX_DEFAULTS.brand },
    value: { default: SEARCH_BOX_DEFAULTS.value },
    placeholder: { default: SEARCH_BOX_DEFAULTS.placeholder },
    resultsPath: { default: SEARCH_BOX_DEFAULTS.resultsPath },
    compact: { default: SEARCH_BOX_DEFAULTS.compact, options: [true, false] },
  },
  events: ['submit'],
  states: [],
  actions: ['focus'],
  variables: { value: '' },
  component: SearchBoxShell,
});
