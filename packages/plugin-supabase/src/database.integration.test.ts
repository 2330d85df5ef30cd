/** Database actions and the database collection source against /rest/v1: paging, sorting, every operator, and/or links, functions. */
import { createCollectionStore } from '@kit/runtime-core';
import { createTestRuntime } from '@kit/runtime-core/testing';
import type { CollectionSource } from '@kit/runtime-core';
import { startTestPlatform, testBackends } from '@kit/platform/testing';
import type { TestPlatform } from '@kit/platform/testing';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryCookies } from './cookies';
import { createSupabasePlugin } from './plugin';
import type { SupabasePlugin } from './plugin';
import { nodeClientOptions } from './testing/node-client';
import { portalMigration } from './testing/portal-migration';
import { runAction } from './testing/run-action';

const none: CollectionSource = {
  id: 'none',
  nativePaging: false,
  fetch: () => Promise.reject(new Error('not used')),
};

describe.each(testBackends())('database against the platform on %s', (backend) => {
  let platform: TestPlatform;
  let plugin: SupabasePlugin;

  beforeAll(async () => {
    platform = await startTestPlatform({
      backend,
      migrations: [portalMigration],
      functionDirs: [fileURLToPath(new URL('./testing/functions', import.meta.url))],
    });
    plugin = createSupabasePlugin(
      { projectUrl: platform.url, publicKey: platform.anonKey, connectionMode: 'custom' },
      { cookies: createMemoryCookies(), clientOptions: nodeClientOptions() },
    );
  });
  afterAll(async () => {
    plugin?.dispose();
    await platform?.close();
  });

  function partsCollection(extra: Record<string, unknown> = {}) {
    const store = createCollectionStore({ sources: { static: none, server: none, plugins: { supabase: plugin.collectionSource } } });
    store.define([
      {
        id: 'parts',
        name: 'Parts',
        mode: 'dynamic',
        pluginId: 'supabase',
        config: { table: 'parts', fieldsMode: 'guided', dataFields: ['id', 'name', 'price', 'brand'], ...extra },
        ...('limit' in extra ? { limit: extra.limit } : {}),
      },
    ]);
    return store;
  }

  const names = (data: unknown) => (data as ({ name: string } | undefined)[]).map((row) => row?.name);

  it('pages natively with the exact total, each page at its offset', async () => {
    const store = partsCollection({ limit: 3 });
    await store.setSort('parts', [{ key: 'price', direction: 'ASC' }]);
    await store.setPagination('parts', { limit: 3, offset: 0 });
    await store.fetch('parts');
    let record = store.get('parts');
    expect(record?.error).toBeNull();
    expect(record?.total).toBe(7);
    expect(names(record?.data).slice(0, 3)).toEqual(['Horn', 'Seat belt', 'Brake pad']);
    await store.setPagination('parts', { offset: 3 });
    await store.fetch('parts');
    record = store.get('parts');
    expect(names(record?.data).slice(3, 6)).toEqual(['Mast roller', 'Brake disc', 'Fork chain']);
    expect(record?.data).toHaveLength(7);
  });

  it('sorts descending and selects only the chosen columns', async () => {
    const store = partsCollection();
    await store.setSort('parts', [{ key: 'price', direction: 'DESC' }]);
    await store.fetch('parts');
    const rows = store.get('parts')?.data as Record<string, unknown>[];
    expect(rows[0]).toEqual({ id: 7, name: 'Fork (long)', price: 510, brand: 'Still' });
    expect(names(rows)).toEqual(['Fork (long)', 'Fork chain', 'Brake disc', 'Mast roller', 'Brake pad', 'Seat belt', 'Horn']);
  });

  it('selects with an advanced field string', async () => {
    const store = partsCollection({ fieldsMode: 'advanced', dataFieldsAdvanced: 'name, brand', sort: [{ key: 'id' }] });
    await store.setPagination('parts', { limit: 2, offset: 0 });
    await store.fetch('parts');
    expect((store.get('parts')?.data as unknown[]).slice(0, 2)).toEqual([
      { name: 'Brake pad', brand: 'Linde' },
      { name: 'Brake disc', brand: 'Linde' },
    ]);
  });

  it.each([
    ['equals', { field: 'brand', operator: 'eq', value: 'Toyota' }, ['Fork chain', 'Mast roller']],
    ['not equals', { field: 'brand', operator: 'neq', value: 'Linde' }, ['Fork chain', 'Mast roller', 'Horn', 'Fork (long)']],
    ['lt', { field: 'price', operator: 'lt', value: 25 }, ['Horn']],
    ['gte', { field: 'price', operator: 'gte', value: 300 }, ['Fork chain', 'Fork (long)']],
    ['contains (case-insensitive)', { field: 'name', operator: 'ilike', value: 'BRAKE' }, ['Brake pad', 'Brake disc']],
    [
      'not contains',
      { field: 'name', operator: 'notIlike', value: 'fork' },
      ['Brake pad', 'Brake disc', 'Mast roller', 'Seat belt', 'Horn'],
    ],
    ['starts with', { field: 'name', operator: 'startsWith', value: 'fork' }, ['Fork chain', 'Fork (long)']],
    ['ends with', { field: 'name', operator: 'endsWith', value: '(long)' }, ['Fork (long)']],
    ['is null', { field: 'brand', operator: 'isNull' }, ['Seat belt']],
    [
      'is not null',
      { field: 'brand', operator: 'isNotNull' },
      ['Brake pad', 'Brake disc', 'Fork chain', 'Mast roller', 'Horn', 'Fork (long)'],
    ],
    ['in', { field: 'brand', operator: 'in', value: ['Still', 'Jungheinrich'] }, ['Horn', 'Fork (long)']],
    ['not in', { field: 'brand', operator: 'notIn', value: ['Linde', 'Toyota'] }, ['Horn', 'Fork (long)']],
    ['overlap', { field: 'tags', operator: 'ov', value: ['cabin', 'wear'] }, ['Brake pad', 'Mast roller', 'Seat belt']],
    ['not overlap', { field: 'tags', operator: 'notOv', value: ['mast', 'brake'] }, ['Seat belt', 'Horn']],
    ['array contains', { field: 'tags', operator: 'cs', value: ['mast', 'wear'] }, ['Mast roller']],
  ])('filters with %s through /rest/v1', async (_label, condition, expected) => {
    const store = partsCollection();
    await store.setSort('parts', [{ key: 'id', direction: 'ASC' }]);
    await store.setFilter('parts', { link: '$and', conditions: [condition] });
    await store.fetch('parts');
    const record = store.get('parts');
    expect(record?.error).toBeNull();
    expect(names(record?.data)).toEqual(expected);
    expect(record?.total).toBe(expected.length);
  });

  it('links conditions with and/or groups and ignores empty values when asked', async () => {
    const store = partsCollection({ sort: [{ key: 'id', direction: 'ASC' }] });
    await store.setFilter('parts', {
      link: '$or',
      conditions: [
        { field: 'brand', operator: 'eq', value: 'Still' },
        {
          link: '$and',
          conditions: [
            { field: 'brand', operator: 'eq', value: 'Linde' },
            { field: 'price', operator: 'gt', value: 50 },
            { field: 'name', operator: 'ilike', value: '', isEmptyIgnored: true },
          ],
        },
      ],
    });
    await store.fetch('parts');
    expect(names(store.get('parts')?.data)).toEqual(['Brake disc', 'Fork (long)']);
  });

  it('combines the collection config filter with the runtime filter', async () => {
    const store = partsCollection({ filter: { conditions: [{ field: 'price', operator: 'lt', value: 100 }] }, sort: [{ key: 'id' }] });
    await store.setFilter('parts', { conditions: [{ field: 'tags', operator: 'cs', value: ['wear'] }] });
    await store.fetch('parts');
    expect(names(store.get('parts')?.data)).toEqual(['Brake pad', 'Mast roller']);
  });

  it('selects, inserts, updates, upserts and deletes; errors carry the provider message and the original', async () => {
    const runtime = createTestRuntime();
    plugin.install(runtime);
    const [inserted] = (await runAction(runtime, 'supabase:insert', {
      table: 'parts',
      data: { name: 'Mirror', price: 12, brand: 'Linde' },
    })) as {
      id: number;
    }[];
    expect(inserted).toMatchObject({ name: 'Mirror', price: 12 });
    await expect(
      runAction(runtime, 'supabase:update', { table: 'parts', primaryData: { id: inserted?.id }, data: { price: 14 } }),
    ).resolves.toEqual([expect.objectContaining({ id: inserted?.id, price: 14 })]);
    await runAction(runtime, 'supabase:upsert', { table: 'parts', data: { id: inserted?.id, name: 'Mirror (left)', price: 14 } });
    await expect(
      runAction(runtime, 'supabase:select', {
        table: 'parts',
        dataFields: ['name'],
        filter: { conditions: [{ field: 'id', operator: 'eq', value: inserted?.id }] },
        single: true,
      }),
    ).resolves.toEqual({ name: 'Mirror (left)' });
    await expect(runAction(runtime, 'supabase:select', { table: 'parts', limit: 2, count: true })).resolves.toMatchObject({ count: 8 });
    await runAction(runtime, 'supabase:delete', { table: 'parts', primaryData: { id: inserted?.id } });
    await expect(runAction(runtime, 'supabase:select', { table: 'parts', count: true, limit: 1 })).resolves.toMatchObject({ count: 7 });

    const error = (await runAction(runtime, 'supabase:insert', { table: 'parts', data: { name: 'No price' } }).catch(
      (caught: unknown) => caught,
    )) as Error & {
      code: string;
      cause: { message: string; code: string };
    };
    expect(error.code).toBe('PROVIDER_ERROR');
    expect(error.message).toBe(error.cause.message);
    expect(error.cause.code).toBe('23502');
  });

  it('invokes edge functions and reports an HTTP error status', async () => {
    const runtime = createTestRuntime();
    plugin.install(runtime);
    await expect(runAction(runtime, 'supabase:invoke-function', { functionName: 'teapot' })).rejects.toThrow(
      'Function returned an error status: 418',
    );
    await expect(
      runAction(runtime, 'supabase:invoke-function', { functionName: 'echo', body: { a: 1 }, queryString: [{ key: 'lang', value: 'en' }] }),
    ).resolves.toEqual({ method: 'POST', query: { lang: 'en' }, body: { a: 1 } });
  });
});
