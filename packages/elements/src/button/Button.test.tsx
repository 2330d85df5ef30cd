// @vitest-environment happy-dom
/** The button rendered and hydrated: types, icons, disabled, states on its class, and the events it fires. */
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { f, setVariable, workflow } from '@kit/runtime-react/authoring';
import { byUid, renderBasicSite, spyConsoleErrors } from '../testing/basic-site';
import { button } from './builder';
import { buttonElement } from './Button';

const log = (trigger: string) =>
  workflow(`log-${trigger}`, trigger, [
    setVariable('events', f(`variables['events'].concat(['${trigger}:' + (event && event.key ? event.key : '')])`)),
  ]);
const variables = [{ id: 'events', name: 'events', type: 'array' as const, defaultValue: [] }];
const workflows = ['click', 'focus', 'blur', 'keydown', 'keyup'].map(log);

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('button', () => {
  it('renders a native button of type button by default, with icons, and fires click, focus, blur and key events', async () => {
    const errors = spyConsoleErrors();
    const site = await renderBasicSite(
      [button({ uid: 'b', text: 'Save', hasLeftIcon: true, leftIcon: 'save', hasRightIcon: true, workflows })],
      {
        definitions: [buttonElement],
        variables,
      },
    );
    const element = byUid<HTMLButtonElement>(site.container, 'b');
    expect(element.tagName).toBe('BUTTON');
    expect(element.type).toBe('button');
    expect([...element.querySelectorAll('.ww-icon')].map((icon) => icon.getAttribute('style'))).toEqual([
      '--ww-icon-url:url("/icons/save.svg")',
      '--ww-icon-url:url("/icons/arrow-right.svg")',
    ]);
    await act(async () => {
      element.focus();
      element.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
      element.dispatchEvent(new KeyboardEvent('keyup', { key: 'a', bubbles: true }));
      element.click();
    });
    expect(element.className).toContain('ww-state-focus');
    await act(async () => element.blur());
    expect(element.className).not.toContain('ww-state-focus');
    expect(site.runtime.variables.get('events')).toEqual(['focus:', 'keydown:a', 'keyup:a', 'click:', 'blur:']);
    expect(errors).not.toHaveBeenCalled();
    site.unmount();
  });

  it('submits as type submit, and a disabled button takes the disabled state and fires no click', async () => {
    const site = await renderBasicSite(
      [button({ uid: 's', text: 'Send', buttonType: 'submit' }), button({ uid: 'd', text: 'Off', disabled: true, workflows })],
      { definitions: [buttonElement], variables },
    );
    expect(byUid<HTMLButtonElement>(site.container, 's').type).toBe('submit');
    const disabled = byUid<HTMLButtonElement>(site.container, 'd');
    expect(disabled.disabled).toBe(true);
    expect(disabled.className).toContain('ww-state-disabled');
    await act(async () => disabled.click());
    expect(site.runtime.variables.get('events')).toEqual([]);
    site.unmount();
  });

  it('as type none renders a focusable role="button" that Enter and Space activate without submitting', async () => {
    const site = await renderBasicSite([button({ uid: 'n', text: 'Go', buttonType: 'none', workflows: [log('click')] })], {
      definitions: [buttonElement],
      variables,
    });
    const element = byUid(site.container, 'n');
    expect(element.tagName).toBe('DIV');
    expect(element.getAttribute('role')).toBe('button');
    expect(element.tabIndex).toBe(0);
    await act(async () => {
      element.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
      element.dispatchEvent(new KeyboardEvent('keyup', { key: 'Enter', bubbles: true }));
      element.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }));
    });
    expect(element.className).toContain('ww-state-active');
    await act(async () => element.dispatchEvent(new KeyboardEvent('keyup', { key: ' ', bubbles: true })));
    expect(element.className).not.toContain('ww-state-active');
    expect(site.runtime.variables.get('events')).toEqual(['click:', 'click:']);
    site.unmount();
  });

  it('falls back to type button for an unknown type', async () => {
    const site = await renderBasicSite([button({ uid: 'x', text: 'X', buttonType: 'reset' as never })], { definitions: [buttonElement] });
    expect(byUid<HTMLButtonElement>(site.container, 'x').type).toBe('button');
    site.unmount();
  });
});
