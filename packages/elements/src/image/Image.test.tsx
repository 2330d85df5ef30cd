// @vitest-environment happy-dom
/** The image rendered and hydrated: lazy by default, alt in the page language, objectFit, filter and overlay. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { byUid, renderBasicSite, spyConsoleErrors } from '../testing/basic-site';
import { image } from './builder';
import { imageElement } from './Image';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('image', () => {
  it('loads lazily by default, picks the alt of the page language and applies fit, filter and overlay', async () => {
    const errors = spyConsoleErrors();
    const site = await renderBasicSite(
      [
        image({
          uid: 'i',
          url: '/icons/image.svg',
          alt: { en: 'A picture', fr: 'Une image' },
          objectFit: 'contain',
          filter: 'grayscale(1)',
          overlay: 'rgba(0, 0, 0, 0.4)',
          width: 64,
          height: 48,
        }),
      ],
      { definitions: [imageElement], langs: ['en', 'fr'], lang: 'fr' },
    );
    const box = byUid(site.container, 'i');
    const img = box.querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('alt')).toBe('Une image');
    expect(img.getAttribute('width')).toBe('64');
    expect(img.style.objectFit).toBe('contain');
    expect(img.style.filter).toBe('grayscale(1)');
    expect(box.querySelector<HTMLElement>('.ww-image__overlay')!.style.background).toContain('rgba(0, 0, 0, 0.4)');
    expect(errors).not.toHaveBeenCalled();
    site.unmount();
  });

  it('keeps the basic settings working: eager loading, cover by default, no overlay, script URLs dropped', async () => {
    const site = await renderBasicSite([image({ uid: 'i', url: 'javascript:alert(1)', alt: 'x', loading: 'eager' })], {
      definitions: [imageElement],
    });
    const img = byUid(site.container, 'i').querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.style.objectFit).toBe('cover');
    expect(img.hasAttribute('src')).toBe(false);
    expect(site.container.querySelector('.ww-image__overlay')).toBeNull();
    site.unmount();
  });
});
