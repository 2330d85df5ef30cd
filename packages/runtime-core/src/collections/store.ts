/**
 * The collection store (the real CollectionService): one signal per collection, fetching → fetched,
 * fetch-error events, cancellation on navigation, auto-fetch in dependency order, persistence across
 * pages, paging with sparse data, client-side filter/sort, updates by id and realtime patches. The fetching itself
 * and the changes to fetched rows (`fetching.ts`) load in their own chunk with the first fetch: a page hydrates with
 * its collections defined, unfetched. Rows only exist once that code has fetched them, so until it has loaded an
 * update by id finds no row (it throws as it would on an empty collection) and a realtime change has none to patch.
 */
import type { FilterDefinition } from '@kit/formula';
import type { Logger } from '../adapters/logger';
import { RuntimeCoreError } from '../errors';
import { batch, signal } from '../reactive/signal';
import type { WritableSignal } from '../reactive/signal';
import type { CollectionService } from '../services/types';
import type * as Fetching from './fetching';
import type { FetchContext } from './fetching';
import { itemNotFoundMessage } from '../messages';
import type { CollectionDefinition, CollectionFetchErrorEvent, CollectionRecord, CollectionSource, RealtimeChange } from './types';

let fetching: typeof Fetching | undefined;
let loadingFetching: Promise<typeof Fetching> | undefined;

/** Loads the collections' fetching code (once); the browser site starts it with its first page load. */
export function loadCollectionFetching(): Promise<typeof Fetching> {
  loadingFetching ??= import('./fetching').then((module) => (fetching = module));
  return loadingFetching;
}

/**
 * Runs fetching code: at once when it is loaded (a fetch starts synchronously, as callers cancelling right after
 * expect), else once it has arrived, unless the store cancelled its fetches meanwhile (`isCancelled`).
 */
function withFetching(run: (module: typeof Fetching) => Promise<void>, isCancelled: () => boolean): Promise<void> {
  if (fetching !== undefined) return run(fetching);
  return loadCollectionFetching().then((module) => (isCancelled() ? undefined : run(module)));
}

export interface CollectionSources {
  /** Published JSON of static collections. */
  static: CollectionSource;
  /** Server data sets: collections that are not fetched in the browser. */
  server: CollectionSource;
  /** Plugin sources of dynamic collections, by plugin id. */
  plugins?: Readonly<Record<string, CollectionSource>>;
}

export interface CollectionStoreOptions {
  sources: CollectionSources;
  /** Resolves bound values (formulas) in a collection's settings. */
  evaluate?: (value: unknown) => unknown;
  /** Variable values sent to server data sets. */
  variables?: () => Readonly<Record<string, unknown>>;
  logger?: Logger;
  /** The object formulas read as `collections`, when it must outlive the store (a lazy store hands its own). */
  view?: Record<string, unknown>;
}

export interface CollectionStore extends CollectionService {
  get(id: string): CollectionRecord | undefined;
  /** Adds collections or replaces their definitions (a fetched persistent collection keeps its data). */
  define(definitions: readonly CollectionDefinition[]): void;
  definitions(): CollectionDefinition[];
  /** Fetches one collection; a failure is stored as its error and raises the fetch-error event. */
  fetch(id: string): Promise<void>;
  /** Fetches several, each after the collections its settings read. */
  fetchMany(ids: readonly string[]): Promise<void>;
  /** Page load: every non-static collection to fetch automatically, in dependency order. */
  autoFetch(): Promise<void>;
  /** Loads static collections not loaded yet. */
  loadStatic(): Promise<void>;
  /** Aborts every fetch in flight (the visitor navigates). */
  cancelAll(): void;
  /** Navigation: collections start again empty, except persistent-on-navigation ones already fetched. */
  resetForNavigation(): void;
  /**
   * Makes sure the store's code is here before a page defines collections: a lazy store (`lazy-store.ts`) loads it,
   * a store that is its code has nothing to do.
   */
  prepare?(): Promise<void>;
  /** The site's own collections (the design's): fetched on every page. */
  setSiteCollections?(ids: readonly string[]): void;
  /**
   * The current page's collections: `autoFetch` fetches the site's and these, never another page's still defined
   * from an earlier visit (they may be private to that page, and the server refuses them to this visitor).
   */
  setPageCollections?(ids: readonly string[]): void;
  setPagination(id: string, paging: { limit?: number | null; offset?: number }): Promise<void>;
  setFilter(id: string, filter: FilterDefinition | undefined): Promise<void>;
  setSort(id: string, sort: unknown): Promise<void>;
  /** Replaces (merges by default) the row with this id; throws when there is none. */
  updateItem(id: string, itemId: unknown, value: unknown, options?: { idKey?: string; merge?: boolean }): void;
  /** Applies a realtime change to one collection, matched by its primary-key fields. */
  applyChange(id: string, change: RealtimeChange): void;
  /** Applies a realtime change to every collection on a table; returns how many changed. */
  applyTableChange(table: string, change: RealtimeChange, primaryKeys?: readonly string[]): number;
  onFetchError(listener: (event: CollectionFetchErrorEvent) => void): () => void;
  subscribe(id: string, listener: () => void): () => void;
}

