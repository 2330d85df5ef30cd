/** The filter sheet element's settings (bound to the page's filters and what they leave). */

export interface FilterSheetSettings extends Record<string, unknown> {
  label: string;
  /** How many filters are chosen. */
  active: number;
  /** What the filters leave ("27 of 51 manuals match"). */
  summary: string;
  /** The button closing the sheet ("Show 27 manuals"). */
  doneLabel: string;
}

export const FILTER_SHEET_DEFAULTS: FilterSheetSettings = {
  label: 'Filters',
  active: 0,
  summary: '',
  doneLabel: 'Show the results',
};
