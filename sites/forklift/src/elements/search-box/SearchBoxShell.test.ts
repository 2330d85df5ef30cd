// @vitest-environment happy-dom
/** The top bar's search box (no JSX: the sites' tests are .ts files): a plain GET form in the server's HTML, replaced by the full box after hydration. */
import { act, createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryLanguage, createMemoryLogger, createRuntime } from '@kit/runtime-core';
import {
  SiteApp,
  basicElements,
  createElementActions,
  createElementRegistry,
  createStaticLinks,
  elementVariables,
} from '@kit/runtime-react';
import { compileSite } from '@kit/runtime-react/authoring';
import { renderToHtml } from '@kit/runtime-react/server';
import { spyConsoleErrors } from '@kit/runtime-react/testing';
import { searchBox } from './builder';
import { searchBoxElement } from './definition';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const registry = createElementRegistry([...basicElements, searchBoxElement]);
const site = compileSite(
  {
    id: 'search',
    name: 'Search',
    homePageId: 'home',
    cacheVersion: 1,
    pages: [
      {
        id: 'home',
        path: '',
        title: 'Home',
        sections: [{ title: 'Main', children: [searchBox({ uid: 'box', brand: 'c-monarch', compact: true })] }],
      },
    ],
  },
  { registry },
);
const pageData = site.pages.home!;
const links = createStaticLinks(site.design, 'en');
const makeRuntime = () => {
  const logger = createMemoryLogger();
  return createRuntime({
    variables: elementVariables(pageData.wwObjects, registry) as never,
    pageWorkflows: [],
    storage: null,
    url: null,
    logger,
    services: {
      language: createMemoryLanguage({ lang: 'en', defaultLang: 'en', available: ['en'] }),
      elements: createElementActions(logger),
    },
  });
};

const page = () => createElement(SiteApp, { runtime: makeRuntime(), registry, pageData, links });

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe('search box in the server HTML and after hydration', () => {
  it('is a GET form to the results page with the brand, before any script', async () => {
    const container = document.createElement('div');
    container.innerHTML = await renderToHtml(page());
    const form = container.querySelector('form[role="search"]');
    expect(form?.getAttribute('action')).toBe('/search');
    expect(form?.querySelector('input[name="q"]')?.getAttribute('type')).toBe('search');
    expect(form?.querySelector<HTMLInputElement>('input[type="hidden"][name="brand"]')?.value).toBe('c-monarch');
    expect(form?.querySelector('[role="combobox"]')).toBeNull();
  });

  it('gives way to the full box once loaded, keeping the typed text and the focus', async () => {
    const container = document.createElement('div');
    container.innerHTML = await renderToHtml(page());
    document.body.appendChild(container);
    const errors = spyConsoleErrors();
    await act(async () => {
      root = hydrateRoot(container, page());
    });
    const plain = container.querySelector<HTMLInputElement>('input[name="q"]')!;
    plain.focus();
    plain.value = 'E-301';
    // The full box loads when the browser is idle (or 200 ms after hydration without requestIdleCallback).
    await act(async () => {
      await import('./SearchBox');
      await new Promise((resolve) => setTimeout(resolve, 400));
    });
    const full = container.querySelector<HTMLInputElement>('[role="combobox"]')!;
    expect(full.value).toBe('E-301');
    expect(document.activeElement).toBe(full);
    expect(container.querySelectorAll('form[role="search"]')).toHaveLength(1);
    expect(errors).not.toHaveBeenCalled();
  });
});
