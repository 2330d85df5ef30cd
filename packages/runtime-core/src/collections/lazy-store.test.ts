import { describe, expect, it } from 'vitest';
import { createMemoryLogger } from '../adapters/logger';
import { createLazyCollectionStore } from './lazy-store';
import type { CollectionStoreCode } from './lazy-store';
import * as storeCode from './store-code';
import type { CollectionSource } from './types';

const rows: CollectionSource = { id: 'rows', nativePaging: false, fetch: async () => ({ data: [{ id: 1 }] }) };
const failing: CollectionSource = {
  id: 'failing',
  nativePaging: false,
  fetch: async () => {
    throw new Error('down');
  },
};

function setup(options: { code?: CollectionStoreCode } = {}) {
  const logger = createMemoryLogger();
  let loads = 0;
  const store = createLazyCollectionStore({
    load: async () => {
      loads += 1;
      return storeCode;
    },
    create: (code, view) =>
      code.createCollectionStore({ sources: { static: rows, server: rows, plugins: { rows, failing } }, logger, view }),
    ...options,
    logger,
  });
  return { store, logger, loads: () => loads };
}

describe('createLazyCollectionStore', () => {
  it('answers as a store with nothing defined until prepared, without loading the code', async () => {
    const { store, logger, loads } = setup();
    expect(Object.keys(store.view)).toEqual([]);
    expect(store.get('c1')).toBeUndefined();
    expect(store.definitions()).toEqual([]);
    await store.autoFetch();
    await store.fetch('c1');
    expect(logger.messages('warn')).toEqual(['Collection not found.']);
    expect(() => store.subscribe('c1', () => undefined)).toThrow(expect.objectContaining({ code: 'COLLECTION_NOT_FOUND' }));
    await expect(store.setFilter('c1', undefined)).rejects.toMatchObject({ code: 'COLLECTION_NOT_FOUND' });
    expect(store.applyTableChange('trucks', { type: 'INSERT', record: { id: 1 } })).toBe(0);
    expect(loads()).toBe(0);
  });

  it('keeps definitions given before its code arrived and hands them to the real store, which fetches them', async () => {
    const { store, loads } = setup();
    store.define([{ id: 'site-rows', mode: 'dynamic', pluginId: 'rows' } as never]);
    store.setSiteCollections?.(['site-rows']);
    store.define([{ id: 'page-rows', mode: 'dynamic', pluginId: 'rows' } as never]);
    store.setPageCollections?.(['page-rows']);
    expect(store.definitions().map((definition) => definition.id)).toEqual(['site-rows', 'page-rows']);
    // Defined, but nothing to read until the code is here.
    expect(store.get('page-rows')).toBeUndefined();
    expect(Object.keys(store.view)).toEqual([]);
    await store.prepare?.();
    expect(loads()).toBe(1);
    expect(Object.keys(store.view)).toEqual(['site-rows', 'page-rows']);
    await store.autoFetch();
    expect(store.get('site-rows')?.data).toEqual([{ id: 1 }]);
    expect(store.get('page-rows')?.data).toEqual([{ id: 1 }]);
  });

  it('fetches a kept collection asked for before the code arrived once it has (a click before the first page load)', async () => {
    const { store, loads } = setup();
    store.define([{ id: 'page-rows', mode: 'dynamic', pluginId: 'rows' } as never]);
    await store.fetch('page-rows');
    expect(loads()).toBe(1);
    expect(store.get('page-rows')?.data).toEqual([{ id: 1 }]);
    await store.setPagination('page-rows', { limit: 5 });
    expect(store.get('page-rows')?.limit).toBe(5);
  });

  it('loads the code once when prepared, and the real store fills the view formulas already hold', async () => {
    const { store, loads } = setup();
    const view = store.view;
    await Promise.all([store.prepare?.(), store.prepare?.()]);
    await store.prepare?.();
    expect(loads()).toBe(1);
    store.define([{ id: 'c1', name: 'Rows', mode: 'dynamic', pluginId: 'rows' } as never]);
    await store.fetch('c1');
    expect(store.view).toBe(view);
    expect(view['c1']).toMatchObject({ data: [{ id: 1 }], isFetched: true });
    expect(view['Rows']).toBe(view['c1']);
  });

  it('builds the real store at once when its code is given', async () => {
    const { store, loads } = setup({ code: storeCode });
    store.define([{ id: 'c1', mode: 'dynamic', pluginId: 'rows' } as never]);
    await store.fetch('c1');
    expect(store.get('c1')?.data).toEqual([{ id: 1 }]);
    await store.prepare?.();
    expect(loads()).toBe(0);
  });

  it('moves fetch-error listeners added before the code arrived to the real store, and removes them there', async () => {
    const { store } = setup();
    const seen: string[] = [];
    const off = store.onFetchError((event) => seen.push(event.id));
    await store.prepare?.();
    store.define([{ id: 'broken', mode: 'dynamic', pluginId: 'failing' } as never]);
    await store.fetch('broken');
    expect(seen).toEqual(['broken']);
    off();
    await store.fetch('broken');
    expect(seen).toEqual(['broken']);
  });
});
