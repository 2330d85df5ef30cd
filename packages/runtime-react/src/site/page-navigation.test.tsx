// @vitest-environment happy-dom
/**
 * The server's page data of a page with path parameters is its URL's: a site may write that record into it (the
 * portal's code pages write the code's view and head). Navigating in the browser to another URL of the same page
 * fetches the page's own data instead of starting from the first URL's record.
 */
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileSite, f, text } from '../authoring/index';
import { hydrateSite } from '../client';
import { basicElements } from '../elements/basic/index';
import { createElementRegistry } from '../elements/registry';
import { renderSitePage } from '../server';
import { spyConsoleErrors } from '../testing/console-errors';
import { SITE_ROOT_ID } from './site-state';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const registry = createElementRegistry(basicElements);
const site = compileSite(
  {
    id: 'records',
    name: 'Records',
    homePageId: 'home',
    cacheVersion: 1,
    pages: [
      { id: 'home', path: '', title: 'Home', sections: [{ title: 'Main', children: [text({ uid: 'home-text', text: 'Home' })] }] },
      {
        id: 'item',
        path: 'items/{{itemId|}}',
        title: 'Item',
        variables: [
          { id: 'itemId', type: 'string', defaultValue: '' },
          { id: 'record', type: 'string', defaultValue: 'not loaded' },
        ],
        sections: [
          {
            title: 'Main',
            children: [
              text({ uid: 'record-text', text: f("'Record ' + variables['record'] + ' at ' + variables['itemId']") }),
              text({ uid: 'next', text: 'Next', link: { kind: 'path', path: '/items/b' } }),
            ],
          },
        ],
      },
    ],
  },
  { registry },
);

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('page navigation of a page with path parameters', () => {
  it('starts another URL of the page from its own page data, not from the record the server wrote for the first', async () => {
    const generic = site.pages.item!;
    // What a site's render does for /items/a: the record written into the page data it renders and embeds.
    const written = {
      ...generic,
      variables: generic.variables.map((variable) =>
        variable.id === 'record'
          ? { ...variable, defaultValue: 'A' }
          : variable.id === 'itemId'
            ? { ...variable, defaultValue: 'a' }
            : variable,
      ),
    };
    const fetched: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string | URL) => {
        fetched.push(String(input));
        return new Response(JSON.stringify(generic), { headers: { 'content-type': 'application/json' } });
      }),
    );
    window.history.replaceState(null, '', '/items/a');
    const { html, stateScript } = await renderSitePage({ design: site.design, pageData: written, registry, lang: 'en' });
    document.body.innerHTML = `<div id="${SITE_ROOT_ID}">${html}</div>${stateScript}`;
    const errors = spyConsoleErrors();
    let browserSite: ReturnType<typeof hydrateSite> | undefined;
    await act(async () => {
      browserSite = hydrateSite({ registry });
      await browserSite.root;
    });
    await act(async () => browserSite?.ready);
    const recordText = () => document.querySelector('[data-uid="record-text"]')?.textContent;
    // The first load keeps the server's record: nothing fetched.
    expect(recordText()).toBe('Record A at a');
    expect(fetched).toEqual([]);

    await act(async () => {
      document.querySelector<HTMLElement>('[data-uid="next"]')?.click();
      await vi.waitFor(() => expect(recordText()).toBe('Record not loaded at b'));
    });
    expect(fetched.some((url) => url.includes('data/item.json'))).toBe(true);
    expect(errors).not.toHaveBeenCalled();
  });
});
