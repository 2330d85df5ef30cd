/**
 * The datagrid element's definition: settings with the defaults of seed 001 §3 and §9, its events and exposed
 * variables. The component is lazily loaded, so AG Grid ships in its own chunk, fetched only by pages with a grid.
 */
import { loadFormulaParser } from '@kit/formula';
import { defineElement, lazyElementComponent } from '@kit/runtime-react';
import {
  DATAGRID_EVENTS,
  DATAGRID_LANGS,
  DATAGRID_LAYOUTS,
  DEFAULT_HEIGHT,
  DEFAULT_PAGE_SIZE,
  ROW_SELECTIONS,
  SELECT_ALL_MODES,
} from './settings';
import type { DatagridSettings } from './settings';

// Its row ids and column values are formulas written in its settings (not bindings the server parses ahead for the
// page), so the formula parser comes with its chunk.
const LazyDatagrid = lazyElementComponent(() =>
  Promise.all([import('./Datagrid'), loadFormulaParser()]).then(([module]) => module.Datagrid),
);

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
