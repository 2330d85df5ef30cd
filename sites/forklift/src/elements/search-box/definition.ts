/** The search box's definition; its component loads lazily (its own chunk) with the first page that shows it. */
import { defineElement, lazyElementComponent } from '@kit/runtime-react';
import { SEARCH_BOX_DEFAULTS, type SearchBoxSettings } from './settings';

const LazySearchBox = lazyElementComponent(() => import('./SearchBox').then((module) => module.SearchBox));

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
  component: LazySearchBox,
  lazy: true,
});
