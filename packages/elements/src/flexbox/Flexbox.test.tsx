// @vitest-environment happy-dom
/** The flexbox rendered and hydrated: children repeated per item, display values, lists of li. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { f } from '@kit/runtime-react/authoring';
import { textElement } from '../text/Text';
import { text } from '../text/builder';
import { byUid, renderBasicSite, spyConsoleErrors } from '../testing/basic-site';
import { flexbox } from './builder';
import { flexboxElement } from './Flexbox';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const definitions = [flexboxElement, textElement];

describe('flexbox', () => {
  it('repeats its children once per item with context.item, in a row that wraps', async () => {
    const errors = spyConsoleErrors();
    const site = await renderBasicSite(
      [
        flexbox({ uid: 'row', direction: 'row', wrap: true, repeat: [{ n: 'a' }, { n: 'b' }, { n: 'c' }] }, [
          text({ text: f('context.item.data.n') }),
        ]),
      ],
      {
        definitions,
      },
    );
    const row = byUid(site.container, 'row');
    expect([...row.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['a', 'b', 'c']);
    expect(row.style.display).toBe('flex');
    expect(row.style.flexDirection).toBe('row');
    expect(row.style.flexWrap).toBe('wrap');
    expect(errors).not.toHaveBeenCalled();
    site.unmount();
  });

  it('uses the display given (grid, table-cell, none…), ignoring flex-only settings, and falls back to flex', async () => {
    const site = await renderBasicSite(
      [
        flexbox({ uid: 'g', display: 'grid', direction: 'row' }, []),
        flexbox({ uid: 't', display: 'table-cell' }, []),
        flexbox({ uid: 'x', display: 'weird' as never }, []),
      ],
      { definitions },
    );
    expect(byUid(site.container, 'g').style.display).toBe('grid');
    expect(byUid(site.container, 'g').style.flexDirection).toBe('');
    expect(byUid(site.container, 't').getAttribute('style')).toContain('display:table-cell');
    expect(byUid(site.container, 'x').style.display).toBe('flex');
    site.unmount();
  });

  it('as a list wraps each child in a li, and names a nav landmark', async () => {
    const site = await renderBasicSite(
      [
        flexbox({ uid: 'l', tag: 'ul', repeat: ['x', 'y'] }, [text({ text: f('context.item.data') })]),
        flexbox({ uid: 'n', tag: 'nav', ariaLabel: 'Main' }, []),
      ],
      { definitions },
    );
    expect([...byUid(site.container, 'l').children].map((child) => `${child.tagName}:${child.textContent}`)).toEqual(['LI:x', 'LI:y']);
    expect(byUid(site.container, 'n').getAttribute('aria-label')).toBe('Main');
    site.unmount();
  });
});
