/**
 * The browser's collection store, whose code (~1 KB of a page's first script) loads only for a page that defines
 * collections: until then it keeps the definitions it is given and answers as a store whose collections hold nothing.
 * The site starts with the real store when the first page's render read collections, else prepares it in the first
 * page load; the page loader calls `prepare` before it defines a later page's collections.
 */
import type { Logger } from '../adapters/logger';
import { RuntimeCoreError } from '../errors';
import type { CollectionStore } from './store';
import type * as StoreCode from './store-code';
import type { CollectionDefinition, CollectionFetchErrorEvent } from './types';

export type CollectionStoreCode = typeof StoreCode;

export interface LazyCollectionStoreOptions {
  /** Loads the store's code (`import('@kit/runtime-core/collection-store')`). */
  load(): Promise<CollectionStoreCode>;
  /** Builds the real store from its code, its `view` being the one formulas already read. */
  create(code: CollectionStoreCode, view: Record<string, unknown>): CollectionStore;
  /** The code, when it is already here: the real store is built at once. */
  code?: CollectionStoreCode;
  logger?: Logger;
}

/** What the lazy store keeps until the real one is built, which then takes it over. */
interface Kept {
  definitions: Map<string, CollectionDefinition>;
  siteIds: readonly string[];
  pageIds: readonly string[] | undefined;
}

/**
 * The store before its code is here: it keeps the definitions (and which are the site's and the page's) to hand them
 * over, and answers as a store whose collections hold nothing yet; nothing reads them (`needsCollectionStore`). A
 * fetch, or a change of paging, filter or sort, of a kept collection waits for the code (`loaded`) and runs there.
 */
function waitingStore(
  view: Record<string, unknown>,
  kept: Kept,
  loaded: () => Promise<CollectionStore>,
  logger: Logger | undefined,
): CollectionStore {
  const notFound = (id: string): never => {
    throw new RuntimeCoreError('COLLECTION_NOT_FOUND', 'Collection not found.', { details: { collectionId: id } });
  };
  const isKept = (id: string) => kept.definitions.has(id);
  const whenAny = (run: (store: CollectionStore) => Promise<void>) => (kept.definitions.size > 0 ? loaded().then(run) : Promise.resolve());
  return {
    view,
    get: () => undefined,
    define(definitions) {
      for (const definition of definitions) kept.definitions.set(definition.id, definition);
    },
    definitions: () => [...kept.definitions.values()],
    setSiteCollections(ids) {
      kept.siteIds = [...kept.siteIds, ...ids];
    },
    setPageCollections(ids) {
      kept.pageIds = ids;
    },
    fetch: async (id) => (isKept(id) ? (await loaded()).fetch(id) : logger?.log('warn', 'Collection not found.', { collectionId: id })),
    fetchMany: (ids) => whenAny((store) => store.fetchMany(ids)),
    autoFetch: () => whenAny((store) => store.autoFetch()),
    loadStatic: () => whenAny((store) => store.loadStatic()),
    cancelAll() {},
    resetForNavigation() {},
    setPagination: async (id, paging) => (isKept(id) ? (await loaded()).setPagination(id, paging) : notFound(id)),
    setFilter: async (id, filter) => (isKept(id) ? (await loaded()).setFilter(id, filter) : notFound(id)),
    setSort: async (id, sort) => (isKept(id) ? (await loaded()).setSort(id, sort) : notFound(id)),
    updateItem: (id) => notFound(id),
    applyChange: (id) => notFound(id),
    applyTableChange: () => 0,
    onFetchError: () => () => undefined,
    subscribe: (id) => notFound(id),
  };
}

export function createLazyCollectionStore(options: LazyCollectionStoreOptions): CollectionStore {
  const view = Object.create(null) as Record<string, unknown>;
  const kept: Kept = { definitions: new Map(), siteIds: [], pageIds: undefined };
  const waiting = waitingStore(view, kept, () => prepare().then(() => real as CollectionStore), options.logger);
  // Fetch-error listeners added before the real store exists move to it when it is built.
  type Listener = (event: CollectionFetchErrorEvent) => void;
  const listeners = new Set<Listener>();
  const moved = new Map<Listener, () => void>();
  let real: CollectionStore | undefined;
  const build = (code: CollectionStoreCode) => {
    if (real !== undefined) return;
    real = options.create(code, view);
    if (kept.definitions.size > 0) real.define([...kept.definitions.values()]);
    real.setSiteCollections?.(kept.siteIds);
    if (kept.pageIds !== undefined) real.setPageCollections?.(kept.pageIds);
    for (const listener of listeners) moved.set(listener, real.onFetchError(listener));
    listeners.clear();
  };
  if (options.code !== undefined) build(options.code);

  let loading: Promise<void> | undefined;
  const prepare = () => (real === undefined ? (loading ??= options.load().then(build)) : Promise.resolve());
  const onFetchError: CollectionStore['onFetchError'] = (listener) => {
    if (real !== undefined) return real.onFetchError(listener);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      moved.get(listener)?.();
      moved.delete(listener);
    };
  };
  // Every other call goes to the real store once it is built, else to the waiting one (both write the same view).
  return new Proxy(waiting, {
    get: (target, key) => (key === 'prepare' ? prepare : key === 'onFetchError' ? onFetchError : Reflect.get(real ?? target, key)),
  });
}
