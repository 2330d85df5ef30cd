// @vitest-environment happy-dom
/** The element API: exposed variables, states on the element's class, element actions run by workflows, lazy elements, styles. */
import { act, lazy, useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileSite, f, node, text, workflow } from '../authoring/index';
import { hydrateSite } from '../client';
import { renderSitePage } from '../server';
import { SITE_ROOT_ID } from '../site/site-state';
import { spyConsoleErrors } from '../testing/console-errors';
import { basicElements } from './basic/index';
import { useElementActions } from './hooks';
import { createElementRegistry, defineElement } from './registry';
import type { ElementProps } from './registry';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type CounterSettings = { start: number };

function Counter({ uid, settings, className, setVariable, setState }: ElementProps<CounterSettings>) {
  useElementActions(uid, {
    bump: (by) => {
      setVariable('value', settings.start + Number(by));
      setState('active', true);
      return 'bumped';
    },
  });
  useEffect(() => setVariable('value', settings.start), [setVariable, settings.start]);
  return <span data-uid={uid} className={className} />;
}

const counterElement = defineElement<CounterSettings>({
  type: 'counter',
  settings: { start: { default: 1 } },
  states: ['active', 'big'],
  statesFrom: (settings) => (settings.start > 5 ? ['big'] : []),
  actions: ['bump'],
  variables: { value: 0 },
  component: Counter,
});

function Heavy({ uid, className }: ElementProps) {
  return (
    <div data-uid={uid} className={className}>
      heavy loaded
    </div>
  );
}
// The server's chunk loads at once; the browser's waits for the test to release it (a slow network).
const serverHeavy = lazy(() => Promise.resolve({ default: Heavy }));
let releaseHeavy: () => void = () => undefined;
const browserHeavy = lazy(() => new Promise<{ default: typeof Heavy }>((resolve) => (releaseHeavy = () => resolve({ default: Heavy }))));
const heavyElement = (component: typeof serverHeavy) => defineElement({ type: 'heavy', settings: {}, lazy: true, component });

const registry = createElementRegistry([...basicElements, counterElement, heavyElement(serverHeavy)]);
const browserRegistry = createElementRegistry([...basicElements, counterElement, heavyElement(browserHeavy)]);
const site = compileSite(
  {
    id: 'api',
    name: 'API',
    homePageId: 'home',
    cacheVersion: 1,
    pages: [
      {
        id: 'home',
        path: '',
        title: 'Home',
        sections: [
          {
            title: 'Main',
            children: [
              node(
                'counter',
                { start: 10 },
                { uid: 'c1', styles: { default: { color: 'red' }, states: { active: { color: 'blue' } }, mobile: { display: 'none' } } },
              ),
              text({ uid: 'shown', text: f("'Value ' + variables['c1-value']") }),
              node(
                'button',
                { text: 'Bump' },
                {
                  uid: 'b1',
                  workflows: [workflow('bump', 'click', [{ type: 'component-action', uid: 'c1', actionName: 'bump', args: [5] }])],
                },
              ),
              node('heavy', {}, { uid: 'h1', styles: { default: { height: '40px' } } }),
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
  vi.restoreAllMocks();
});

describe('element API', () => {
  it('renders styles as CSS with media queries and state classes, and waits for a lazy element on the server', async () => {
    const { html } = await renderSitePage({ design: site.design, pageData: site.pages.home!, registry, lang: 'en' });
    expect(html).toContain('.ww-e-c1{color:red;}');
    expect(html).toContain('.ww-e-c1.ww-state-active{color:blue;}');
    expect(html).toContain('@media (max-width:767px){.ww-e-c1{display:none;}}');
    expect(html).toContain('Value 0');
    expect(html).toContain('heavy loaded');
    // A state that follows from the settings is on in the server's HTML.
    expect(html).toContain('class="ww-e-c1 ww-state-big"');
  });

  it('exposes variables, switches states and runs element actions from workflows after hydration', async () => {
    const { html, stateScript } = await renderSitePage({ design: site.design, pageData: site.pages.home!, registry, lang: 'en' });
    document.body.innerHTML = `<div id="${SITE_ROOT_ID}">${html}</div>${stateScript}`;
    const errors = spyConsoleErrors();
    let hydrated: ReturnType<typeof hydrateSite> | undefined;
    await act(async () => {
      hydrated = hydrateSite({ registry: browserRegistry });
      await hydrated.root;
    });
    // The first page load starts once the hydration has committed (as act ended).
    await act(async () => hydrated?.ready);
    // Until its chunk arrives, the lazy element keeps the server's HTML.
    expect(document.querySelector('[data-uid="h1"]')?.textContent).toBe('heavy loaded');
    expect(document.querySelector('[data-uid="shown"]')?.textContent).toBe('Value 10');
    await act(async () => {
      (document.querySelector('[data-uid="b1"]') as HTMLButtonElement).click();
    });
    expect(document.querySelector('[data-uid="shown"]')?.textContent).toBe('Value 15');
    expect(document.querySelector('[data-uid="c1"]')?.className).toBe('ww-e-c1 ww-state-big ww-state-active');
    await act(async () => {
      releaseHeavy();
    });
    expect(document.querySelector('[data-uid="h1"]')?.textContent).toBe('heavy loaded');
    expect(errors).not.toHaveBeenCalled();
  });
});
