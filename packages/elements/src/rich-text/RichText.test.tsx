// @vitest-environment happy-dom
/**
 * The rich text as a page renders it: the server waits for its lazy chunk and draws the toolbar and the initial
 * markdown in a busy editor box; the browser hydrates without errors, mounts TipTap, exposes the markdown value, replaces the content
 * from a workflow action and reports a click on a mention.
 */
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SITE_ROOT_ID, createElementRegistry, hydrateSite } from '@kit/runtime-react';
import { renderSitePage } from '@kit/runtime-react/server';
import { button, compileSite, f, setVariable, text, workflow } from '@kit/runtime-react/authoring';
import { buttonElement } from '../button/Button';
import { textElement } from '../text/Text';
import { richText } from './builder';
import { richTextElement } from './definition';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const registry = createElementRegistry([richTextElement, buttonElement, textElement]);
const site = compileSite(
  {
    id: 'rt',
    name: 'Rich text',
    homePageId: 'home',
    cacheVersion: 1,
    pages: [
      {
        id: 'home',
        path: '',
        title: 'Home',
        variables: [{ id: 'mention-clicked', name: 'mention-clicked', type: 'string', defaultValue: '' }],
        sections: [
          {
            title: 'Main',
            children: [
              richText({
                uid: 'notes',
                label: 'Notes',
                output: 'markdown',
                initialValue: 'Hi [@ id="u1" label="Ada"] and **all**',
                mentions: [{ id: 'u1', label: 'Ada' }],
                toolbarLink: false,
                workflows: [workflow('mention', 'mentionClick', [setVariable('mention-clicked', f('event.label'))])],
              }),
              text({ uid: 'value', text: f("variables['notes-value']") }),
              text({ uid: 'clicked-text', text: f("'Clicked ' + variables['mention-clicked']") }),
              button({
                uid: 'replace',
                text: 'Replace',
                workflows: [
                  workflow('replace', 'click', [{ type: 'component-action', uid: 'notes', actionName: 'setContent', args: ['# Done'] }]),
                ],
              }),
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

describe('rich text on a page', () => {
  it('server-renders the toolbar, hydrates, gives markdown, runs setContent and reports mention clicks', async () => {
    const { html, stateScript } = await renderSitePage({ design: site.design, pageData: site.pages.home!, registry, lang: 'en' });
    expect(html).toContain('role="toolbar"');
    expect(html).toContain(
      'aria-busy="true"><p>Hi <span class="ww-rich-text__mention" data-type="mention" data-id="u1" data-label="Ada">@Ada</span> and <strong>all</strong></p></div>',
    );
    expect(html).not.toContain('title="Link"');

    document.body.innerHTML = `<div id="${SITE_ROOT_ID}">${html}</div>${stateScript}`;
    const errors: unknown[][] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      if (typeof args[0] === 'string' && args[0].startsWith('Detected multiple renderers')) return;
      errors.push(args);
    });
    let ready: Promise<void> = Promise.resolve();
    await act(async () => {
      // Hydration starts a task after the site is built: inside this act, so React's work is flushed when it ends.
      const hydrated = hydrateSite({ registry });
      ready = hydrated.ready;
      await hydrated.root;
    });
    await act(async () => ready);
    await vi.waitFor(() =>
      expect(document.querySelector('[data-uid="value"]')?.textContent).toBe('Hi [@ id="u1" label="Ada"] and **all**'),
    );
    expect(document.querySelector('[data-uid="notes"] [contenteditable="true"][aria-label="Notes"]')).not.toBeNull();

    const mention = document.querySelector<HTMLElement>('[data-uid="notes"] [data-type="mention"]')!;
    await act(async () => mention.dispatchEvent(new MouseEvent('click', { bubbles: true })));
    await vi.waitFor(() => expect(document.querySelector('[data-uid="clicked-text"]')?.textContent).toBe('Clicked Ada'));

    await act(async () => document.querySelector<HTMLButtonElement>('[data-uid="replace"]')!.click());
    await vi.waitFor(() => expect(document.querySelector('[data-uid="value"]')?.textContent).toBe('# Done'));
    expect(errors).toEqual([]);
  });
});
