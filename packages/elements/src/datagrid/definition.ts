/**
 * The datagrid element's definition: settings with the defaults of seed 001 §3 and §9, its events and exposed
 * variables. The component is lazily loaded, so AG Grid ships in its own chunk, fetched only by pages with a grid.
 */
import { defineElement, lazyElementComponent } from '@kit/runtime-react';
import { DATAGRID_LANGS } from './locale';
import { DATAGRID_LAYOUTS, DEFAULT_HEIGHT, DEFAULT_PAGE_SIZE, ROW_SELECTIONS, SELECT_ALL_MODES } from './gridOptions';
import type { DatagridGridSettings } from './gridOptions';
import type { DatagridLang } from './locale';

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

export const DATAGRID_EVENTS = ['action', 'cellValueChanged', 'rowSelected', 'rowDeselected', 'filterChanged', 'sortChanged', 'rowClicked'] as const;

const LazyDatagrid = lazyElementComponent(() => import('./Datagrid').then((module) => module.Datagrid));

export const datagridElement = defineElement<DatagridSettings>({
  type: 'datagrid',
  settings: {
    rowData: { default: [] },
    idFormula: { default: null },
    columns: { default: [] },
    pagination: { default: false },
    paginationPageSize: { default: DEFAULT_PAGE_SIZE },
    rowSelection: { default: 'none', options: ROW_SELECTIONS },
    enableClickSelection: { default: false },
    disableCheckboxes: { default: false },
    selectAll: { default: 'all', options: SELECT_ALL_MODES },
    movableColumns: { default: false },
    resizableColumns: { default: true },
    initialFilters: { default: null },
    initialSort: { default: null },
    lang: { default: 'en', options: DATAGRID_LANGS },
    localeText: { default: null },
    layout: { default: 'fixed', options: DATAGRID_LAYOUTS },
    height: { default: DEFAULT_HEIGHT },
    ariaLabel: { default: 'Data table' },
    rowVerticalPaddingScale: { default: 1 },
  },
  events: DATAGRID_EVENTS,
  variables: { selectedRows: [], filters: {}, sort: [] },
  lazy: true,
  component: LazyDatagrid,
});
