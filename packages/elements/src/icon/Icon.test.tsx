// @vitest-environment happy-dom
/** The icon rendered: a mask of /icons/{name}.svg with colour and size, decorative unless labelled. */
import { afterEach, describe, expect, it } from 'vitest';
import { byUid, renderBasicSite } from '../testing/basic-site';
import { icon } from './builder';
import { iconElement } from './Icon';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('icon', () => {
  it('draws /icons/{name}.svg in its colour and size, hidden from screen readers by default', async () => {
    const site = await renderBasicSite([icon({ uid: 'i', icon: 'heart', color: 'rgb(200, 0, 0)', fontSize: 32 })], {
      definitions: [iconElement],
    });
    const element = byUid(site.container, 'i');
    expect(element.style.getPropertyValue('--ww-icon-url')).toBe('url("/icons/heart.svg")');
    expect(element.style.color).toBe('rgb(200, 0, 0)');
    expect(element.style.fontSize).toBe('32px');
    expect(element.getAttribute('aria-hidden')).toBe('true');
    site.unmount();
  });

  it('is an image with a name when labelled, and marks an unusable icon name as missing', async () => {
    const site = await renderBasicSite([icon({ uid: 'l', icon: 'star', label: 'Favourite' }), icon({ uid: 'm', icon: '../etc/passwd' })], {
      definitions: [iconElement],
    });
    const labelled = byUid(site.container, 'l');
    expect(labelled.getAttribute('role')).toBe('img');
    expect(labelled.getAttribute('aria-label')).toBe('Favourite');
    expect(labelled.style.fontSize).toBe('24px');
    const missing = byUid(site.container, 'm');
    expect(missing.className).toContain('ww-icon--missing');
    expect(missing.getAttribute('style') ?? '').not.toContain('passwd');
    site.unmount();
  });
});
