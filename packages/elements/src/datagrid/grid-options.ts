/**
 * Datagrid grid settings (seed 001 §3) mapped to AG Grid options: selection, pagination, layout, columns moving and
 * resizing, row ids. Pure, so the rules are unit tested; the component spreads the result onto <AgGridReact>.
 */
import type { ColumnState, GetRowIdParams, GridOptions, RowSelectionOptions } from 'ag-grid-community';
import { DEFAULT_HEIGHT, DEFAULT_PAGE_SIZE } from './settings';
import type { DatagridGridSettings } from './settings';

/** AG Grid's row selection for the element's mode; undefined when rows are not selectable. */
export function rowSelectionOptions(
  settings: Pick<DatagridGridSettings, 'rowSelection' | 'enableClickSelection' | 'disableCheckboxes' | 'selectAll'>,
): RowSelectionOptions | undefined {
  const checkboxes = !settings.disableCheckboxes;
  const enableClickSelection = settings.enableClickSelection;
  if (settings.rowSelection === 'single') return { mode: 'singleRow', checkboxes, enableClickSelection };
  if (settings.rowSelection === 'multiple') {
    return { mode: 'multiRow', checkboxes, headerCheckbox: checkboxes, selectAll: settings.selectAll, enableClickSelection };
  }
  return undefined;
}

/** A page size: a positive integer, else the default 10. */
export function pageSize(value: unknown): number {
  const parsed = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : DEFAULT_PAGE_SIZE;
}

/** The page sizes the visitor may pick: the configured one among the usual sizes, ascending. */
export function pageSizeChoices(size: number): number[] {
  return [...new Set([size, 10, 20, 50, 100])].sort((a, b) => a - b);
}

/** The grid options that follow from the element's settings (columns, rows and events are added by the component). */
export function gridOptions(settings: DatagridGridSettings): GridOptions {
  const size = pageSize(settings.paginationPageSize);
  const selection = rowSelectionOptions(settings);
  return {
    pagination: settings.pagination,
    paginationPageSize: size,
    paginationPageSizeSelector: pageSizeChoices(size),
    suppressMovableColumns: !settings.movableColumns,
    defaultColDef: { resizable: settings.resizableColumns },
    domLayout: settings.layout === 'auto' ? 'autoHeight' : 'normal',
    ...(selection === undefined ? {} : { rowSelection: selection }),
  };
}

/** The CSS height of the grid's box: the setting (default 400px) in fixed layout; auto-height grows with its rows. */
export function gridHeight(layout: unknown, height: unknown): string | undefined {
  if (layout === 'auto') return undefined;
  if (typeof height === 'number' && Number.isFinite(height)) return `${height}px`;
  return typeof height === 'string' && height.trim() !== '' ? height : DEFAULT_HEIGHT;
}

/** getRowId from the id formula (evaluated per row); rows whose id is empty fall back to their position. */
export function rowIdGetter(
  code: unknown,
  evaluate: (code: string, row: unknown) => unknown,
): ((params: GetRowIdParams) => string) | undefined {
  if (typeof code !== 'string' || code.trim() === '') return undefined;
  return (params) => {
    const id = evaluate(code, params.data);
    return id === undefined || id === null || id === '' ? JSON.stringify(params.data) : String(id);
  };
}

/** The exposed sort: AG Grid's column state narrowed to sorted columns, in sort order. */
export function sortState(columns: readonly ColumnState[]): Array<{ colId: string; sort: 'asc' | 'desc' }> {
  return columns
    .filter((column): column is ColumnState & { sort: 'asc' | 'desc' } => column.sort === 'asc' || column.sort === 'desc')
    .sort((a, b) => (a.sortIndex ?? 0) - (b.sortIndex ?? 0))
    .map(({ colId, sort }) => ({ colId, sort }));
}

/** The initial sort as column state: AG Grid's own format (`[{ colId, sort }]`); anything else sorts nothing. */
export function initialSortState(value: unknown): ColumnState[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((item): item is { colId: string; sort: 'asc' | 'desc' } => {
      if (item === null || typeof item !== 'object') return false;
      const entry = item as Record<string, unknown>;
      return typeof entry.colId === 'string' && (entry.sort === 'asc' || entry.sort === 'desc');
    })
    .map(({ colId, sort }, index) => ({ colId, sort, sortIndex: index }));
}

/** The initial filters: AG Grid's filter model (`{ colId: { filterType, type, filter } }`); anything else filters nothing. */
export function initialFilterModel(value: unknown): Record<string, unknown> | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  return Object.keys(value).length === 0 ? null : (value as Record<string, unknown>);
}
