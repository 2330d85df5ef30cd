/**
 * Where the code of each element the browser loads lazily lives (its definition, its component and what that loads
 * with it), for the server:
 * a page that shows one names these modules, and the publisher turns them into `modulepreload` links, so their chunks
 * download with the page's first script instead of after it. Server-only (`node:url`); a test keeps the types equal
 * to `browserElementLibrary`'s lazy entries and every path existing.
 */
import { fileURLToPath } from 'node:url';
import { FORMULA_PARSER_MODULE } from '@kit/formula/modules';
import { pageElementTypes } from '@kit/runtime-react';

function modules(...paths: string[]): readonly string[] {
  return paths.map((path) => fileURLToPath(new URL(path, import.meta.url)));
}

export const LAZY_ELEMENT_MODULES: Readonly<Record<string, readonly string[]>> = {
  accordion: modules('./accordion/definition.ts', './accordion/Accordion.tsx'),
  modal: modules('./modal/definition.ts', './modal/Modal.tsx'),
  paginator: modules('./paginator/definition.ts', './paginator/Paginator.tsx'),
  'donut-progress': modules('./donut-progress/definition.ts', './donut-progress/DonutProgress.tsx'),
  'background-video': modules('./background-video/definition.ts', './background-video/BackgroundVideo.tsx'),
  // The grid's component loads the formula parser with it (its settings hold formulas of their own).
  datagrid: [...modules('./datagrid/definition.ts', './datagrid/Datagrid.tsx'), FORMULA_PARSER_MODULE],
  'date-picker': modules('./date-picker/definition.ts', './date-picker/DatePicker.tsx'),
  'form-container': modules('./form-container/definition.ts', './form-container/form-container.tsx'),
  'form-input': modules('./form-input/definition.ts', './form-input/form-input.tsx'),
  select: modules('./select/definition.ts', './select/select.tsx'),
  'file-drop': modules('./file-drop/definition.ts', './file-drop/file-drop.tsx'),
  'number-display': modules('./number-display/definition.ts', './number-display/number-display.tsx'),
  'rich-text': modules('./rich-text/definition.ts', './rich-text/RichText.tsx'),
  'payment-element': modules('./payment-element/definition.ts', './payment-element/PaymentElement.tsx'),
};

/** The source modules of the lazily loaded elements among these objects (a page's `wwObjects`), each once. */
export function lazyElementModules(objects: Readonly<Record<string, unknown>>): string[] {
  return pageElementTypes(objects).flatMap((type) => LAZY_ELEMENT_MODULES[type] ?? []);
}
