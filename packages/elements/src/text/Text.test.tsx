// @vitest-environment happy-dom
/** The text rendered and hydrated: tags, the default p, link ids (over 4 characters) as anchors, click events. */
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setVariable, workflow } from '@kit/runtime-react/authoring';
import { byUid, renderBasicSite, spyConsoleErrors } from '../testing/basic-site';
import { text } from './builder';
import { textElement } from './Text';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('text', () => {
  it('renders p by default, the chosen tag otherwise, and p for an unknown tag', async () => {
    const errors = spyConsoleErrors();
    const site = await renderBasicSite(
      [
        text({ uid: 'a', text: 'Plain' }),
        text({ uid: 'b', text: 'Title', tag: 'h2' }),
        text({ uid: 'c', text: 'Odd', tag: 'marquee' as never }),
        text({ uid: 'd', text: 7, tag: 'button' }),
      ],
      { definitions: [textElement] },
    );
    expect(byUid(site.container, 'a').outerHTML).toBe('<p data-uid="a" class="ww-text ww-e-a">Plain</p>');
    expect(byUid(site.container, 'b').tagName).toBe('H2');
    expect(byUid(site.container, 'c').tagName).toBe('P');
    expect(byUid<HTMLButtonElement>(site.container, 'd').type).toBe('button');
    expect(errors).not.toHaveBeenCalled();
    site.unmount();
  });

  it('takes a link id longer than 4 characters as its anchor id and ignores shorter ones', async () => {
    const site = await renderBasicSite(
      [text({ uid: 'l', text: 'Pricing', linkId: 'pricing' }), text({ uid: 's', text: 'Short', linkId: 'abcd' })],
      {
        definitions: [textElement],
      },
    );
    expect(byUid(site.container, 'l').id).toBe('pricing');
    expect(byUid(site.container, 's').hasAttribute('id')).toBe(false);
    site.unmount();
  });

  it('fires click', async () => {
    const site = await renderBasicSite(
      [text({ uid: 't', text: 'Tap', tag: 'button', workflows: [workflow('tap', 'click', [setVariable('taps', 1)])] })],
      {
        definitions: [textElement],
        variables: [{ id: 'taps', name: 'taps', type: 'number', defaultValue: 0 }],
      },
    );
    await act(async () => byUid(site.container, 't').click());
    expect(site.runtime.variables.get('taps')).toBe(1);
    site.unmount();
  });
});
