/**
 * The browser's collection store, whose code (~1 KB of a page's first script) loads only for a page that defines
 * collections: until then it answers as a store with nothing defined. The page loader calls `prepare` before it
 * defines a page's collections; the site starts with the real store when the first page or the design has some.
 */
import type { Logger } from '../adapters/logger';
import { RuntimeCoreError } from '../errors';
import type { CollectionStore } from './store';
import type * as StoreCode from './store-code';
import type { CollectionFetchErrorEvent } from './types';

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

/** What a store with nothing defined answers, as the real one does for an unknown collection. */
function emptyStore(view: Record<string, unknown>, logger: Logger | undefined): CollectionStore {
  const notFound = (id: string): never => {
    throw new RuntimeCoreError('COLLECTION_NOT_FOUND', 'Collection not found.', { details: { collectionId: id } });
  };
  const none = () => Promise.resolve();
  return {
    view,
    get: () => undefined,
    define(definitions) {
      if (definitions.length === 0) return;
      // The page loader prepares the store before defining a page's collections: this is a caller's mistake.
      logger?.log('error', 'Collections defined before the collection store was prepared.', {
        collectionIds: definitions.map((definition) => definition.id),
      });
    },
    definitions: () => [],
    fetch: async (id) => logger?.log('warn', 'Collection not found.', { collectionId: id }),
    fetchMany: none,
    autoFetch: none,
    loadStatic: none,
    cancelAll() {},
    resetForNavigation() {},
    setPagination: async (id) => notFound(id),
    setFilter: async (id) => notFound(id),
    setSort: async (id) => notFound(id),
    updateItem: (id) => notFound(id),
    applyChange: (id) => notFound(id),
    applyTableChange: () => 0,
    onFetchError: () => () => undefined,
    subscribe: (id) => notFound(id),
  };
}

export function createLazyCollectionStore(options: LazyCollectionStoreOptions): CollectionStore {
  const view = Object.create(null) as Record<string, unknown>;
  const empty = emptyStore(view, options.logger);
  // Fetch-error listeners added before the real store exists move to it when it is built.
  type Listener = (event: CollectionFetchErrorEvent) => void;
  const waiting = new Set<Listener>();
  const moved = new Map<Listener, () => void>();
  let real: CollectionStore | undefined;
  const build = (code: CollectionStoreCode) => {
    if (real !== undefined) return;
    real = options.create(code, view);
    for (const listener of waiting) moved.set(listener, real.onFetchError(listener));
    waiting.clear();
  };
  if (options.code !== undefined) build(options.code);

  let loading: Promise<void> | undefined;
  const prepare = () => (real === undefined ? (loading ??= options.load().then(build)) : Promise.resolve());
  const onFetchError: CollectionStore['onFetchError'] = (listener) => {
    if (real !== undefined) return real.onFetchError(listener);
    waiting.add(listener);
    return () => {
      waiting.delete(listener);
      moved.get(listener)?.();
      moved.delete(listener);
    };
  };
  // Every other call goes to the real store once it is built, else to the empty one (both write the same view).
  return new Proxy(empty, {
    get: (target, key) => (key === 'prepare' ? prepare : key === 'onFetchError' ? onFetchError : Reflect.get(real ?? target, key)),
  });
}
