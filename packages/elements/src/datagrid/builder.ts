/** The datagrid's typed design builder (`datagrid({ rowData, columns, … })`). */
import { node, splitCommon } from '@kit/runtime-react/authoring';
import type { Bound, Common, ElementNode } from '@kit/runtime-react/authoring';
import type { DatagridColumn } from './columns';
import type { DATAGRID_LAYOUTS, DatagridLang, ROW_SELECTIONS, SELECT_ALL_MODES } from './settings';

export interface DatagridBuilderSettings extends Common {
  rowData: Bound<readonly unknown[]>;
  columns: readonly DatagridColumn[];
  /** Formula code (not a bound value): evaluated per row with the row as `context.mapping`. */
  idFormula?: string;
  pagination?: Bound<boolean>;
  paginationPageSize?: Bound<number>;
  rowSelection?: (typeof ROW_SELECTIONS)[number];
  enableClickSelection?: boolean;
  disableCheckboxes?: boolean;
  selectAll?: (typeof SELECT_ALL_MODES)[number];
  movableColumns?: boolean;
  resizableColumns?: boolean;
  /** AG Grid's filter model, e.g. `{ price: { filterType: 'number', type: 'greaterThan', filter: 10 } }`. */
  initialFilters?: Bound<Record<string, unknown>>;
  /** AG Grid's sort state, e.g. `[{ colId: 'name', sort: 'asc' }]`. */
  initialSort?: Bound<ReadonlyArray<{ colId: string; sort: 'asc' | 'desc' }>>;
  lang?: Bound<DatagridLang>;
  localeText?: Bound<Record<string, string>>;
  layout?: (typeof DATAGRID_LAYOUTS)[number];
  height?: string;
  ariaLabel?: Bound<string>;
  /** Rows' vertical padding, 0 to 5 times the theme's (default 1). */
  rowVerticalPaddingScale?: number;
}

export function datagrid(settings: DatagridBuilderSettings): ElementNode {
  const [common, rest] = splitCommon(settings);
  return node('datagrid', rest, common);
}
