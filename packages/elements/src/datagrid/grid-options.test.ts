/** Grid settings: selection modes, page sizes, layout and height, row ids, initial sort and filters, exposed sort, locales. */
import { describe, expect, it } from 'vitest';
import {
  gridHeight,
  gridOptions,
  initialFilterModel,
  initialSortState,
  pageSize,
  rowIdGetter,
  rowSelectionOptions,
  sortState,
} from './grid-options';
import { LOCALE_TABLES, TRANSLATED_KEYS, datagridLocaleText } from './locale';
import { DATAGRID_LANGS } from './settings';
import { datagridTheme, datagridThemeFor, paddingScale } from './theme';

const base = {
  rowSelection: 'none',
  enableClickSelection: false,
  disableCheckboxes: false,
  selectAll: 'all',
  pagination: false,
  paginationPageSize: 10,
  movableColumns: false,
  resizableColumns: true,
  layout: 'fixed',
} as const;

describe('datagrid grid options', () => {
  it('maps the selection modes, checkboxes and select-all scope', () => {
    expect(rowSelectionOptions(base)).toBeUndefined();
    expect(rowSelectionOptions({ ...base, rowSelection: 'single', enableClickSelection: true })).toEqual({
      mode: 'singleRow',
      checkboxes: true,
      enableClickSelection: true,
    });
    expect(rowSelectionOptions({ ...base, rowSelection: 'multiple', disableCheckboxes: true, selectAll: 'currentPage' })).toEqual({
      mode: 'multiRow',
      checkboxes: false,
      headerCheckbox: false,
      selectAll: 'currentPage',
      enableClickSelection: false,
    });
  });

  it('defaults to no pagination with 10 rows a page, resizable but fixed columns, fixed layout', () => {
    expect(gridOptions(base)).toEqual({
      pagination: false,
      paginationPageSize: 10,
      paginationPageSizeSelector: [10, 20, 50, 100],
      suppressMovableColumns: true,
      defaultColDef: { resizable: true },
      domLayout: 'normal',
    });
    const options = gridOptions({
      ...base,
      pagination: true,
      paginationPageSize: 25,
      movableColumns: true,
      resizableColumns: false,
      layout: 'auto',
    });
    expect(options).toMatchObject({
      pagination: true,
      paginationPageSize: 25,
      suppressMovableColumns: false,
      defaultColDef: { resizable: false },
      domLayout: 'autoHeight',
    });
    expect(options.paginationPageSizeSelector).toEqual([10, 20, 25, 50, 100]);
    expect(pageSize(0)).toBe(10);
    expect(pageSize('7')).toBe(7);
  });

  it('scales the rows’ vertical padding within 0–5, sharing one theme per scale', () => {
    expect([undefined, -1, 2.5, 9, 'x'].map(paddingScale)).toEqual([1, 0, 2.5, 5, 1]);
    expect(datagridThemeFor(1)).toBe(datagridTheme);
    expect(datagridThemeFor(3)).toBe(datagridThemeFor(3));
    expect(datagridThemeFor(3)).not.toBe(datagridTheme);
  });

  it('sizes the box: 400px by default in fixed layout, none in auto layout', () => {
    expect(gridHeight('fixed', undefined)).toBe('400px');
    expect(gridHeight('fixed', 300)).toBe('300px');
    expect(gridHeight('fixed', '50vh')).toBe('50vh');
    expect(gridHeight('auto', '50vh')).toBeUndefined();
  });

  it('gives row ids from the id formula, falling back to the row when the id is empty', () => {
    const getRowId = rowIdGetter('context.mapping.id', (_code, row) => (row as { id?: unknown }).id);
    expect(getRowId?.({ data: { id: 7 } } as never)).toBe('7');
    expect(getRowId?.({ data: { name: 'x' } } as never)).toBe('{"name":"x"}');
    expect(rowIdGetter('', () => 1)).toBeUndefined();
  });

  it('reads initial sort and filters in AG Grid’s formats, and exposes the sort in order', () => {
    expect(initialSortState([{ colId: 'price', sort: 'desc' }, { colId: 'x', sort: 'up' }, 'name'])).toEqual([
      { colId: 'price', sort: 'desc', sortIndex: 0 },
    ]);
    expect(initialSortState('price')).toEqual([]);
    expect(initialFilterModel({ price: { filterType: 'number', type: 'greaterThan', filter: 3 } })).toEqual({
      price: { filterType: 'number', type: 'greaterThan', filter: 3 },
    });
    expect(initialFilterModel({})).toBeNull();
    expect(initialFilterModel([1])).toBeNull();
    expect(
      sortState([
        { colId: 'b', sort: 'asc', sortIndex: 1 },
        { colId: 'a', sort: 'desc', sortIndex: 0 },
        { colId: 'c', sort: null },
      ]),
    ).toEqual([
      { colId: 'a', sort: 'desc' },
      { colId: 'b', sort: 'asc' },
    ]);
  });

  it('translates every common string in fr, es, de and pt; English is the grid’s own; custom takes the author’s strings', () => {
    expect(DATAGRID_LANGS).toEqual(['en', 'fr', 'es', 'de', 'pt', 'custom']);
    for (const table of Object.values(LOCALE_TABLES)) {
      expect(Object.keys(table).sort()).toEqual([...TRANSLATED_KEYS].sort());
      expect(Object.values(table).every((value) => value.trim() !== '')).toBe(true);
    }
    expect(datagridLocaleText('fr', null)?.noRowsToShow).toBe('Aucune ligne à afficher');
    expect(datagridLocaleText('de', null)?.nextPage).toBe('Nächste Seite');
    expect(datagridLocaleText('en', { page: 'P' })).toBeUndefined();
    expect(datagridLocaleText('custom', { page: 'Seite', of: 3 })).toEqual({ page: 'Seite' });
    expect(datagridLocaleText('custom', 'nope')).toBeUndefined();
  });
});
