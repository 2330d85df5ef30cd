/**
 * The variables store: one signal per variable (a change wakes only what read it), typed updates,
 * local-storage persistence, query-string mirroring, navigation resets, and a view for formulas.
 */
import { isDeepEqual } from '@kit/formula';
import type { Logger } from '../adapters/logger';
import type { KeyValueStorage } from '../adapters/storage';
import type { UrlAdapter } from '../adapters/url';
import { VariableError } from '../errors';
import { batch, signal } from '../reactive/signal';
import type { WritableSignal } from '../reactive/signal';
import { applyArrayUpdate } from './array-update';
import { clonePlain } from './clone';
import { coerceVariableValue } from './coerce';
import { setByPath } from './path';
import { readQueryParam, writeQueryParam } from './query-string';
import type { VariableDefinition, VariableUpdateOptions } from './types';

export interface VariableStoreOptions {
  storage?: KeyValueStorage | undefined;
  url?: UrlAdapter | undefined;
  logger?: Logger | undefined;
}

export interface VariableStore {
  /** Adds variables, or replaces those with the same id (their value is initialised again). */
  define(definitions: readonly VariableDefinition[]): void;
  remove(ids: readonly string[]): void;
  has(id: string): boolean;
  definition(id: string): VariableDefinition | undefined;
  ids(): string[];
  /** Reads a value; inside a computed this records the dependency. */
  get(id: string): unknown;
  /** Reads a value without recording a dependency. */
  peek(id: string): unknown;
  /** Writes a value following the typed update rules; returns the stored value. */
  set(id: string, value: unknown, options?: VariableUpdateOptions): unknown;
  /** Sets a variable back to its default value. */
  reset(id: string): void;
  /** Page change: variables not persistent on navigation start again from their initial value. */
  resetForNavigation(): void;
  /** Reads query variables again from the URL (after a history move). */
  syncFromUrl(): void;
  /** useSyncExternalStore-style subscription to one variable. */
  subscribe(id: string, listener: () => void): () => void;
  getSnapshot(id: string): unknown;
  /** What formulas read as `variables`: one tracked getter per id (and per name when unambiguous). */
  readonly view: Readonly<Record<string, unknown>>;
}

/** Local-storage key of a persisted variable. */
export function variableStorageKey(id: string): string {
  return `kit-variable-${id}`;
}

/** The query parameter name of a query variable: its queryName, else its name, else its id. */
export function queryParamName(definition: VariableDefinition): string {
  return definition.queryName || definition.name || definition.id;
}

interface Entry {
  definition: VariableDefinition;
  value: WritableSignal<unknown>;
}

