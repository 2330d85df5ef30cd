// @vitest-environment happy-dom
/** When hydrateSite loads the formula helpers kept in their own chunks: before hydrating only a page whose formulas read one. */
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as formula from '@kit/formula';
import { compileSite, f, text } from './authoring/index';
import { hydrateSite } from './client';
import { basicElements } from './elements/basic/index';
import { createElementRegistry } from './elements/registry';
import { renderSitePage } from './server';
import { SITE_ROOT_ID } from './site/siteState';

vi.mock('@kit/formula', async (importOriginal) => {
  const actual = await importOriginal<typeof formula>();
  return { ...actual, loadFormulaHelpers: vi.fn(actual.loadFormulaHelpers) };
});

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const registry = createElementRegistry(basicElements);
const site = compileSite(
  {
    id: 'helpers',
    name: 'Helpers',
    homePageId: 'plain',
    cacheVersion: 1,
    pages: [
      {
        id: 'plain',
        path: '',
        title: 'Plain',
        sections: [{ title: 'Main', children: [text({ uid: 'plain-text', text: f("'Hello ' + 'there'") })] }],
      },
      {
        id: 'dated',
        path: 'dated',
        title: 'Dated',
        sections: [{ title: 'Main', children: [text({ uid: 'dated-text', text: f("formatDate('2026-01-02', 'YYYY')") })] }],
      },
    ],
  },
  { registry },
);

afterEach(() => {
  document.body.innerHTML = '';
});

/**
 * Hydrates a page; answers how many times the helpers were asked for before hydration and before the first load ended,
 * and the page's text once the first load has run (read before the root unmounts).
 */
async function helperLoads(pageId: string, path: string): Promise<{ beforeHydration: number; afterReady: number; text: string }> {
  window.history.replaceState(null, '', path);
  const { html, stateScript } = await renderSitePage({ design: site.design, pageData: site.pages[pageId]!, registry, lang: 'en' });
  document.body.innerHTML = `<div id="${SITE_ROOT_ID}">${html}</div>${stateScript}`;
  const load = vi.mocked(formula.loadFormulaHelpers);
  load.mockClear();
  let browserSite: ReturnType<typeof hydrateSite> | undefined;
  let beforeHydration = 0;
  await act(async () => {
    browserSite = hydrateSite({ registry });
    await browserSite.root;
    beforeHydration = load.mock.calls.length;
  });
  await act(async () => browserSite?.ready);
  const text = document.getElementById(SITE_ROOT_ID)?.querySelector('main')?.textContent ?? '';
  await act(async () => (await browserSite?.root)?.unmount());
  return { beforeHydration, afterReady: load.mock.calls.length, text };
}

describe('hydrateSite and the formula helpers', () => {
  it('hydrates a page whose formulas read no lazy helper without them, and loads them before its first page load', async () => {
    expect(await helperLoads('plain', '/')).toEqual({ beforeHydration: 0, afterReady: 1, text: 'Hello there' });
  });

  it('loads them before hydrating a page whose formulas read one', async () => {
    const loads = await helperLoads('dated', '/dated');
    expect(loads.beforeHydration).toBe(1);
    expect(loads.text).toBe('2026');
  });
});
