// @vitest-environment happy-dom
/** Server HTML hydrated by hydrateSite: no recoverable (mismatch) errors, and clicks run workflows, with `context.item` in repeated items. */
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { button, compileSite, f, flexbox, setVariable, text, workflow } from './authoring/index';
import { hydrateSite } from './client';
import { basicElements } from './elements/basic/index';
import { createElementRegistry } from './elements/registry';
import { renderSitePage } from './server';
import { SITE_ROOT_ID } from './site/site-state';
import { spyConsoleErrors } from './testing/console-errors';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const registry = createElementRegistry(basicElements);
const site = compileSite(
  {
    id: 'hydration',
    name: 'Hydration',
    homePageId: 'home',
    cacheVersion: 1,
    pages: [
      {
        id: 'home',
        path: '',
        title: 'Home',
        variables: [
          { id: 'count', type: 'number', defaultValue: 0 },
          { id: 'picked', type: 'string', defaultValue: 'none' },
          { id: 'panel', type: 'boolean', defaultValue: true },
        ],
        sections: [
          {
            title: 'Main',
            children: [
              text({ uid: 'count-text', text: f("'Count ' + variables['count']") }),
              button({
                uid: 'inc',
                text: 'Add',
                workflows: [workflow('add', 'click', [setVariable('count', f("variables['count'] + 1"))])],
              }),
              flexbox({ uid: 'list', repeat: ['x', 'y'] }, [
                button({
                  uid: 'pick',
                  text: f('context.item.data'),
                  // The chosen item is selected; a name no class can carry is dropped.
                  states: f("variables['picked'] === context.item.data ? ['selected', 'not a state'] : []"),
                  workflows: [workflow('pick', 'click', [setVariable('picked', f('context.item.data'))])],
                }),
              ]),
              text({ uid: 'picked-text', text: f("'Picked ' + variables['picked']") }),
              text({ uid: 'breakpoint-text', text: f("'Layout ' + globalContext.browser.breakpoint") }),
              button({
                uid: 'toggle-panel',
                text: 'Toggle',
                workflows: [workflow('toggle', 'click', [setVariable('panel', f("!variables['panel']"))])],
              }),
            ],
          },
          { title: 'Panel', display: f("variables['panel']"), children: [text({ uid: 'panel-text', text: 'Panel' })] },
        ],
      },
    ],
  },
  { registry },
);

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

async function hydrated(tamper: (html: string) => string = (html) => html) {
  const { html, stateScript } = await renderSitePage({ design: site.design, pageData: site.pages.home!, registry, lang: 'en' });
  document.body.innerHTML = `<div id="${SITE_ROOT_ID}">${tamper(html)}</div>${stateScript}`;
  const errors = spyConsoleErrors();
  // Hydration starts once the page's chunks are there; its commit (flushed as act ends) starts the first page load,
  // which brings the workflows' code.
  let browserSite: ReturnType<typeof hydrateSite> | undefined;
  await act(async () => {
    browserSite = hydrateSite({ registry });
    await browserSite.root;
  });
  await act(async () => browserSite?.ready);
  return errors;
}

const byUid = (uid: string) => document.querySelectorAll<HTMLElement>(`[data-uid="${uid}"]`);

describe('hydrateSite', () => {
  it('follows the window across breakpoints without a reload (media-query listeners)', async () => {
    const viewport = (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }).happyDOM;
    viewport.setViewport({ width: 1366, height: 800 });
    const errors = await hydrated();
    expect(byUid('breakpoint-text')[0]?.textContent).toBe('Layout default');
    await act(async () => viewport.setViewport({ width: 900, height: 800 }));
    expect(byUid('breakpoint-text')[0]?.textContent).toBe('Layout tablet');
    await act(async () => viewport.setViewport({ width: 390, height: 800 }));
    expect(byUid('breakpoint-text')[0]?.textContent).toBe('Layout mobile');
    await act(async () => viewport.setViewport({ width: 1366, height: 800 }));
    expect(byUid('breakpoint-text')[0]?.textContent).toBe('Layout default');
    expect(errors).not.toHaveBeenCalled();
  });

  it('hydrates the server HTML without errors', async () => {
    const errors = await hydrated();
    expect(errors).not.toHaveBeenCalled();
    expect(byUid('count-text')[0]?.textContent).toBe('Count 0');
  });

  it('would report a mismatch: server HTML that differs from the data is caught', async () => {
    const reported = vi.fn();
    window.addEventListener('error', reported);
    const errors = await hydrated((html) => html.replace('Count 0', 'Count 9'));
    window.removeEventListener('error', reported);
    expect(errors.mock.calls.length + reported.mock.calls.length).toBeGreaterThan(0);
    expect(byUid('count-text')[0]?.textContent).toBe('Count 0');
  });

  it('clears the hover of a section that stops rendering, so it comes back unhovered', async () => {
    await hydrated();
    const panel = () => document.querySelector<HTMLElement>('[data-section="home-s2"]');
    expect(panel()).not.toBeNull();
    await act(async () => panel()!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true })));
    expect(panel()?.dataset.hover).toBe('true');
    await act(async () => byUid('toggle-panel')[0]!.click());
    expect(panel()).toBeNull();
    await act(async () => byUid('toggle-panel')[0]!.click());
    expect(panel()).not.toBeNull();
    expect(panel()?.dataset.hover).toBeUndefined();
  });

  it('runs a click workflow that changes a text', async () => {
    await hydrated();
    await act(async () => {
      byUid('inc')[0]?.click();
    });
    await vi.waitFor(() => expect(byUid('count-text')[0]?.textContent).toBe('Count 1'));
  });

  it('gives a repeated element its item as context.item in its workflow', async () => {
    await hydrated();
    await act(async () => {
      byUid('pick')[1]?.click();
    });
    await vi.waitFor(() => expect(byUid('picked-text')[0]?.textContent).toBe('Picked y'));
  });

  it('switches the states a formula gives an element on and off with the data', async () => {
    await hydrated();
    const selected = () => [...byUid('pick')].map((element) => element.classList.contains('ww-state-selected'));
    expect(selected()).toEqual([false, false]);
    await act(async () => byUid('pick')[1]?.click());
    await vi.waitFor(() => expect(selected()).toEqual([false, true]));
    expect(byUid('pick')[1]?.className).toBe('ww-button ww-e-pick ww-state-selected');
    await act(async () => byUid('pick')[0]?.click());
    await vi.waitFor(() => expect(selected()).toEqual([true, false]));
  });
});
