/**
 * REST-connector collections through runtime-core's collection store against a real loopback API: paged by the API
 * (limit/offset or page numbers, total from the answer), directly or through the publisher's real REST proxy, or
 * every row fetched and paged, filtered and sorted here; a failure becomes the collection's error object, no rows.
 */
import { createCollectionStore } from '@kit/runtime-core';
import type { CollectionDefinition, CollectionSource } from '@kit/runtime-core';
import { createJwtService } from '@kit/platform';
import { registerRestProxyRoutes } from '@kit/publisher';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestPlugin } from './plugin';
import { PARTS, startTargetServer } from './testing/target-server';
import type { TargetServer } from './testing/target-server';

let target: TargetServer;
let proxy: FastifyInstance;
let proxyUrl: string;
let anonKey: string;

beforeAll(async () => {
  target = await startTargetServer();
  proxy = Fastify({ logger: false });
  const jwt = createJwtService('plugin-rest-collections-secret-at-least-32-chars');
  anonKey = await jwt.sign({ role: 'anon', iss: 'supabase' });
  await registerRestProxyRoutes(proxy, { allowedHosts: [target.host], jwt });
  proxyUrl = await proxy.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await proxy?.close();
  await target?.close();
});

const none: CollectionSource = { id: 'none', nativePaging: false, fetch: () => Promise.reject(new Error('not used')) };

function storeWith(definition: Omit<CollectionDefinition, 'id' | 'mode' | 'pluginId'>) {
  const rest = createRestPlugin({ websiteId: 'site-1', apiUrl: proxyUrl, apiKey: anonKey });
  const store = createCollectionStore({ sources: { static: none, server: none, plugins: { 'rest-api': rest.collectionSource } } });
  store.define([{ id: 'parts', name: 'Parts', mode: 'dynamic', pluginId: 'rest-api', ...definition }]);
  return store;
}

const names = (data: unknown) => (data as Array<{ name: string } | undefined>).map((row) => row?.name);

describe('REST-connector collections', () => {
  it.each([
    ['limit and offset, directly', { limitQuery: 'limit', offsetQuery: 'offset' }, false],
    ['page numbers, directly', { limitQuery: 'per_page', pageQuery: 'page' }, false],
    ['limit and offset, through the server', { limitQuery: 'limit', offsetQuery: 'offset' }, true],
  ])('pages through the API: %s', async (_name, pagination, isThroughServer) => {
    const store = storeWith({
      limit: 5,
      offset: 0,
      config: { url: `${target.url}/catalogue`, resultKey: 'items', totalKey: 'meta.total', pagination, isThroughServer },
    });
    await store.fetch('parts');
    let record = store.get('parts');
    expect(record?.error).toBeNull();
    expect(record?.total).toBe(12);
    expect(names(record?.data).slice(0, 5)).toEqual(['Part 01', 'Part 02', 'Part 03', 'Part 04', 'Part 05']);
    await store.setPagination('parts', { limit: 5, offset: 10 });
    await store.fetch('parts');
    record = store.get('parts');
    expect(names(record?.data).slice(10)).toEqual(['Part 11', 'Part 12']);
  });

  it('fetches every row when the API does not page, then filters, sorts and pages here', async () => {
    const store = storeWith({ limit: 4, offset: 0, config: { url: `${target.url}/catalogue` } });
    await store.setSort('parts', [{ key: 'price', direction: 'DESC' }]);
    await store.fetch('parts');
    const record = store.get('parts');
    expect(record?.total).toBe(PARTS.length);
    const page = (record?.data as Array<{ price: number } | undefined>).filter(Boolean);
    expect(page.map((row) => row?.price)).toEqual([45, 45, 35, 35]);
  });

  it('keeps the error object and no rows when the API fails, and when the answer has no list', async () => {
    const failing = storeWith({ config: { url: `${target.url}/fail` } });
    await failing.fetch('parts');
    const record = failing.get('parts');
    expect(record?.error).toMatchObject({ code: 'REST_HTTP_ERROR', message: 'Request failed with status code 422' });
    expect(record?.isFetched).toBe(false);
    const notAList = storeWith({
      config: { url: `${target.url}/catalogue`, pagination: { limitQuery: 'limit' }, resultKey: 'nowhere' },
      limit: 2,
    });
    await notAList.fetch('parts');
    expect(notAList.get('parts')?.error).toMatchObject({ code: 'REST_COLLECTION_NOT_A_LIST' });
  });

  it('refuses a collection without a URL with the plugin message', async () => {
    const store = storeWith({ config: {} });
    await store.fetch('parts');
    expect(store.get('parts')?.error).toMatchObject({ message: 'No URL defined.' });
  });
});
