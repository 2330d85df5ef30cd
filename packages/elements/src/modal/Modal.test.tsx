// @vitest-environment happy-dom
/** The modal rendered and hydrated: actions, Escape and backdrop, focus moved in, trapped and returned, clamped layout. */
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { workflow } from '@kit/runtime-react/authoring';
import { buttonElement } from '../button/Button';
import { button } from '../button/builder';
import { textElement } from '../text/Text';
import { text } from '../text/builder';
import { byUid, renderBasicSite, spyConsoleErrors } from '../testing/basic-site';
import { modal } from './builder';
import { modalElement } from './definition';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const definitions = [modalElement, textElement, buttonElement];
const act_ = (name: string) => workflow(name, 'click', [{ type: 'component-action', uid: 'm', actionName: name, args: [] }]);

describe('modal', () => {
  it('opens by action as a labelled modal dialog, moves focus in, traps Tab, closes on Escape and returns focus', async () => {
    const errors = spyConsoleErrors();
    const site = await renderBasicSite(
      [
        button({ uid: 'opener', text: 'Open', workflows: [act_('open')] }),
        modal({ uid: 'm', ariaLabel: 'Settings' }, [
          text({ text: 'Inside' }),
          button({ uid: 'first', text: 'One' }),
          button({ uid: 'last', text: 'Two' }),
        ]),
      ],
      { definitions },
    );
    const overlay = byUid(site.container, 'm');
    const dialog = overlay.querySelector<HTMLElement>('[role="dialog"]')!;
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-label')).toBe('Settings');
    expect(overlay.className).toContain('ww-modal--closed');
    expect(overlay.className).toContain('ww-modal--fade');
    expect(overlay.getAttribute('style')).toContain('transition:all .3s ease');
    const opener = byUid<HTMLButtonElement>(site.container, 'opener');
    await act(async () => opener.focus());
    await act(async () => opener.click());
    expect(overlay.className).toContain('ww-modal--open');
    expect(site.runtime.variables.get('m-value')).toBe(true);
    expect(document.activeElement).toBe(byUid(site.container, 'first'));
    await act(async () => byUid(site.container, 'last').focus());
    await act(async () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true })));
    expect(document.activeElement).toBe(byUid(site.container, 'first'));
    await act(async () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true, bubbles: true })));
    expect(document.activeElement).toBe(byUid(site.container, 'last'));
    await act(async () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(overlay.className).toContain('ww-modal--closed');
    expect(site.runtime.variables.get('m-value')).toBe(false);
    expect(document.activeElement).toBe(opener);
    expect(errors).not.toHaveBeenCalled();
    site.unmount();
  });

  it('starts open with value true, closes on a backdrop click, toggles by action', async () => {
    const site = await renderBasicSite(
      [
        modal({ uid: 'm', value: true, ariaLabel: 'Note' }, [text({ text: 'Hello' })]),
        button({ uid: 't', text: 'Toggle', workflows: [act_('toggle')] }),
      ],
      {
        definitions,
      },
    );
    const overlay = byUid(site.container, 'm');
    expect(overlay.className).toContain('ww-modal--open');
    await act(async () => overlay.querySelector<HTMLElement>('.ww-modal__backdrop')!.click());
    expect(overlay.className).toContain('ww-modal--closed');
    await act(async () => byUid(site.container, 't').click());
    expect(overlay.className).toContain('ww-modal--open');
    site.unmount();
  });

  it('clamps the z-index and a custom position, and keeps Escape and backdrop when told not to close', async () => {
    const site = await renderBasicSite(
      [
        modal(
          {
            uid: 'm',
            value: true,
            ariaLabel: 'Fixed',
            zIndex: 500,
            position: 'custom',
            positionUnit: 'px',
            customX: 4000,
            customY: 20,
            closeOnEscape: false,
            closeOnBackdrop: false,
            animation: 'slide-in-left',
          },
          [text({ text: 'Stay' })],
        ),
      ],
      { definitions },
    );
    const overlay = byUid(site.container, 'm');
    const dialog = overlay.querySelector<HTMLElement>('[role="dialog"]')!;
    expect(overlay.style.zIndex).toBe('100');
    expect(overlay.className).toContain('ww-modal--slide-in-left');
    expect(dialog.style.left).toBe('1000px');
    expect(dialog.style.top).toBe('20px');
    await act(async () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    await act(async () => overlay.querySelector<HTMLElement>('.ww-modal__backdrop')!.click());
    expect(overlay.className).toContain('ww-modal--open');
    site.unmount();
  });
});
