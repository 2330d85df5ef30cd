/**
 * Fetching for the collection store: the source of each collection, its query from the bound settings, client-side
 * filter/sort/paging for sources without native paging, sparse pages, cancellation, fetch errors as state and
 * events, and several collections fetched in dependency order; and the changes to fetched rows (updates by id,
 * realtime patches). Loaded with the first fetch (`loadCollectionFetching`).
 */
import { isObjectLike } from '@kit/formula';
import type { FilterDefinition } from '@kit/formula';
import { RuntimeCoreError } from '../errors';
import { collectionFetchFailedMessage } from '../workflows/action-messages';
import { batch } from '../reactive/signal';
import { toErrorObject } from '../workflows/error-object';
import { normalizeFilter, normalizeSort, placePage, runClientQuery } from './client-query';
import { planFetchOrder } from './dependencies';
import { applyRealtimeChange, DEFAULT_PRIMARY_KEYS, updateRowById } from './patch';
import type { CollectionStoreOptions, Entry } from './store';
import type { CollectionDefinition, CollectionFetchErrorEvent, CollectionRecord, CollectionSource, RealtimeChange } from './types';

export { normalizeFilter, normalizeSort };

/** What fetching needs from its store. */
export interface FetchContext {
  readonly options: CollectionStoreOptions;
  readonly errorListeners: ReadonlySet<(event: CollectionFetchErrorEvent) => void>;
  patch(entry: Entry, values: Partial<CollectionRecord>): void;
  entryOf(id: string): Entry;
}

function isAbort(error: unknown, controller: AbortController): boolean {
  return controller.signal.aborted || (isObjectLike(error) && error.name === 'AbortError');
}

function sourceOf(options: CollectionStoreOptions, definition: CollectionDefinition): CollectionSource {
  if (definition.mode === 'static') return options.sources.static;
  if (definition.mode === 'dynamic' && !definition.isThroughServer) {
    const source = definition.pluginId === undefined ? undefined : options.sources.plugins?.[definition.pluginId];
    if (source === undefined) {
      throw new RuntimeCoreError('COLLECTION_SOURCE_NOT_FOUND', `No data source for the collection ${definition.name ?? definition.id}.`, {
        details: { pluginId: definition.pluginId },
      });
    }
    return source;
  }
  return options.sources.server;
}

function resolveQuery(context: FetchContext, entry: Entry) {
  const evaluate = context.options.evaluate ?? ((value: unknown) => value);
  const state = entry.state.peek();
  const config = evaluate(entry.definition.config ?? {});
  const filter = state.filter ?? normalizeFilter(evaluate(entry.definition.filter) as FilterDefinition | undefined);
  const sort = state.sort ?? normalizeSort(evaluate(entry.definition.sort));
  return { config: isObjectLike(config) ? config : {}, filter, sort, limit: state.limit, offset: state.offset };
}

function emitError(context: FetchContext, entry: Entry, message: string, data: unknown): void {
  const state = entry.state.peek();
  const event: CollectionFetchErrorEvent = { message, data, id: state.id, name: state.name };
  for (const listener of context.errorListeners) listener(event);
}

/** Re-derives the visible rows from the cached raw rows (client-side sources). */
function deriveClientSide(context: FetchContext, entry: Entry, query: ReturnType<typeof resolveQuery>): void {
  const result = runClientQuery(entry.raw ?? [], query);
  context.patch(entry, { data: result.data, total: result.total, filter: query.filter, sort: query.sort });
}

