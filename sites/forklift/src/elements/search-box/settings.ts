/** The search box's settings, shared by its definition and its lazily loaded component. */

export interface SearchBoxSettings extends Record<string, unknown> {
  /** The brand whose codes are suggested first and results filtered by ('' = every brand). */
  brand: string;
  /** The text the box starts with (the results page binds it to `?q=`). */
  value: string;
  placeholder: string;
  /** The results page. */
  resultsPath: string;
  /** A slimmer box for the top bar. */
  compact: boolean;
}

export const SEARCH_BOX_DEFAULTS: SearchBoxSettings = {
  brand: '',
  value: '',
  placeholder: 'Search codes, part numbers, procedures…',
  resultsPath: '/search',
  compact: false,
};
