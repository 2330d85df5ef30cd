/** Column mapping: data types, label formulas per row, widths and flex clamped, pinning, action and image columns. */
import { describe, expect, it } from 'vitest';
import { columnFlex, columnWidth, toColumnDefs } from './columns';

const renderers = { image: 'image-renderer', action: 'action-renderer' };
const evaluate = (code: string, row: unknown) =>
  code === 'context.mapping.first + " " + context.mapping.last'
    ? `${(row as { first: string }).first} ${(row as { last: string }).last}`
    : undefined;

describe('datagrid columns', () => {
  it('maps data types to AG Grid’s, auto letting the grid infer', () => {
    const defs = toColumnDefs(
      ['auto', 'text', 'number', 'boolean', 'dateString'].map((cellDataType, index) => ({ field: `f${index}`, cellDataType })),
      evaluate,
      renderers,
    );
    expect(defs.map((def) => def.cellDataType)).toEqual([true, 'text', 'number', 'boolean', 'dateString']);
    expect(defs.map((def) => def.colId)).toEqual(['f0', 'f1', 'f2', 'f3', 'f4']);
  });

  it('evaluates the label formula per row when useCustomLabel is on, and filters on what is shown', () => {
    const [labelled, plain] = toColumnDefs(
      [
        { field: 'first', useCustomLabel: true, displayLabelFormula: 'context.mapping.first + " " + context.mapping.last' },
        { field: 'first', useCustomLabel: false, displayLabelFormula: 'context.mapping.first + " " + context.mapping.last' },
      ],
      evaluate,
      renderers,
    );
    const row = { first: 'Ada', last: 'Lovelace' };
    expect(labelled?.valueFormatter).toBeTypeOf('function');
    expect((labelled?.valueFormatter as (p: { data: unknown }) => string)({ data: row })).toBe('Ada Lovelace');
    expect((labelled?.filterValueGetter as (p: { data: unknown }) => string)({ data: row })).toBe('Ada Lovelace');
    expect(plain?.valueFormatter).toBeUndefined();
  });

  it('clamps widths to 0–1300 px, reads "auto" as no constraint, and flex to 1–10', () => {
    expect(columnWidth(2000)).toBe(1300);
    expect(columnWidth('120px')).toBe(120);
    expect(columnWidth(-5)).toBe(0);
    expect(columnWidth('auto')).toBeUndefined();
    expect(columnWidth('wide')).toBeUndefined();
    expect(columnFlex(0)).toBe(1);
    expect(columnFlex(42)).toBe(10);
    expect(columnFlex(undefined)).toBe(1);
    const [fixed, flex] = toColumnDefs(
      [
        { field: 'a', widthAlgo: 'fixed', width: 150, minWidth: 'auto', maxWidth: 5000, flex: 3 },
        { field: 'b', widthAlgo: 'flex', flex: 3, width: 150, minWidth: 80 },
      ],
      evaluate,
      renderers,
    );
    expect(fixed).toMatchObject({ width: 150, maxWidth: 1300 });
    expect(fixed?.flex).toBeUndefined();
    expect(fixed?.minWidth).toBeUndefined();
    expect(flex).toMatchObject({ flex: 3, minWidth: 80 });
    expect(flex?.width).toBeUndefined();
  });

  it('pins left or right (none pins nothing), hides, and passes editable, filter and sortable', () => {
    const [left, none, right] = toColumnDefs(
      [
        { field: 'a', pinned: 'left', hide: true, editable: true, filter: true, sortable: true },
        { field: 'b', pinned: 'none' },
        { field: 'c', pinned: 'right' },
      ],
      evaluate,
      renderers,
    );
    expect(left).toMatchObject({ pinned: 'left', hide: true, editable: true, filter: true, sortable: true });
    expect(none?.pinned).toBeUndefined();
    expect(none).toMatchObject({ hide: false, editable: false, filter: false, sortable: false });
    expect(right?.pinned).toBe('right');
  });

  it('renders action columns as buttons with their name and label, and image columns at their size, neither editable nor filtered', () => {
    const [action, image] = toColumnDefs(
      [
        {
          headerName: 'Actions',
          cellDataType: 'action',
          actionName: 'view',
          actionLabel: 'View',
          editable: true,
          filter: true,
          sortable: true,
        },
        { field: 'photo', cellDataType: 'image', imageWidth: 40, imageHeight: '30px', filter: true },
      ],
      evaluate,
      renderers,
    );
    expect(action).toMatchObject({
      colId: 'column-0',
      cellRenderer: 'action-renderer',
      cellRendererParams: { actionName: 'view', actionLabel: 'View' },
      cellDataType: false,
      editable: false,
      filter: false,
      sortable: false,
    });
    expect(image).toMatchObject({ cellRenderer: 'image-renderer', cellRendererParams: { imageWidth: 40, imageHeight: 30 }, filter: false });
  });

  it('ignores a non-array setting and non-object entries', () => {
    expect(toColumnDefs('name', evaluate, renderers)).toEqual([]);
    expect(toColumnDefs([null, 3, { field: 'a' }], evaluate, renderers)).toHaveLength(1);
  });
});
