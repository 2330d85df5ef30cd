// @vitest-environment happy-dom
/** The paginator rendered and hydrated: bound to a real collection store (moves its offset), custom numbers, no store. */
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCollectionStore } from '@kit/runtime-core';
import type { CollectionSource } from '@kit/runtime-core';
import { f, setVariable, workflow } from '@kit/runtime-react/authoring';
import { byUid, renderBasicSite, spyConsoleErrors } from '../testing/basic-site';
import { paginator } from './builder';
import { paginatorElement } from './definition';

const rows = Array.from({ length: 23 }, (_, index) => ({ id: index + 1 }));
const staticSource: CollectionSource = { id: 'static', nativePaging: false, fetch: async () => ({ data: rows }) };
const none: CollectionSource = { id: 'none', nativePaging: false, fetch: async () => ({ data: [] }) };

function storeWithRows() {
  const store = createCollectionStore({ sources: { static: staticSource, server: none } });
  store.define([{ id: 'orders', name: 'Orders', mode: 'static', limit: 5 }]);
  return store;
}

const onChange = [workflow('remember', 'change', [setVariable('last', f('event'))])];
const variables = [{ id: 'last', name: 'last', type: 'object' as const, defaultValue: {} }];

const pages = (container: HTMLElement) =>
  [...container.querySelectorAll('.ww-paginator__page, .ww-paginator__gap')].map((node) => node.textContent);

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('paginator bound to a collection', () => {
  it('reads total, limit and offset from the store and moves the offset on click, emitting change', async () => {
    const errors = spyConsoleErrors();
    const store = storeWithRows();
    await store.fetch('orders');
    const site = await renderBasicSite([paginator({ uid: 'p', collectionId: 'orders', workflows: onChange })], {
      definitions: [paginatorElement],
      variables,
      services: () => ({ collections: store }),
    });
    expect(pages(site.container)).toEqual(['1', '2', '…', '5']);
    expect(site.container.querySelector('[aria-current="page"]')?.textContent).toBe('1');
    await act(async () => site.container.querySelector<HTMLButtonElement>('[aria-label="Next page"]')!.click());
    expect(store.get('orders')).toMatchObject({ offset: 5, total: 23 });
    expect(site.container.querySelector('[aria-current="page"]')?.textContent).toBe('2');
    expect(site.runtime.variables.get('last')).toEqual({ page: 2, offset: 5, limit: 5, total: 23 });
    await act(async () => site.container.querySelector<HTMLButtonElement>('[aria-label="Page 5"]')!.click());
    expect(store.get('orders')).toMatchObject({ offset: 20 });
    expect((store.get('orders')!.data as unknown[]).slice(20)).toEqual([{ id: 21 }, { id: 22 }, { id: 23 }]);
    expect(pages(site.container)).toEqual(['1', '…', '4', '5']);
    expect(site.container.querySelector<HTMLButtonElement>('[aria-label="Next page"]')!.disabled).toBe(true);
    expect(errors).not.toHaveBeenCalled();
    site.unmount();
  });

  it('follows the collection when something else changes its offset', async () => {
    const store = storeWithRows();
    await store.fetch('orders');
    const site = await renderBasicSite([paginator({ uid: 'p', collectionId: 'orders' })], {
      definitions: [paginatorElement],
      services: () => ({ collections: store }),
    });
    await act(async () => store.setPagination('orders', { offset: 10 }));
    expect(site.container.querySelector('[aria-current="page"]')?.textContent).toBe('3');
    site.unmount();
  });

  it('logs and shows the one page of an empty list when the runtime has no pageable collection store', async () => {
    const site = await renderBasicSite([paginator({ uid: 'p', collectionId: 'orders', workflows: onChange })], {
      definitions: [paginatorElement],
      variables,
    });
    expect(site.logger.messages('warn')).toContain('Paginator: no pageable collection to bind to.');
    expect(pages(site.container)).toEqual(['1']);
    await act(async () => site.container.querySelector<HTMLButtonElement>('[aria-label="Page 1"]')!.click());
    expect(site.runtime.variables.get('last')).toEqual({});
    site.unmount();
  });

  it('hydrates the server HTML (rendered without a store) with a store whose collection is not fetched yet', async () => {
    const errors = spyConsoleErrors();
    const store = storeWithRows();
    const site = await renderBasicSite([paginator({ uid: 'p', collectionId: 'orders' })], {
      definitions: [paginatorElement],
      services: (() => {
        let calls = 0;
        // The first runtime renders the server HTML (no store), the second hydrates it (the store).
        return () => (calls++ === 0 ? {} : { collections: store });
      })(),
    });
    expect(errors).not.toHaveBeenCalled();
    await act(async () => store.fetch('orders'));
    expect(pages(site.container)).toEqual(['1', '2', '…', '5']);
    site.unmount();
  });
});

describe('paginator with custom pagination', () => {
  it('uses the defaults total 10, limit 5, offset 0', async () => {
    const site = await renderBasicSite([paginator({ uid: 'p', useCustomPagination: true })], { definitions: [paginatorElement] });
    expect(pages(site.container)).toEqual(['1', '2']);
    expect(byUid(site.container, 'p').getAttribute('aria-label')).toBe('Pagination');
    site.unmount();
  });

  it('emits change with page, offset, limit and total; the offset follows its binding', async () => {
    const site = await renderBasicSite(
      [
        paginator({
          uid: 'p',
          useCustomPagination: true,
          paginatorTotal: 100,
          paginatorLimit: 10,
          paginatorOffset: f("variables['offset']"),
          workflows: [workflow('move', 'change', [setVariable('offset', f('event.offset')), setVariable('last', f('event'))])],
        }),
      ],
      { definitions: [paginatorElement], variables: [...variables, { id: 'offset', name: 'offset', type: 'number', defaultValue: 40 }] },
    );
    expect(pages(site.container)).toEqual(['1', '…', '4', '5', '6', '…', '10']);
    await act(async () => site.container.querySelector<HTMLButtonElement>('[aria-label="Page 10"]')!.click());
    expect(site.runtime.variables.get('last')).toEqual({ page: 10, offset: 90, limit: 10, total: 100 });
    expect(site.container.querySelector('[aria-current="page"]')?.textContent).toBe('10');
    site.unmount();
  });
});
