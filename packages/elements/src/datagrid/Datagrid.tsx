/**
 * The datagrid component (its own lazily loaded chunk): AG Grid community over the element's rows and columns.
 * The grid only draws in a browser, so the server and the first client render show the same sized placeholder,
 * and the grid mounts right after hydration. Events reach the element's workflows; selection, filters and sort are
 * exposed as variables.
 */
import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react';
import { AgGridReact } from 'ag-grid-react';
import type { CustomCellRendererProps } from 'ag-grid-react';
import type {
  CellValueChangedEvent,
  FilterChangedEvent,
  GridApi,
  GridReadyEvent,
  IRowNode,
  RowClickedEvent,
  RowSelectedEvent,
  SelectionChangedEvent,
  SortChangedEvent,
} from 'ag-grid-community';
import { useRuntime } from '@kit/runtime-react';
import type { ElementProps } from '@kit/runtime-react';
import { toColumnDefs } from './columns';
import type { LabelEvaluator } from './columns';
import { gridHeight, gridOptions, initialFilterModel, initialSortState, rowIdGetter, sortState } from './grid-options';
import { datagridLocaleText } from './locale';
import { registerGridModules } from './modules';
import type { DatagridSettings } from './settings';
import { datagridThemeFor, paddingScale } from './theme';

registerGridModules();

const noSubscription = () => () => undefined;

/** What cell renderers reach through the grid's context: the element's action event. */
interface GridContext {
  onAction(actionName: string, node: IRowNode): void;
}

function rowPayload(node: IRowNode) {
  return { row: node.data as unknown, id: node.id, index: node.sourceRowIndex, displayIndex: node.rowIndex };
}

function ActionCell(params: CustomCellRendererProps & { actionName: string; actionLabel: string }) {
  const context = params.context as GridContext;
  return (
    <button type="button" className="ww-datagrid__action" onClick={() => context.onAction(params.actionName, params.node)}>
      {params.actionLabel}
    </button>
  );
}

function ImageCell(params: CustomCellRendererProps & { imageWidth?: number; imageHeight?: number }) {
  const src = typeof params.value === 'string' ? params.value : '';
  if (src === '') return null;
  const alt = params.colDef?.headerName ?? '';
  return <img className="ww-datagrid__image" src={src} alt={alt} width={params.imageWidth} height={params.imageHeight} loading="lazy" />;
}

const renderers = { image: ImageCell, action: ActionCell };

/** The rows: an array, or a collection's `data`. */
function rowsOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (value !== null && typeof value === 'object' && Array.isArray((value as { data?: unknown }).data))
    return (value as { data: unknown[] }).data;
  return [];
}

export function Datagrid({ uid, settings, emit, className, setVariable }: ElementProps<DatagridSettings>) {
  const runtime = useRuntime();
  // False on the server and while hydrating, true after: the grid draws only once the page is live.
  const mounted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const latest = useRef({ emit, setVariable });
  latest.current = { emit, setVariable };

  const evaluate = useCallback<LabelEvaluator>(
    (code, row) => {
      try {
        return runtime.formulas.evaluate({ __wwtype: 'f', code }, { context: { mapping: row, item: { data: row } } });
      } catch (error) {
        runtime.logger.log('warn', 'Datagrid formula failed.', { uid, code, error: String(error) });
        return undefined;
      }
    },
    [runtime, uid],
  );

  const columnDefs = useMemo(() => toColumnDefs(settings.columns, evaluate, renderers), [settings.columns, evaluate]);
  const rowData = useMemo(() => rowsOf(settings.rowData), [settings.rowData]);
  const getRowId = useMemo(() => rowIdGetter(settings.idFormula, evaluate), [settings.idFormula, evaluate]);
  const localeText = useMemo(() => datagridLocaleText(settings.lang, settings.localeText), [settings.lang, settings.localeText]);
  const {
    rowSelection,
    enableClickSelection,
    disableCheckboxes,
    selectAll,
    pagination,
    paginationPageSize,
    movableColumns,
    resizableColumns,
    layout,
  } = settings;
  // Stable options: the grid re-applies whatever props change identity.
  const options = useMemo(
    () =>
      gridOptions({
        rowSelection,
        enableClickSelection,
        disableCheckboxes,
        selectAll,
        pagination,
        paginationPageSize,
        movableColumns,
        resizableColumns,
        layout,
      }),
    [
      rowSelection,
      enableClickSelection,
      disableCheckboxes,
      selectAll,
      pagination,
      paginationPageSize,
      movableColumns,
      resizableColumns,
      layout,
    ],
  );
  const height = gridHeight(settings.layout, settings.height);
  const context = useMemo<GridContext>(
    () => ({ onAction: (actionName, node) => latest.current.emit('action', { actionName, ...rowPayload(node) }) }),
    [],
  );

  const publishSort = (api: GridApi) => {
    const sort = sortState(api.getColumnState());
    latest.current.setVariable('sort', sort);
    return sort;
  };
  const publishFilters = (api: GridApi) => {
    const filters = api.getFilterModel();
    latest.current.setVariable('filters', filters);
    return filters;
  };

  const onGridReady = (event: GridReadyEvent) => {
    const sort = initialSortState(settings.initialSort);
    if (sort.length > 0) event.api.applyColumnState({ state: sort, defaultState: { sort: null } });
    const filters = initialFilterModel(settings.initialFilters);
    if (filters !== null) event.api.setFilterModel(filters);
    publishSort(event.api);
    publishFilters(event.api);
  };

  const label = typeof settings.ariaLabel === 'string' && settings.ariaLabel !== '' ? settings.ariaLabel : 'Data table';
  if (!mounted) {
    return (
      <div data-uid={uid} className={`ww-datagrid ${className}`} style={{ height }} role="region" aria-label={label} aria-busy="true">
        <p className="ww-datagrid__placeholder" role="status">
          {localeText?.loadingOoo ?? 'Loading...'}
        </p>
      </div>
    );
  }
  return (
    <div data-uid={uid} className={`ww-datagrid ${className}`} style={{ height }} role="region" aria-label={label}>
      <AgGridReact
        theme={datagridThemeFor(paddingScale(settings.rowVerticalPaddingScale))}
        rowData={rowData}
        columnDefs={columnDefs}
        context={context}
        localeText={localeText}
        {...options}
        {...(getRowId === undefined ? {} : { getRowId })}
        onGridReady={onGridReady}
        onRowClicked={(event: RowClickedEvent) => latest.current.emit('rowClicked', rowPayload(event.node))}
        onRowSelected={(event: RowSelectedEvent) =>
          latest.current.emit(event.node.isSelected() ? 'rowSelected' : 'rowDeselected', rowPayload(event.node))
        }
        onSelectionChanged={(event: SelectionChangedEvent) => latest.current.setVariable('selectedRows', event.api.getSelectedRows())}
        onFilterChanged={(event: FilterChangedEvent) => latest.current.emit('filterChanged', { filters: publishFilters(event.api) })}
        onSortChanged={(event: SortChangedEvent) => latest.current.emit('sortChanged', { sort: publishSort(event.api) })}
        onCellValueChanged={(event: CellValueChangedEvent) =>
          latest.current.emit('cellValueChanged', {
            oldValue: event.oldValue as unknown,
            newValue: event.newValue as unknown,
            columnId: event.column.getColId(),
            row: event.data as unknown,
          })
        }
      />
    </div>
  );
}
