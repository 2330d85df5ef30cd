/**
 * The collection store's code as the browser loads it (`@kit/runtime-core/collection-store`): before hydrating a page
 * with collections, or before loading the first one (`lazy-store.ts`); a page without collections never loads it.
 */
export { createCollectionStore, loadCollectionFetching } from './store';
export { createDeferredHttpSources } from './deferred-sources';
