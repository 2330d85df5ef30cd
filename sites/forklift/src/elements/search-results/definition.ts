/** The search results' definition; its component loads lazily (its own chunk) on the results page. */
import { defineElement, lazyElementComponent } from '@kit/runtime-react';
import { SEARCH_RESULTS_DEFAULTS, type SearchResultsSettings } from './settings';

const LazySearchResults = lazyElementComponent(() => import('./SearchResults').then((module) => module.SearchResults));

export const searchResultsElement = defineElement<SearchResultsSettings>({
  type: 'forklift-search-results',
  settings: {
    query: { default: SEARCH_RESULTS_DEFAULTS.query },
    brand: { default: SEARCH_RESULTS_DEFAULTS.brand },
    series: { default: SEARCH_RESULTS_DEFAULTS.series },
    fuelType: { default: SEARCH_RESULTS_DEFAULTS.fuelType },
    system: { default: SEARCH_RESULTS_DEFAULTS.system },
    serial: { default: SEARCH_RESULTS_DEFAULTS.serial },
    maxResults: { default: SEARCH_RESULTS_DEFAULTS.maxResults },
  },
  events: ['results'],
  states: [],
  actions: [],
  variables: { count: 0 },
  component: LazySearchResults,
  lazy: true,
});