/** Fetches one collection; a failure is stored as its error and raises the fetch-error event. */
export async function fetchEntry(context: FetchContext, entry: Entry, reuseRaw = false): Promise<void> {
  const { options, patch } = context;
  entry.controller?.abort();
  const controller = new AbortController();
  entry.controller = controller;
  patch(entry, { isFetching: true });
  try {
    const query = resolveQuery(context, entry);
    const source = sourceOf(options, entry.definition);
    if (!source.nativePaging && reuseRaw && entry.raw !== undefined) {
      deriveClientSide(context, entry, query);
      patch(entry, { isFetching: false });
      return;
    }
    const result = await source.fetch({
      collection: entry.definition,
      ...query,
      variables: options.variables?.() ?? {},
      signal: controller.signal,
    });
    if (controller.signal.aborted) return;
    batch(() => {
      if (!source.nativePaging) {
        entry.raw = Array.isArray(result.data) ? result.data : undefined;
        if (entry.raw === undefined) patch(entry, { data: result.data, total: 0 });
        else deriveClientSide(context, entry, query);
      } else if (Array.isArray(result.data)) {
        const rows = result.data;
        const total = result.total ?? query.offset + rows.length;
        const key = JSON.stringify([query.filter, query.sort, query.limit]);
        const previous =
          entry.queryKey === key && Array.isArray(entry.state.peek().data) ? (entry.state.peek().data as unknown[]) : undefined;
        entry.queryKey = key;
        const data = query.limit === undefined && query.offset === 0 ? rows : placePage(previous, rows, query.offset, total);
        patch(entry, { data, total, filter: query.filter, sort: query.sort });
      } else {
        patch(entry, { data: result.data, total: result.total ?? 0 });
      }
      patch(entry, { isFetching: false, isFetched: true, error: null });
    });
  } catch (error) {
    if (isAbort(error, controller)) return;
    const errorObject = toErrorObject(error);
    const message =
      typeof errorObject.message === 'string' && errorObject.message !== ''
        ? errorObject.message
        : collectionFetchFailedMessage(entry.definition.name ?? entry.definition.id);
    // A failed fetch leaves no rows (seed 001 §8: the error object and no data), not the previous fetch's: a page
    // must never show stale rows as if they were the answer. The event still carries the rows the page had.
    const previous = entry.state.peek().data;
    entry.raw = undefined;
    entry.queryKey = undefined;
    patch(entry, { isFetching: false, isFetched: false, error: errorObject, data: null, total: 0 });
    options.logger?.log('error', message, { collectionId: entry.definition.id });
    emitError(context, entry, message, previous);
  } finally {
    if (entry.controller === controller) {
      entry.controller = undefined;
      if (controller.signal.aborted) patch(entry, { isFetching: false });
    }
  }
}

/** Fetches several collections, each after the collections its settings read. */
export async function fetchMany(context: FetchContext, entries: ReadonlyMap<string, Entry>, ids: readonly string[]): Promise<void> {
  const definitions = ids.map((id) => entries.get(id)?.definition).filter((definition): definition is CollectionDefinition => !!definition);
  const plan = planFetchOrder(definitions);
  if (plan.cyclic.length > 0)
    context.options.logger?.log('warn', 'Collections read each other; fetched in their given order', { ids: plan.cyclic });
  const running = new Map<string, Promise<void>>();
  for (const id of plan.order) {
    const waits = (plan.waitsFor.get(id) ?? []).map((dep) => running.get(dep) ?? Promise.resolve());
    running.set(
      id,
      Promise.all(waits).then(() => fetchEntry(context, context.entryOf(id))),
    );
  }
  await Promise.all(running.values());
}

/** Replaces (merges by default) the row with this id, in the visible rows and the cached ones; throws when there is none. */
export function updateItem(
  context: FetchContext,
  entry: Entry,
  itemId: unknown,
  value: unknown,
  options: { idKey?: string; merge?: boolean },
): void {
  const rows = entry.state.peek().data;
  const next = updateRowById(Array.isArray(rows) ? rows : [], itemId, value, options);
  if (entry.raw !== undefined) {
    try {
      entry.raw = updateRowById(entry.raw, itemId, value, options);
    } catch {
      // the visible rows were updated; the cached rows may predate the item
    }
  }
  context.patch(entry, { data: next });
}

/** Applies a realtime change to one collection, matched by its primary-key fields. */
export function applyChange(context: FetchContext, entry: Entry, change: RealtimeChange): void {
  const state = entry.state.peek();
  const primaryKeys = entry.definition.primaryKeys ?? DEFAULT_PRIMARY_KEYS;
  const next = applyRealtimeChange(state, change, primaryKeys);
  if (entry.raw !== undefined)
    entry.raw = applyRealtimeChange({ data: entry.raw, total: entry.raw.length }, change, primaryKeys).data as unknown[];
  if (next !== state) context.patch(entry, { data: next.data, total: next.total });
}

/** Applies a realtime change to every collection on a table; returns how many changed. */
export function applyTableChange(
  context: FetchContext,
  entries: Iterable<Entry>,
  table: string,
  change: RealtimeChange,
  primaryKeys: readonly string[] | undefined,
): number {
  let changed = 0;
  for (const entry of entries) {
    if (entry.definition.config?.table !== table) continue;
    const before = entry.state.peek();
    const next = applyRealtimeChange(before, change, primaryKeys ?? entry.definition.primaryKeys ?? DEFAULT_PRIMARY_KEYS);
    if (next !== before) {
      context.patch(entry, { data: next.data, total: next.total });
      changed += 1;
    }
  }
  return changed;
}
