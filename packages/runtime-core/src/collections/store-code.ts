/**
 * The collection store's code as the browser loads it (`@kit/runtime-core/collection-store`): before hydrating a page
 * whose render reads collections, else in the first load of a page defining some (`lazy-store.ts`); a site whose
 * pages define none never loads it.
 */
export { createCollectionStore, loadCollectionFetching } from './store';
export { createDeferredHttpSources } from './deferred-sources';
