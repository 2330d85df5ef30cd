/**
 * The elements the portal's browser entry registers: the library's basic elements at hand, every other definition
 * loaded with the pages that use it. Portal elements register here lazily (`lazyElement(type, () => import(...))`)
 * so a page's first script holds none it does not show. Keep in step with elements.ts.
 */
import { createElementRegistry, lazyElement, libraryComponentElement } from '@kit/runtime-react';
import { browserElementLibrary } from '@kit/elements';

export const forkliftBrowserRegistry = createElementRegistry([
  ...browserElementLibrary,
  libraryComponentElement,
  // Portal elements (one line each): e.g. lazyElement('forklift-manual-viewer', () => import('./elements/manual-viewer/definition').then((m) => m.manualViewerElement)),
  lazyElement('forklift-manual-viewer', () => Promise.all([import('./elements/manual-viewer/definition'), import('./elements/manual-viewer/ManualViewer')]).then(([m]) => m.manualViewerElement)),
  lazyElement('forklift-search-box', () => Promise.all([import('./elements/search-box/definition'), import('./elements/search-box/SearchBox')]).then(([m]) => m.searchBoxElement)),
  lazyElement('forklift-search-results', () => Promise.all([import('./elements/search-results/definition'), import('./elements/search-results/SearchResults')]).then(([m]) => m.searchResultsElement)),
  lazyElement('forklift-diagnostic-chat', () => Promise.all([import('./elements/diagnostic-chat/definition'), import('./elements/diagnostic-chat/DiagnosticChat')]).then(([m]) => m.diagnosticChatElement)),
]);