export function createVariableStore(definitions: readonly VariableDefinition[] = [], options: VariableStoreOptions = {}): VariableStore {
  const entries = new Map<string, Entry>();
  const view = Object.create(null) as Record<string, unknown>;
  const { storage, url, logger } = options;

  const copy = (definition: VariableDefinition, value: unknown) => (definition.preserveReference ? value : clonePlain(value));

  const defaultOf = (definition: VariableDefinition): unknown =>
    definition.defaultValue === undefined ? null : copy(definition, definition.defaultValue);

  const fromStorage = (definition: VariableDefinition): { found: boolean; value?: unknown } => {
    const raw = storage?.getItem(variableStorageKey(definition.id));
    if (raw === null || raw === undefined) return { found: false };
    try {
      return { found: true, value: coerceVariableValue(definition.type, JSON.parse(raw) as unknown) };
    } catch {
      logger?.log('warn', 'Invalid stored value, using the default value', { variableId: definition.id });
      return { found: false };
    }
  };

  const fromUrl = (definition: VariableDefinition): { found: boolean; value?: unknown } => {
    if (!url) return { found: false };
    const raw = readQueryParam(url, queryParamName(definition));
    if (raw === undefined) return { found: false };
    try {
      return { found: true, value: coerceVariableValue(definition.type, raw) };
    } catch {
      return { found: false };
    }
  };

  const initialValue = (definition: VariableDefinition): unknown => {
    if (definition.type === 'query') {
      const query = fromUrl(definition);
      if (query.found) return query.value;
    }
    if (definition.isLocalStorage) {
      const stored = fromStorage(definition);
      if (stored.found) return stored.value;
    }
    return defaultOf(definition);
  };

  const persist = (definition: VariableDefinition, value: unknown) => {
    if (definition.isLocalStorage && storage) {
      try {
        storage.setItem(variableStorageKey(definition.id), JSON.stringify(value) ?? 'null');
      } catch (error) {
        logger?.log('warn', 'Could not store the variable', { variableId: definition.id, error });
      }
    }
    if (definition.type === 'query' && url) {
      const isDefault = value === null || value === '' || isDeepEqual(value, definition.defaultValue ?? null);
      writeQueryParam(url, queryParamName(definition), isDefault ? undefined : value);
    }
  };

  const refreshView = () => {
    for (const key of Object.keys(view)) delete view[key];
    const nameCounts = new Map<string, number>();
    for (const { definition } of entries.values()) {
      if (definition.name) nameCounts.set(definition.name, (nameCounts.get(definition.name) ?? 0) + 1);
    }
    for (const [id, entry] of entries) {
      const descriptor = { enumerable: true, configurable: true, get: () => entry.value.get() };
      Object.defineProperty(view, id, descriptor);
      const name = entry.definition.name;
      if (name && nameCounts.get(name) === 1 && !entries.has(name)) {
        Object.defineProperty(view, name, { ...descriptor, enumerable: false });
      }
    }
  };

  const entryOf = (id: string): Entry => {
    const entry = entries.get(id);
    if (entry === undefined) throw new VariableError('NOT_FOUND', { variableId: id });
    return entry;
  };

  const nextValue = (definition: VariableDefinition, current: unknown, value: unknown, update: VariableUpdateOptions): unknown => {
    const hasPath = update.path !== undefined && update.path !== null && update.path !== '';
    if (definition.type === 'array' && update.arrayUpdateType) {
      return applyArrayUpdate(current, update.arrayUpdateType, copy(definition, value), update.index, update.path);
    }
    if (hasPath && (definition.type === 'object' || definition.type === 'array' || definition.type === 'any')) {
      const base = current ?? (definition.type === 'array' ? [] : {});
      return setByPath(base, update.path as NonNullable<VariableUpdateOptions['path']>, copy(definition, value));
    }
    return copy(definition, coerceVariableValue(definition.type, value));
  };

  const store: VariableStore = {
    define(list) {
      batch(() => {
        for (const definition of list) {
          const existing = entries.get(definition.id);
          const value = initialValue(definition);
          if (existing) {
            existing.definition = definition;
            existing.value.set(value);
          } else {
            const equals = definition.preserveReference ? Object.is : isDeepEqual;
            entries.set(definition.id, { definition, value: signal(value, { equals }) });
          }
        }
        refreshView();
      });
    },
    remove(ids) {
      for (const id of ids) entries.delete(id);
      refreshView();
    },
    has: (id) => entries.has(id),
    definition: (id) => entries.get(id)?.definition,
    ids: () => [...entries.keys()],
    get: (id) => entryOf(id).value.get(),
    peek: (id) => entryOf(id).value.peek(),
    set(id, value, update = {}) {
      const entry = entryOf(id);
      const next = nextValue(entry.definition, entry.value.peek(), value, update);
      entry.value.set(next);
      persist(entry.definition, next);
      return next;
    },
    reset(id) {
      const entry = entryOf(id);
      const value = defaultOf(entry.definition);
      entry.value.set(value);
      persist(entry.definition, value);
    },
    resetForNavigation() {
      batch(() => {
        for (const entry of entries.values()) {
          if (!entry.definition.isPersistentOnNav) entry.value.set(initialValue(entry.definition));
        }
      });
    },
    syncFromUrl() {
      batch(() => {
        for (const entry of entries.values()) {
          if (entry.definition.type !== 'query') continue;
          const query = fromUrl(entry.definition);
          entry.value.set(query.found ? query.value : defaultOf(entry.definition));
        }
      });
    },
    subscribe: (id, listener) => entryOf(id).value.subscribe(listener),
    getSnapshot: (id) => entryOf(id).value.peek(),
    view,
  };
  if (definitions.length > 0) store.define(definitions);
  return store;
}
