/**
 * The AG Grid community modules the datagrid uses, registered once when its chunk loads: only these are bundled,
 * which keeps the lazily loaded chunk smaller than the grid's all-in-one module.
 */
import {
  CellStyleModule,
  CheckboxEditorModule,
  ClientSideRowModelModule,
  ColumnApiModule,
  DateEditorModule,
  DateFilterModule,
  EventApiModule,
  LocaleModule,
  ModuleRegistry,
  NumberEditorModule,
  NumberFilterModule,
  PaginationModule,
  RowApiModule,
  RowSelectionModule,
  TextEditorModule,
  TextFilterModule,
} from 'ag-grid-community';

let registered = false;

export function registerGridModules(): void {
  if (registered) return;
  registered = true;
  ModuleRegistry.registerModules([
    ClientSideRowModelModule,
    TextFilterModule,
    NumberFilterModule,
    DateFilterModule,
    TextEditorModule,
    NumberEditorModule,
    DateEditorModule,
    CheckboxEditorModule,
    RowSelectionModule,
    PaginationModule,
    LocaleModule,
    CellStyleModule,
    ColumnApiModule,
    RowApiModule,
    EventApiModule,
  ]);
}
