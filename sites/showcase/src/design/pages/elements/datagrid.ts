/**
 * The datagrid's showcase page: sorting, filters, multi-row selection, pagination, label formulas, image and action
 * columns, and a French grid with initial sort and filters; texts bound to the variables its events set.
 */
import { datagrid } from '@kit/elements/authoring';
import { f, setVariable, text, workflow } from '@kit/runtime-react/authoring';
import type { PageNode } from '@kit/runtime-react/authoring';

const NAMES = ['Pallet truck', 'Reach truck', 'Order picker', 'Counterbalance', 'Stacker', 'Tow tractor', 'Scissor lift', 'Side loader'];

/** 24 deterministic rows (the same on the server and in the browser). */
export const DATAGRID_ROWS = Array.from({ length: 24 }, (_, index) => ({
  id: `p${index + 1}`,
  name: `${NAMES[index % NAMES.length]} ${index + 1}`,
  price: 1000 + ((index * 7919) % 9000),
  inStock: index % 3 !== 0,
  added: `2026-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 27) + 1).padStart(2, '0')}`,
  icon: '/icons/package.svg',
}));

export const datagridPage: PageNode = {
  id: 'element-datagrid',
  name: 'Datagrid',
  path: 'elements/datagrid',
  title: { en: 'Datagrid — showcase' },
  meta: { desc: { en: 'The datagrid element: sorting, filtering, selection, pagination, action and image columns, languages.' } },
  variables: [
    { id: 'grid-last-action', name: 'grid-last-action', type: 'string', defaultValue: '' },
    { id: 'grid-last-sort', name: 'grid-last-sort', type: 'string', defaultValue: '' },
    { id: 'grid-last-click', name: 'grid-last-click', type: 'string', defaultValue: '' },
    { id: 'grid-last-edit', name: 'grid-last-edit', type: 'string', defaultValue: '' },
  ],
  sections: [
    {
      title: 'Datagrid',
      children: [
        text({ text: 'Datagrid', tag: 'h1' }),
        text({
          text: 'Click a header to sort, open a column menu to filter, tick rows to select them, and use the View button of a row to fire its action.',
        }),
      ],
    },
    {
      title: 'Products',
      children: [
        text({ text: 'Products', tag: 'h2' }),
        datagrid({
          uid: 'products-grid',
          ariaLabel: 'Products',
          rowData: DATAGRID_ROWS,
          idFormula: 'context.mapping.id',
          rowSelection: 'multiple',
          selectAll: 'filtered',
          pagination: true,
          paginationPageSize: 10,
          movableColumns: true,
          height: '480px',
          columns: [
            {
              headerName: 'Name',
              field: 'name',
              cellDataType: 'text',
              sortable: true,
              filter: true,
              widthAlgo: 'flex',
              flex: 2,
              minWidth: 160,
            },
            {
              headerName: 'Price',
              field: 'price',
              cellDataType: 'number',
              sortable: true,
              filter: true,
              useCustomLabel: true,
              displayLabelFormula: "'$' + context.mapping.price",
              widthAlgo: 'fixed',
              width: 130,
            },
            { headerName: 'In stock', field: 'inStock', cellDataType: 'boolean', sortable: true, widthAlgo: 'fixed', width: 110 },
            {
              headerName: 'Added',
              field: 'added',
              cellDataType: 'dateString',
              sortable: true,
              filter: true,
              widthAlgo: 'fixed',
              width: 150,
            },
            { headerName: 'Icon', field: 'icon', cellDataType: 'image', imageWidth: 24, imageHeight: 24, widthAlgo: 'fixed', width: 90 },
            {
              headerName: 'Actions',
              cellDataType: 'action',
              actionName: 'view',
              actionLabel: 'View',
              widthAlgo: 'fixed',
              width: 110,
              pinned: 'right',
            },
          ],
          workflows: [
            workflow('grid-action', 'action', [
              setVariable('grid-last-action', f("event.actionName + ' ' + event.row.name + ' (' + event.id + ')'")),
            ]),
            workflow('grid-sort', 'sortChanged', [
              setVariable('grid-last-sort', f("event.sort.map(s => s.colId + ' ' + s.sort).join(', ')")),
            ]),
            workflow('grid-click', 'rowClicked', [setVariable('grid-last-click', f('event.row.name'))]),
          ],
        }),
        text({
          uid: 'grid-selected-text',
          text: f(
            "'Selected: ' + (variables['products-grid-selectedRows'].length === 0 ? 'none' : variables['products-grid-selectedRows'].map(r => r.name).join(', '))",
          ),
        }),
        text({
          uid: 'grid-action-text',
          text: f("variables['grid-last-action'] ? 'Action: ' + variables['grid-last-action'] : 'No action yet'"),
        }),
        text({ uid: 'grid-sort-text', text: f("'Sort: ' + (variables['grid-last-sort'] || 'none')") }),
        text({
          uid: 'grid-filter-text',
          text: f("'Filters: ' + (Object.keys(variables['products-grid-filters'] || {}).join(', ') || 'none')"),
        }),
        text({ uid: 'grid-click-text', text: f("'Last clicked row: ' + (variables['grid-last-click'] || 'none')") }),
      ],
    },
    {
      title: 'In French',
      children: [
        text({ text: 'In French: sorted by price, filtered to prices above 3000, editable prices', tag: 'h2' }),
        datagrid({
          uid: 'french-grid',
          ariaLabel: 'Produits',
          rowVerticalPaddingScale: 0.6,
          lang: 'fr',
          layout: 'auto',
          rowData: DATAGRID_ROWS.slice(0, 8),
          idFormula: 'context.mapping.id',
          rowSelection: 'single',
          enableClickSelection: true,
          disableCheckboxes: true,
          resizableColumns: false,
          initialSort: [{ colId: 'price', sort: 'desc' }],
          initialFilters: { price: { filterType: 'number', type: 'greaterThan', filter: 3000 } },
          columns: [
            { headerName: 'Nom', field: 'name', cellDataType: 'text', pinned: 'left', widthAlgo: 'fixed', width: 200, filter: true },
            {
              headerName: 'Prix',
              field: 'price',
              cellDataType: 'number',
              sortable: true,
              filter: true,
              editable: true,
              widthAlgo: 'flex',
              flex: 1,
            },
            { headerName: 'En stock', field: 'inStock', cellDataType: 'boolean', widthAlgo: 'flex', flex: 1 },
            { headerName: 'Identifiant', field: 'id', hide: true },
          ],
          workflows: [
            workflow('grid-edit', 'cellValueChanged', [
              setVariable('grid-last-edit', f("event.row.name + ': ' + event.columnId + ' ' + event.oldValue + ' → ' + event.newValue")),
            ]),
          ],
        }),
        text({ uid: 'grid-edit-text', text: f("'Last edit: ' + (variables['grid-last-edit'] || 'none')") }),
      ],
    },
  ],
};