export interface Entry {
  definition: CollectionDefinition;
  state: WritableSignal<CollectionRecord>;
  controller: AbortController | undefined;
  /** All rows of a source without native paging, before filter, sort and paging. */
  raw: unknown[] | undefined;
  /** Filter, sort and limit of the rows held: a change starts a fresh sparse array. */
  queryKey: string | undefined;
}

function toCount(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= 0 ? Math.floor(number) : undefined;
}

function initialState(definition: CollectionDefinition): CollectionRecord {
  return {
    id: definition.id,
    name: definition.name,
    mode: definition.mode,
    data: null,
    total: 0,
    limit: toCount(definition.limit),
    offset: toCount(definition.offset) ?? 0,
    filter: undefined,
    sort: undefined,
    isFetching: false,
    isFetched: false,
    error: null,
  };
}

export function createCollectionStore(options: CollectionStoreOptions): CollectionStore {
  const entries = new Map<string, Entry>();
  // Which collections autoFetch may fetch: the site's always, a page's only while it is the current page.
  const siteIds = new Set<string>();
  const pageScopedIds = new Set<string>();
  let currentPageIds: ReadonlySet<string> | undefined;
  const view = options.view ?? (Object.create(null) as Record<string, unknown>);
  const errorListeners = new Set<(event: CollectionFetchErrorEvent) => void>();
  const { logger } = options;

  const refreshView = () => {
    for (const key of Object.keys(view)) delete view[key];
    for (const [id, entry] of entries) {
      const descriptor = { enumerable: true, configurable: true, get: () => entry.state.get() };
      Object.defineProperty(view, id, descriptor);
      const name = entry.definition.name;
      if (name && !entries.has(name) && !(name in view)) Object.defineProperty(view, name, { ...descriptor, enumerable: false });
    }
  };

  const patch = (entry: Entry, values: Partial<CollectionRecord>) => entry.state.set({ ...entry.state.peek(), ...values });

  const entryOf = (id: string): Entry => {
    const entry = entries.get(id);
    if (entry === undefined) throw new RuntimeCoreError('COLLECTION_NOT_FOUND', 'Collection not found.', { details: { collectionId: id } });
    return entry;
  };

  // Fetching (sources, client-side queries, dependency order) is its own chunk, loaded with the first fetch; a
  // fetch asked for before it arrived and cancelled meanwhile (the visitor navigated) does not start.
  const context: FetchContext = { options, errorListeners, patch, entryOf };
  let cancellations = 0;
  const deferred = (run: (module: typeof Fetching) => Promise<void>) => {
    const asked = cancellations;
    return withFetching(run, () => cancellations !== asked);
  };
  const fetchEntry = (entry: Entry, reuseRaw = false): Promise<void> => deferred((module) => module.fetchEntry(context, entry, reuseRaw));
  const fetchMany = (ids: readonly string[]): Promise<void> => deferred((module) => module.fetchMany(context, entries, ids));

  const store: CollectionStore = {
    view,
    get: (id) => entries.get(id)?.state.peek(),
    define(definitions) {
      batch(() => {
        for (const definition of definitions) {
          const existing = entries.get(definition.id);
          if (existing) {
            existing.definition = definition;
            if (!(definition.isPersistentOnNav && existing.state.peek().isFetched)) {
              existing.raw = undefined;
              existing.queryKey = undefined;
              existing.state.set(initialState(definition));
            }
          } else {
            entries.set(definition.id, {
              definition,
              state: signal(initialState(definition)),
              controller: undefined,
              raw: undefined,
              queryKey: undefined,
            });
          }
        }
        refreshView();
      });
    },
    definitions: () => [...entries.values()].map((entry) => entry.definition),
    fetch: async (id) => {
      const entry = entries.get(id);
      if (entry === undefined) {
        logger?.log('warn', 'Collection not found.', { collectionId: id });
        return;
      }
      await fetchEntry(entry);
    },
    fetchMany,
    setSiteCollections(ids) {
      for (const id of ids) siteIds.add(id);
    },
    setPageCollections(ids) {
      currentPageIds = new Set(ids);
      for (const id of ids) if (!siteIds.has(id)) pageScopedIds.add(id);
    },
    autoFetch() {
      const ids = [...entries.values()]
        .filter(({ definition, state }) => {
          if (definition.mode === 'static' || definition.autoFetch === false) return false;
          if (pageScopedIds.has(definition.id) && currentPageIds !== undefined && !currentPageIds.has(definition.id)) return false;
          return !(definition.isPersistentOnNav && state.peek().isFetched);
        })
        .map(({ definition }) => definition.id);
      return fetchMany(ids);
    },
    async loadStatic() {
      const pending = [...entries.values()].filter(({ definition, state }) => definition.mode === 'static' && !state.peek().isFetched);
      await Promise.all(pending.map((entry) => fetchEntry(entry)));
    },
    cancelAll() {
      cancellations += 1;
      for (const entry of entries.values()) {
        if (entry.controller) {
          entry.controller.abort();
          entry.controller = undefined;
          patch(entry, { isFetching: false });
        }
      }
    },
    resetForNavigation() {
      store.cancelAll();
      batch(() => {
        for (const entry of entries.values()) {
          const keep = entry.state.peek().isFetched && (entry.definition.isPersistentOnNav || entry.definition.mode === 'static');
          if (keep) continue;
          entry.raw = undefined;
          entry.queryKey = undefined;
          entry.state.set(initialState(entry.definition));
        }
      });
    },
    async setPagination(id, paging) {
      const entry = entryOf(id);
      const limit = paging.limit === null ? undefined : paging.limit === undefined ? entry.state.peek().limit : toCount(paging.limit);
      patch(entry, { limit, offset: toCount(paging.offset) ?? entry.state.peek().offset });
      await fetchEntry(entry, true);
    },
    setFilter(id, filter) {
      const entry = entryOf(id);
      return deferred((module) => {
        patch(entry, { filter: module.normalizeFilter(filter), offset: 0 });
        return module.fetchEntry(context, entry, true);
      });
    },
    setSort(id, sort) {
      const entry = entryOf(id);
      return deferred((module) => {
        patch(entry, { sort: module.normalizeSort(sort) });
        return module.fetchEntry(context, entry, true);
      });
    },
    updateItem(id, itemId, value, updateOptions = {}) {
      const entry = entryOf(id);
      if (fetching !== undefined) return fetching.updateItem(context, entry, itemId, value, updateOptions);
      throw new RuntimeCoreError('COLLECTION_ITEM_NOT_FOUND', itemNotFoundMessage(itemId), { details: { id: itemId } });
    },
    applyChange(id, change) {
      const entry = entryOf(id);
      fetching?.applyChange(context, entry, change);
    },
    applyTableChange: (table, change, primaryKeys) =>
      fetching?.applyTableChange(context, entries.values(), table, change, primaryKeys) ?? 0,
    onFetchError(listener) {
      errorListeners.add(listener);
      return () => errorListeners.delete(listener);
    },
    subscribe: (id, listener) => entryOf(id).state.subscribe(listener),
  };
  return store;
}
