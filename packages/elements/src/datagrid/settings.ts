/**
 * The datagrid's settings (seed 001 §3 and §9), their choices and defaults, the languages it is translated into and
 * its events. Constants only: the element's definition reads them and sits in the page entry, while the locale
 * tables, the AG Grid option mapping and AG Grid itself load with the component's chunk.
 */

/** English is the grid's own text; 'custom' takes the author's `localeText`. The tables are in `locale.ts`. */
export const DATAGRID_LANGS = ['en', 'fr', 'es', 'de', 'pt', 'custom'] as const;
export type DatagridLang = (typeof DATAGRID_LANGS)[number];

export const ROW_SELECTIONS = ['none', 'single', 'multiple'] as const;
export const SELECT_ALL_MODES = ['all', 'filtered', 'currentPage'] as const;
export const DATAGRID_LAYOUTS = ['fixed', 'auto'] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const DEFAULT_HEIGHT = '400px';

export interface DatagridGridSettings {
  rowSelection: (typeof ROW_SELECTIONS)[number];
  enableClickSelection: boolean;
  disableCheckboxes: boolean;
  selectAll: (typeof SELECT_ALL_MODES)[number];
  pagination: boolean;
  paginationPageSize: number;
  movableColumns: boolean;
  resizableColumns: boolean;
  layout: (typeof DATAGRID_LAYOUTS)[number];
}

export interface DatagridSettings extends DatagridGridSettings, Record<string, unknown> {
  rowData: unknown;
  /** Formula code giving a row's unique id, the row in scope as `context.mapping`. */
  idFormula: string | null;
  columns: unknown;
  initialFilters: unknown;
  initialSort: unknown;
  lang: DatagridLang;
  localeText: unknown;
  height: string;
  /** The grid's accessible name. */
  ariaLabel: string;
  /** Rows' vertical padding, 0 to 5 times the theme's. */
  rowVerticalPaddingScale: number;
}

export const DATAGRID_EVENTS = [
  'action',
  'cellValueChanged',
  'rowSelected',
  'rowDeselected',
  'filterChanged',
  'sortChanged',
  'rowClicked',
] as const;
