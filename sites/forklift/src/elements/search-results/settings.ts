/** The search results' settings (bound to the results page's query parameters). */

export interface SearchResultsSettings extends Record<string, unknown> {
  query: string;
  brand: string;
  series: string;
  fuelType: string;
  system: string;
  serial: string;
  maxResults: number;
}

export const SEARCH_RESULTS_DEFAULTS: SearchResultsSettings = {
  query: '',
  brand: '',
  series: '',
  fuelType: '',
  system: '',
  serial: '',
  maxResults: 40,
};
