// @vitest-environment happy-dom
/** The accordion rendered and hydrated: initial state, toggle by click and keyboard, aria-expanded, variable, actions. */
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { workflow } from '@kit/runtime-react/authoring';
import { buttonElement } from '../button/Button';
import { button } from '../button/builder';
import { textElement } from '../text/Text';
import { text } from '../text/builder';
import { byUid, renderBasicSite, spyConsoleErrors } from '../testing/basic-site';
import { accordionElement } from './definition';
import { accordion } from './builder';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const definitions = [accordionElement, textElement, buttonElement];
const action = (name: string) =>
  button({
    uid: `do-${name}`,
    text: name,
    workflows: [workflow(name, 'click', [{ type: 'component-action', uid: 'acc', actionName: name, args: [] }])],
  });

describe('accordion', () => {
  it('starts closed by default; the toggle opens and closes it by click, Enter and Space, exposing the state', async () => {
    const errors = spyConsoleErrors();
    const site = await renderBasicSite([accordion({ uid: 'acc' }, text({ text: 'Question' }), [text({ text: 'Answer' })])], {
      definitions,
    });
    const toggle = site.container.querySelector<HTMLElement>('[aria-expanded]')!;
    const content = site.container.querySelector<HTMLElement>('[role="region"]')!;
    expect(toggle.textContent).toBe('Question');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(content.hidden).toBe(true);
    expect(content.getAttribute('aria-labelledby')).toBe(toggle.id);
    expect(toggle.getAttribute('aria-controls')).toBe(content.id);
    await act(async () => toggle.click());
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(content.hidden).toBe(false);
    expect(site.runtime.variables.get('acc-value')).toBe(true);
    expect(byUid(site.container, 'acc').className).toContain('ww-state-open');
    await act(async () => toggle.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })));
    expect(site.runtime.variables.get('acc-value')).toBe(false);
    await act(async () => toggle.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true })));
    expect(site.runtime.variables.get('acc-value')).toBe(true);
    expect(errors).not.toHaveBeenCalled();
    site.unmount();
  });

  it('starts open with value true and follows the toggle, open and close actions', async () => {
    const site = await renderBasicSite(
      [
        accordion({ uid: 'acc', value: true }, text({ text: 'Q' }), [text({ text: 'A' })]),
        action('toggle'),
        action('open'),
        action('close'),
      ],
      {
        definitions,
      },
    );
    const expanded = () => site.container.querySelector('[aria-expanded]')!.getAttribute('aria-expanded');
    expect(expanded()).toBe('true');
    expect(site.runtime.variables.get('acc-value')).toBe(true);
    await act(async () => byUid(site.container, 'do-close').click());
    expect(expanded()).toBe('false');
    await act(async () => byUid(site.container, 'do-toggle').click());
    expect(expanded()).toBe('true');
    await act(async () => byUid(site.container, 'do-close').click());
    await act(async () => byUid(site.container, 'do-open').click());
    expect(expanded()).toBe('true');
    site.unmount();
  });
});
