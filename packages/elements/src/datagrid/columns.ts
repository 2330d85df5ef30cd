/**
 * Datagrid columns: the element's column settings (seed 001 §3) mapped to AG Grid column definitions. Pure, so the
 * mapping is unit tested without a browser; the cell renderers for image and action columns are passed in.
 */
import type { ColDef, ValueFormatterParams } from 'ag-grid-community';

export const CELL_DATA_TYPES = ['auto', 'text', 'number', 'boolean', 'dateString', 'image', 'action', 'custom'] as const;
export type CellDataType = (typeof CELL_DATA_TYPES)[number];

/** Widths are px from 0 to 1300, or 'auto' (no constraint). */
export const MAX_COLUMN_WIDTH = 1300;
export const MIN_FLEX = 1;
export const MAX_FLEX = 10;

export interface DatagridColumn {
  headerName?: string;
  cellDataType?: CellDataType;
  field?: string;
  /** Shows the label formula's result instead of the raw value (sorting and filtering keep the raw value). */
  useCustomLabel?: boolean;
  /** Formula code evaluated per row, the row in scope as `context.mapping` (and `context.item.data`). */
  displayLabelFormula?: string;
  widthAlgo?: 'fixed' | 'flex';
  flex?: number;
  width?: number | string;
  minWidth?: number | string;
  maxWidth?: number | string;
  pinned?: 'none' | 'left' | 'right';
  hide?: boolean;
  editable?: boolean;
  filter?: boolean;
  sortable?: boolean;
  actionName?: string;
  actionLabel?: string;
  imageWidth?: number | string;
  imageHeight?: number | string;
}

/** Evaluates a column's label formula for one row (the component binds it to the page's formula runtime). */
export type LabelEvaluator = (code: string, row: unknown) => unknown;

/** The cell components of image and action columns (React components in the grid). */
export interface ColumnRenderers {
  image: ColDef['cellRenderer'];
  action: ColDef['cellRenderer'];
}

/** A width setting in px, clamped to 0–1300; 'auto', empty or unreadable gives undefined (no constraint). */
export function columnWidth(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '' || value === 'auto') return undefined;
  const parsed = typeof value === 'number' ? value : Number.parseFloat(String(value));
  if (!Number.isFinite(parsed)) return undefined;
  return Math.min(MAX_COLUMN_WIDTH, Math.max(0, Math.round(parsed)));
}

/** A flex factor, an integer clamped to 1–10 (1 when unset). */
export function columnFlex(value: unknown): number {
  const parsed = typeof value === 'number' ? value : Number.parseFloat(String(value ?? ''));
  if (!Number.isFinite(parsed)) return MIN_FLEX;
  return Math.min(MAX_FLEX, Math.max(MIN_FLEX, Math.round(parsed)));
}

/** The text a label formula gives: empty for null/undefined, JSON for objects, else the string form. */
function labelText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function isCellDataType(value: unknown): value is CellDataType {
  return (CELL_DATA_TYPES as readonly unknown[]).includes(value);
}

/** AG Grid's own data type for a column ('auto' lets the grid infer it; renderer columns have none). */
function agDataType(type: CellDataType): ColDef['cellDataType'] {
  switch (type) {
    case 'auto':
      return true;
    case 'text':
    case 'number':
    case 'boolean':
    case 'dateString':
      return type;
    default:
      return false;
  }
}

/** One column definition. `index` names columns that have no field (action columns) so their id is stable. */
export function toColumnDef(column: DatagridColumn, index: number, evaluateLabel: LabelEvaluator, renderers: ColumnRenderers): ColDef {
  const type = isCellDataType(column.cellDataType) ? column.cellDataType : 'auto';
  const field = typeof column.field === 'string' && column.field !== '' ? column.field : undefined;
  const definition: ColDef = {
    colId: field ?? `column-${index}`,
    headerName: column.headerName ?? field ?? '',
    cellDataType: agDataType(type),
    hide: column.hide === true,
    sortable: column.sortable === true,
    filter: column.filter === true,
    editable: column.editable === true && type !== 'action' && type !== 'image',
  };
  if (field !== undefined) definition.field = field;
  if (column.pinned === 'left' || column.pinned === 'right') definition.pinned = column.pinned;

  if (column.widthAlgo === 'flex') definition.flex = columnFlex(column.flex);
  else {
    const width = columnWidth(column.width);
    if (width !== undefined) definition.width = width;
  }
  const minWidth = columnWidth(column.minWidth);
  const maxWidth = columnWidth(column.maxWidth);
  if (minWidth !== undefined) definition.minWidth = minWidth;
  if (maxWidth !== undefined) definition.maxWidth = maxWidth;

  const code = column.displayLabelFormula;
  const labelled = typeof code === 'string' && code.trim() !== '' && (column.useCustomLabel === true || type === 'custom');
  if (labelled) {
    definition.valueFormatter = (params: ValueFormatterParams) => labelText(evaluateLabel(code, params.data));
    // Filters match what the visitor sees; sorting keeps the raw value.
    definition.filterValueGetter = (params) => labelText(evaluateLabel(code, params.data));
  }

  if (type === 'image') {
    definition.cellRenderer = renderers.image;
    definition.cellRendererParams = { imageWidth: columnWidth(column.imageWidth), imageHeight: columnWidth(column.imageHeight) };
    definition.filter = false;
    definition.sortable = false;
  }
  if (type === 'action') {
    definition.cellRenderer = renderers.action;
    definition.cellRendererParams = { actionName: column.actionName ?? '', actionLabel: column.actionLabel ?? column.actionName ?? '' };
    definition.filter = false;
    definition.sortable = false;
  }
  return definition;
}

/** All column definitions, in order; a non-array setting gives no columns. */
export function toColumnDefs(columns: unknown, evaluateLabel: LabelEvaluator, renderers: ColumnRenderers): ColDef[] {
  if (!Array.isArray(columns)) return [];
  return columns
    .filter((column): column is DatagridColumn => column !== null && typeof column === 'object')
    .map((column, index) => toColumnDef(column, index, evaluateLabel, renderers));
}
