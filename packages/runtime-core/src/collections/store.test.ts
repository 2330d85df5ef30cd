/** The collection store: states, errors, cancellation, dependency order, persistence, paging, updates, patches. */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createMemoryLogger } from '../adapters/logger';
import { createTestRuntime } from '../testing/test-runtime';
import { f, workflow } from '../testing/workflow-builder';
import { planFetchOrder } from './dependencies';
import { createCollectionStore, loadCollectionFetching } from './store';
import type { CollectionFetchRequest, CollectionSource } from './types';

interface FakeSource extends CollectionSource {
  calls: CollectionFetchRequest[];
  log: string[];
}

function source(id: string, respond: (request: CollectionFetchRequest) => unknown, nativePaging = false): FakeSource {
  const calls: CollectionFetchRequest[] = [];
  const log: string[] = [];
  return {
    id,
    nativePaging,
    calls,
    log,
    async fetch(request) {
      calls.push(request);
      log.push(`start ${request.collection.id}`);
      const value = await respond(request);
      log.push(`end ${request.collection.id}`);
      return value as { data: unknown; total?: number };
    },
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

function storeWith(plugin: CollectionSource, extra: { server?: CollectionSource; evaluate?: (value: unknown) => unknown } = {}) {
  const logger = createMemoryLogger();
  const none = source('none', () => ({ data: [] }));
  const store = createCollectionStore({
    sources: { static: plugin, server: extra.server ?? none, plugins: { db: plugin } },
    ...(extra.evaluate ? { evaluate: extra.evaluate } : {}),
    logger,
  });
  return { store, logger };
}

describe('fetching code loaded with the first fetch', () => {
  /** A fresh store module, whose fetching code has not loaded. */
  async function freshStore(plugin: CollectionSource) {
    vi.resetModules();
    const { createCollectionStore: create } = await import('./store');
    const none = source('none', () => ({ data: [] }));
    return create({ sources: { static: plugin, server: none, plugins: { db: plugin } } });
  }

  it('fetches once the code has arrived', async () => {
    const store = await freshStore(source('db', () => ({ data: [{ id: 1 }] })));
    store.define([{ id: 'c1', mode: 'dynamic', pluginId: 'db' }]);
    await store.fetch('c1');
    expect(store.get('c1')).toMatchObject({ isFetched: true, data: [{ id: 1 }] });
  });

  it('does not start a fetch cancelled before the code arrived (the visitor navigated)', async () => {
    const plugin = source('db', () => ({ data: [{ id: 1 }] }));
    const store = await freshStore(plugin);
    store.define([{ id: 'c1', mode: 'dynamic', pluginId: 'db' }]);
    const pending = store.fetch('c1');
    store.cancelAll();
    await pending;
    expect(plugin.calls).toHaveLength(0);
    expect(store.get('c1')).toMatchObject({ isFetching: false, isFetched: false, data: null });
  });
});

describe('fetching', () => {
  // As the browser site does when it starts: fetches then begin synchronously.
  beforeAll(() => loadCollectionFetching());

  it('goes fetching → fetched, and exposes the collection by id and name', async () => {
    let release: () => void = () => undefined;
    const plugin = source('db', () => new Promise((resolve) => (release = () => resolve({ data: [{ id: 1 }] }))));
    const { store } = storeWith(plugin);
    store.define([{ id: 'c1', name: 'Orders', mode: 'dynamic', pluginId: 'db' }]);
    expect(store.get('c1')).toMatchObject({ isFetching: false, isFetched: false, data: null });
    const pending = store.fetch('c1');
    await tick();
    expect(store.get('c1')).toMatchObject({ isFetching: true, isFetched: false });
    release();
    await pending;
    expect(store.get('c1')).toMatchObject({ isFetching: false, isFetched: true, data: [{ id: 1 }], total: 1, error: null });
    expect((store.view.Orders as { data: unknown }).data).toEqual([{ id: 1 }]);
  });

  it('routes static, server and plugin collections to their sources', async () => {
    const plugin = source('db', () => ({ data: ['plugin'] }));
    const server = source('server', () => ({ data: ['server'] }), true);
    const { store } = storeWith(plugin, { server });
    store.define([
      { id: 's', mode: 'static' },
      { id: 'd', mode: 'dynamic', pluginId: 'db' },
      { id: 'ts', mode: 'dynamic', pluginId: 'db', isThroughServer: true },
      { id: 'n' },
    ]);
    await store.fetchMany(['s', 'd', 'ts', 'n']);
    expect(plugin.calls.map((call) => call.collection.id).sort()).toEqual(['d', 's']);
    expect(server.calls.map((call) => call.collection.id).sort()).toEqual(['n', 'ts']);
  });

  it('raises the fetch-error event with message, data, id and name; stores the error object', async () => {
    const plugin = source('db', () => {
      throw Object.assign(new Error('relation does not exist'), { code: '42P01' });
    });
    const { store, logger } = storeWith(plugin);
    store.define([{ id: 'c1', name: 'Orders', mode: 'dynamic', pluginId: 'db' }]);
    const events: unknown[] = [];
    store.onFetchError((event) => events.push(event));
    await store.fetch('c1');
    expect(events).toEqual([{ message: 'relation does not exist', data: null, id: 'c1', name: 'Orders' }]);
    expect(store.get('c1')?.error).toMatchObject({ name: 'Error', message: 'relation does not exist', code: '42P01' });
    expect(logger.messages('error')).toEqual(['relation does not exist']);
  });

  it('clears the rows of a previous fetch when a re-fetch fails, keeping only the error object', async () => {
    let fail = false;
    const plugin = source('db', () => {
      if (fail) throw Object.assign(new Error('timeout'), { status: 504 });
      return { data: [{ id: 1 }, { id: 2 }] };
    });
    const { store } = storeWith(plugin);
    store.define([{ id: 'c1', name: 'Orders', mode: 'dynamic', pluginId: 'db' }]);
    await store.fetch('c1');
    expect(store.get('c1')).toMatchObject({ data: [{ id: 1 }, { id: 2 }], total: 2, error: null });
    const events: Array<{ data: unknown }> = [];
    store.onFetchError((event) => events.push(event));
    fail = true;
    await store.fetch('c1');
    expect(store.get('c1')).toMatchObject({ data: null, total: 0, isFetched: false, error: { message: 'timeout', status: 504 } });
    expect(events[0]?.data).toEqual([{ id: 1 }, { id: 2 }]);
    // A later success fetches afresh.
    fail = false;
    await store.fetch('c1');
    expect(store.get('c1')).toMatchObject({ data: [{ id: 1 }, { id: 2 }], error: null });
  });

  it("auto-fetches the site's collections and the current page's, never a page's left from an earlier visit", async () => {
    const plugin = source('db', () => ({ data: [] }));
    const { store } = storeWith(plugin);
    store.define([
      { id: 'site', mode: 'dynamic', pluginId: 'db' },
      { id: 'members-only', mode: 'dynamic', pluginId: 'db' },
    ]);
    store.setSiteCollections?.(['site']);
    store.setPageCollections?.(['members-only']);
    await store.autoFetch();
    store.define([{ id: 'sign-in-only', mode: 'dynamic', pluginId: 'db' }]);
    store.setPageCollections?.(['sign-in-only']);
    await store.autoFetch();
    expect(plugin.calls.map((call) => call.collection.id)).toEqual(['site', 'members-only', 'site', 'sign-in-only']);
  });

  it("uses 'Error while fetching the collection {name}.' when the error has no message", async () => {
    const plugin = source('db', () => Promise.reject({}));
    const { store } = storeWith(plugin);
    store.define([{ id: 'c1', name: 'Orders', mode: 'dynamic', pluginId: 'db' }]);
    const events: Array<{ message: string }> = [];
    store.onFetchError((event) => events.push(event));
    await store.fetch('c1');
    expect(events[0]?.message).toBe('Error while fetching the collection Orders.');
  });

  it('reports a dynamic collection without its plugin as a fetch error', async () => {
    const { store } = storeWith(source('db', () => ({ data: [] })));
    store.define([{ id: 'c1', name: 'X', mode: 'dynamic', pluginId: 'missing' }]);
    await store.fetch('c1');
    expect(store.get('c1')?.error).toMatchObject({ code: 'COLLECTION_SOURCE_NOT_FOUND' });
  });

  it('resolves formulas in the settings before fetching', async () => {
    const plugin = source('db', () => ({ data: [] }));
    const { store } = storeWith(plugin, {
      evaluate: (value) => (value === undefined ? value : JSON.parse(JSON.stringify(value).replace('"@table"', '"orders"'))),
    });
    store.define([{ id: 'c1', mode: 'dynamic', pluginId: 'db', config: { table: '@table' } }]);
    await store.fetch('c1');
    expect(plugin.calls[0]?.config).toEqual({ table: 'orders' });
  });
});

describe('cancellation', () => {
  it('aborts fetches in flight when the visitor navigates; nothing is written', async () => {
    let signal: AbortSignal | undefined;
    const plugin = source('db', (request) => {
      signal = request.signal;
      return new Promise((resolve, reject) => {
        request.signal.addEventListener('abort', () => reject(Object.assign(new Error('aborted'), { name: 'AbortError' })));
        setTimeout(() => resolve({ data: ['late'] }), 50);
      });
    });
    const { store } = storeWith(plugin);
    store.define([{ id: 'c1', mode: 'dynamic', pluginId: 'db' }]);
    const events: unknown[] = [];
    store.onFetchError((event) => events.push(event));
    const pending = store.fetch('c1');
    await tick();
    store.resetForNavigation();
    await pending;
    expect(signal?.aborted).toBe(true);
    expect(store.get('c1')).toMatchObject({ isFetching: false, isFetched: false, data: null, error: null });
    expect(events).toEqual([]);
  });

  it('ignores the result of a source that does not honour the signal', async () => {
    const plugin = source('db', () => new Promise((resolve) => setTimeout(() => resolve({ data: ['late'] }), 20)));
    const { store } = storeWith(plugin);
    store.define([{ id: 'c1', mode: 'dynamic', pluginId: 'db' }]);
    const pending = store.fetch('c1');
    store.cancelAll();
    await pending;
    expect(store.get('c1')).toMatchObject({ isFetching: false, isFetched: false, data: null });
  });
});

describe('auto-fetch in dependency order', () => {
  const reads = (code: string) => ({ __wwtype: 'f', code });

  it('finds collections read by formulas (by id, by name, optional chaining, nested)', () => {
    const plan = planFetchOrder([
      { id: 'c', config: { filter: reads("collections['b'].data[0].id") } },
      { id: 'b', config: { limit: { deep: [reads('collections.Alpha?.total')] } } },
      { id: 'a', name: 'Alpha' },
      { id: 'd', config: { x: reads('\'collections["a"]\' + 1') } },
    ]);
    expect(plan.order).toEqual(['a', 'd', 'b', 'c']);
    expect(plan.waitsFor.get('c')).toEqual(['b']);
    expect(plan.waitsFor.get('b')).toEqual(['a']);
    expect(plan.waitsFor.get('d')).toEqual([]);
    expect(plan.cyclic).toEqual([]);
  });

  it('breaks cycles instead of hanging', () => {
    const plan = planFetchOrder([
      { id: 'x', config: { a: reads("collections['y']") } },
      { id: 'y', config: { a: reads("collections['x']") } },
    ]);
    expect(plan.order).toEqual(['x', 'y']);
    expect(plan.cyclic).toEqual(['x', 'y']);
    expect(plan.waitsFor.get('x')).toEqual([]);
    expect(plan.waitsFor.get('y')).toEqual(['x']);
  });

  it('fetches a collection only after those it reads; skips static, autoFetch false and fetched persistent ones', async () => {
    const plugin = source('db', () => new Promise((resolve) => setTimeout(() => resolve({ data: [1] }), 5)));
    const { store } = storeWith(plugin);
    store.define([
      { id: 'child', mode: 'dynamic', pluginId: 'db', config: { parent: reads("collections['parent'].data") } },
      { id: 'parent', mode: 'dynamic', pluginId: 'db' },
      { id: 'other', mode: 'dynamic', pluginId: 'db' },
      { id: 'static', mode: 'static' },
      { id: 'manual', mode: 'dynamic', pluginId: 'db', autoFetch: false },
      { id: 'kept', mode: 'dynamic', pluginId: 'db', isPersistentOnNav: true },
    ]);
    await store.autoFetch();
    expect(plugin.log.indexOf('end parent')).toBeLessThan(plugin.log.indexOf('start child'));
    expect(plugin.log.filter((line) => line.startsWith('start')).sort()).toEqual([
      'start child',
      'start kept',
      'start other',
      'start parent',
    ]);
    plugin.log.length = 0;
    store.resetForNavigation();
    await store.autoFetch();
    expect(plugin.log).not.toContain('start kept');
    expect(store.get('kept')?.isFetched).toBe(true);
    expect(store.get('other')?.isFetched).toBe(true);
  });

  it('resets non-persistent collections on navigation and keeps fetched persistent ones', async () => {
    const { store } = storeWith(source('db', () => ({ data: ['row'] })));
    store.define([
      { id: 'a', mode: 'dynamic', pluginId: 'db' },
      { id: 'p', mode: 'dynamic', pluginId: 'db', isPersistentOnNav: true },
    ]);
    await store.fetchMany(['a', 'p']);
    store.resetForNavigation();
    store.define([{ id: 'p', mode: 'dynamic', pluginId: 'db', isPersistentOnNav: true }]);
    expect(store.get('a')).toMatchObject({ data: null, isFetched: false });
    expect(store.get('p')).toMatchObject({ data: ['row'], isFetched: true });
  });

  it('loads static collections once', async () => {
    const plugin = source('static', () => ({ data: [1, 2] }));
    const { store } = storeWith(plugin);
    store.define([{ id: 's', mode: 'static' }]);
    await store.loadStatic();
    await store.loadStatic();
    store.resetForNavigation();
    expect(plugin.calls).toHaveLength(1);
    expect(store.get('s')?.data).toEqual([1, 2]);
  });
});

describe('paging', () => {
  it('keeps server pages at their offsets in a sparse array of length total', async () => {
    const server = source('server', (request) => ({ data: [`row${request.offset}`, `row${request.offset + 1}`], total: 6 }), true);
    const { store } = storeWith(
      source('db', () => ({ data: [] })),
      { server },
    );
    store.define([{ id: 'c', limit: 2 }]);
    await store.fetch('c');
    await store.setPagination('c', { offset: 4 });
    const data = store.get('c')?.data as unknown[];
    expect(data.length).toBe(6);
    expect(data[0]).toBe('row0');
    expect(data[4]).toBe('row4');
    expect(2 in data).toBe(false);
    expect(server.calls.map((call) => [call.limit, call.offset])).toEqual([
      [2, 0],
      [2, 4],
    ]);
    await store.setFilter('c', { conditions: [{ field: 'x', value: 1 }] });
    expect((store.get('c')?.data as unknown[])[4]).toBeUndefined();
  });

  it('pages, filters and sorts on the client without fetching again', async () => {
    const plugin = source('db', () => ({
      data: [
        { id: 1, n: 3 },
        { id: 2, n: 1 },
        { id: 3, n: 2 },
      ],
    }));
    const { store } = storeWith(plugin);
    store.define([{ id: 'c', mode: 'dynamic', pluginId: 'db', limit: 2, sort: [{ key: 'n' }] }]);
    await store.fetch('c');
    expect(store.get('c')).toMatchObject({ total: 3, data: [{ id: 2, n: 1 }, { id: 3, n: 2 }, undefined] });
    await store.setPagination('c', { offset: 2 });
    expect((store.get('c')?.data as unknown[])[2]).toEqual({ id: 1, n: 3 });
    await store.setSort('c', [{ key: 'n', direction: 'DESC' }]);
    expect((store.get('c')?.data as unknown[])[2]).toEqual({ id: 2, n: 1 });
    await store.setFilter('c', { conditions: [{ field: 'n', operator: 'gt', value: 1 }] });
    expect(store.get('c')).toMatchObject({ total: 2, offset: 0 });
    await store.setPagination('c', { limit: null });
    expect(store.get('c')?.data).toEqual([
      { id: 1, n: 3 },
      { id: 3, n: 2 },
    ]);
    expect(plugin.calls).toHaveLength(1);
  });
});

describe('updates by id and realtime patches', () => {
  const rows = () =>
    source('db', () => ({
      data: [
        { id: 1, name: 'a' },
        { id: 2, name: 'b' },
      ],
    }));

  it('updates an item by id (merging), and throws the seed error for a missing id', async () => {
    const { store } = storeWith(rows());
    store.define([{ id: 'c', mode: 'dynamic', pluginId: 'db' }]);
    await store.fetch('c');
    store.updateItem('c', 2, { name: 'B' });
    expect(store.get('c')?.data).toEqual([
      { id: 1, name: 'a' },
      { id: 2, name: 'B' },
    ]);
    store.updateItem('c', 1, { id: 1 }, { merge: false });
    expect((store.get('c')?.data as unknown[])[0]).toEqual({ id: 1 });
    expect(() => store.updateItem('c', 9, {})).toThrow('Item with id 9 not found in the collection.');
    try {
      store.updateItem('c', 9, {});
    } catch (error) {
      expect(JSON.parse(JSON.stringify(error))).toEqual({
        name: 'RuntimeCoreError',
        code: 'COLLECTION_ITEM_NOT_FOUND',
        message: 'Item with id 9 not found in the collection.',
        details: { id: 9 },
      });
    }
  });

  it('inserts (adding 1 to total when absent), updates (merging), upserts and deletes (subtracting 1)', async () => {
    const { store } = storeWith(rows());
    store.define([{ id: 'c', mode: 'dynamic', pluginId: 'db', config: { table: 'items' } }]);
    await store.fetch('c');
    store.applyChange('c', { type: 'INSERT', record: { id: 3, name: 'c' } });
    expect(store.get('c')).toMatchObject({ total: 3 });
    store.applyChange('c', { type: 'INSERT', record: { id: 3, name: 'dup' } });
    expect(store.get('c')).toMatchObject({ total: 3 });
    store.applyChange('c', { type: 'UPDATE', record: { id: 1, extra: true } });
    expect((store.get('c')?.data as unknown[])[0]).toEqual({ id: 1, name: 'a', extra: true });
    store.applyChange('c', { type: 'UPSERT', record: { id: 4, name: 'd' } });
    store.applyChange('c', { type: 'UPSERT', record: { id: 4, name: 'D' } });
    expect(store.get('c')).toMatchObject({ total: 4 });
    expect((store.get('c')?.data as unknown[])[3]).toEqual({ id: 4, name: 'D' });
    store.applyChange('c', { type: 'DELETE', oldRecord: { id: 2 } });
    store.applyChange('c', { type: 'DELETE', oldRecord: { id: 99 } });
    expect(store.get('c')).toMatchObject({ total: 3 });
    expect((store.get('c')?.data as Array<{ id: number }>).map((row) => row.id)).toEqual([1, 3, 4]);
    expect(store.applyTableChange('items', { type: 'DELETE', oldRecord: { id: 1 } })).toBe(1);
    expect(store.applyTableChange('other', { type: 'DELETE', oldRecord: { id: 3 } })).toBe(0);
    expect(store.get('c')?.total).toBe(2);
  });

  it('matches by every primary-key field', async () => {
    const plugin = source('db', () => ({
      data: [
        { a: 1, b: 1, v: 0 },
        { a: 1, b: 2, v: 0 },
      ],
    }));
    const { store } = storeWith(plugin);
    store.define([{ id: 'c', mode: 'dynamic', pluginId: 'db', primaryKeys: ['a', 'b'] }]);
    await store.fetch('c');
    store.applyChange('c', { type: 'UPDATE', record: { a: 1, b: 2, v: 9 } });
    expect(store.get('c')?.data).toEqual([
      { a: 1, b: 1, v: 0 },
      { a: 1, b: 2, v: 9 },
    ]);
  });
});

describe('with the workflow engine', () => {
  it('the fetch-collection action uses the store and raises the collection error', async () => {
    const plugin = source('db', (request) => {
      if (request.collection.id === 'bad') throw new Error('boom');
      return { data: [1] };
    });
    const { store } = storeWith(plugin);
    store.define([
      { id: 'ok', mode: 'dynamic', pluginId: 'db' },
      { id: 'bad', name: 'Bad', mode: 'dynamic', pluginId: 'db' },
    ]);
    const runtime = createTestRuntime({ services: { collections: store } });
    await runtime.runWorkflow(workflow('w', { a: { type: 'fetch-collection', collectionId: 'ok' } }));
    expect(runtime.formulas.evaluate(f("collections['ok'].data"))).toEqual([1]);
    const outcome = await runtime.runWorkflow(workflow('w2', { a: { type: 'fetch-collection', collectionId: 'bad' } }));
    expect((outcome.error as { message: string }).message).toBe('boom');
  });
});
