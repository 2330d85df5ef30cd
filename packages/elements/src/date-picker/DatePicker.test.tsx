// @vitest-environment happy-dom
/**
 * The date picker as a page renders it: the server waits for its lazy chunk and shows the init value in the display
 * format; the browser hydrates without errors, exposes the value, refuses a too short range, and runs the clear
 * action from a workflow.
 */
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createElementRegistry, hydrateSite } from '@kit/runtime-react';
import { renderSitePage } from '@kit/runtime-react/server';
import { button, compileSite, f, text, workflow } from '@kit/runtime-react/authoring';
import { SITE_ROOT_ID } from '@kit/runtime-react';
import { datePicker } from './builder';
import { datePickerElement } from './definition';
import { buttonElement } from '../button/Button';
import { textElement } from '../text/Text';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const registry = createElementRegistry([datePickerElement, buttonElement, textElement]);
const site = compileSite(
  {
    id: 'dp',
    name: 'Date picker',
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
              datePicker({
                uid: 'stay',
                label: 'Stay',
                selectionMode: 'range',
                rangeMode: 'minmax',
                timezone: 'UTC',
                initValue: { start: '2026-03-02', end: '2026-03-05' },
              }),
              text({ uid: 'shown', text: f("JSON.stringify(variables['stay-value'])") }),
              button({
                uid: 'clear',
                text: 'Clear',
                workflows: [workflow('clear', 'click', [{ type: 'component-action', uid: 'stay', actionName: 'clear', args: [] }])],
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

/** console.error calls, except React's note that two renderers share a context (server and browser in one process). */
function recordErrors() {
  const errors: unknown[][] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith('Detected multiple renderers')) return;
    errors.push(args);
  });
  return errors;
}

describe('date picker on a page', () => {
  it('renders the init value on the server, hydrates, refuses a too short range and clears from a workflow', async () => {
    const { html, stateScript } = await renderSitePage({ design: site.design, pageData: site.pages.home!, registry, lang: 'en' });
    expect(html).toContain('02/03/2026 – 05/03/2026');
    expect(html).toContain('aria-haspopup="dialog"');

    document.body.innerHTML = `<div id="${SITE_ROOT_ID}">${html}</div>${stateScript}`;
    const errors = recordErrors();
    let ready: Promise<void> = Promise.resolve();
    await act(async () => {
      // Hydration starts a task after the site is built: inside this act, so React's work is flushed when it ends.
      const hydrated = hydrateSite({ registry });
      ready = hydrated.ready;
      await hydrated.root;
    });
    // The first page load (variables reset, onload workflows) runs before the visitor acts.
    await act(async () => ready);
    await vi.waitFor(() =>
      expect(document.querySelector('[data-uid="shown"]')?.textContent).toBe(
        '{"start":"2026-03-02T00:00:00.000+00:00","end":"2026-03-05T00:00:00.000+00:00"}',
      ),
    );

    const field = document.querySelector<HTMLButtonElement>('[data-uid="stay"] .ww-date-picker__field')!;
    await act(async () => field.click());
    const dayButton = (name: string) =>
      [...document.querySelectorAll<HTMLButtonElement>('[data-uid="stay"] [role="dialog"] button')].find((candidate) =>
        candidate.getAttribute('aria-label')?.startsWith(name),
      );
    await act(async () => dayButton('10 March 2026')!.click());
    await act(async () => dayButton('11 March 2026')!.click());
    expect(document.querySelector('[data-uid="stay"] .ww-date-picker__status')?.textContent).toBe('Choose a range of at least 2 days.');

    await act(async () => document.querySelector<HTMLButtonElement>('[data-uid="clear"]')!.click());
    await vi.waitFor(() => expect(document.querySelector('[data-uid="shown"]')?.textContent).toBe('null'));
    expect(errors).toEqual([]);
  });
});
