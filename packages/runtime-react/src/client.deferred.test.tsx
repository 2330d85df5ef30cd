// @vitest-environment happy-dom
/**
 * Deferred hydration of lazily loaded elements: the page hydrates before their code arrives (their server HTML kept,
 * their exposed variables defined from the server's state), each hydrates when its code does, and the first page
 * load waits for them; no recoverable error on the way.
 */
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileSite, f, node, text } from './authoring/index';
import { hydrateSite } from './client';
import { basicElements } from './elements/basic/index';
import { lazyElementComponent } from './elements/lazy-component';
import { createElementRegistry, defineElement, lazyElement } from './elements/registry';
import type { ElementDefinition, ElementProps } from './elements/registry';
import { renderSitePage } from './server';
import { SITE_ROOT_ID } from './site/site-state';
import { spyConsoleErrors } from './testing/console-errors';

/** A field that reports itself mounted through its exposed variable. */
function Field({ uid, className, setVariable }: ElementProps) {
  useEffect(() => setVariable('state', 'hydrated'), [setVariable]);
  // Over 500 bytes, past 12.8 KB of page: React would move such a boundary to the end of the document by default.
  return (
    <label className={className}>
      {'Describe the fault in a few words. '.repeat(20)}
      <input data-uid={uid} defaultValue="typed" aria-label="Field" />
    </label>
  );
}

const fieldDefinition = (): ElementDefinition =>
  defineElement({
    type: 'slow-field',
    settings: {},
    variables: { state: 'server' },
    lazy: true,
    component: lazyElementComponent(async () => Field),
  });

/** A container that reports itself mounted too; a field inside it reads that through a formula. */
function Form({ className, setVariable, children }: ElementProps) {
  useEffect(() => setVariable('state', 'ready'), [setVariable]);
  return <div className={className}>{children}</div>;
}

const formDefinition = (): ElementDefinition =>
  defineElement({
    type: 'slow-form',
    settings: {},
    variables: { state: 'server' },
    container: true,
    lazy: true,
    component: lazyElementComponent(async () => Form),
  });

const serverRegistry = createElementRegistry([...basicElements, fieldDefinition(), formDefinition()]);
const site = compileSite(
  {
    id: 'deferred',
    name: 'Deferred',
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
              text({ uid: 'long-text', text: 'Hydraulic pressure check. '.repeat(600) }),
              text({ uid: 'state-text', text: f("'Field ' + variables['field-state']") }),
              node('slow-field', {}, { uid: 'field' }),
              // A lazy container with lazy and plain children: one boundary, the form's, around them all.
              {
                ...node('slow-form', {}, { uid: 'form' }),
                children: [
                  node('slow-field', {}, { uid: 'inner' }),
                  text({ uid: 'form-text', text: f("'Form ' + variables['form-state']") }),
                ],
              },
            ],
          },
        ],
      },
    ],
  },
  { registry: serverRegistry },
);

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('hydrateSite with lazily loaded elements', () => {
  it('hydrates the page before their code arrives, then each element, then runs the first page load', async () => {
    await serverRegistry.load(['slow-field']);
    const { html, stateScript } = await renderSitePage({
      design: site.design,
      pageData: site.pages.home!,
      registry: serverRegistry,
      lang: 'en',
      deferLazyElements: true,
    });
    expect(html).toContain('Field server');
    // The boundary is written in place, complete: no fallback with the content moved to the end of the document.
    expect(html).not.toContain('<!--$?-->');
    expect(html).not.toContain('<template');
    expect(html.indexOf('aria-label="Field"')).toBeGreaterThan(html.indexOf('Field server'));
    expect(html.match(/<!--\$-->/g)).toHaveLength(2);
    document.body.innerHTML = `<div id="${SITE_ROOT_ID}">${html}</div>${stateScript}`;
    const serverInput = document.querySelector('[data-uid="field"]');
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    let requested = false;
    const browserRegistry = createElementRegistry([
      ...basicElements,
      lazyElement('slow-field', () => {
        requested = true;
        return arrived.then(fieldDefinition);
      }),
      // The form's code arrives first: its effect then updates the inner text before the field's code is there.
      lazyElement('slow-form', async () => formDefinition()),
    ]);
    const errors = spyConsoleErrors();
    let started = false;
    // Outside act(): act waits for suspended work, and the field's code only arrives when the test releases it.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const hydrated = hydrateSite({ registry: browserRegistry });
    void hydrated.ready.then(() => (started = true));
    await hydrated.root;
    await vi.waitFor(() => expect(requested).toBe(true), { timeout: 15_000 });
    // The page is hydrated (the text is React's), the field's code was asked for only then, and the field keeps the
    // server's element; the first page load waits.
    expect(performance.getEntriesByName('site:hydrated').length).toBeGreaterThan(0);
    expect(requested).toBe(true);
    expect(document.querySelector('[data-uid="field"]')).toBe(serverInput);
    expect(document.body.textContent).toContain('Field server');
    expect(started).toBe(false);
    release();
    await hydrated.ready;
    // The same DOM node, now React's: its effect ran and the text follows its variable.
    expect(document.querySelector('[data-uid="field"]')).toBe(serverInput);
    expect(document.body.textContent).toContain('Field hydrated');
    expect(document.body.textContent).toContain('Form ready');
    expect(started).toBe(true);
    expect(errors).not.toHaveBeenCalled();
  });
});
