/** Image settings: alt by language, filters without url(), sources without script schemes. */
import { describe, expect, it } from 'vitest';
import { imageAlt, imageFilter, imageSource } from './image-settings';

describe('imageAlt', () => {
  it('picks the alt of the page language, then the default language, then the first given', () => {
    const alt = { en: 'A forklift', fr: 'Un chariot élévateur' };
    expect(imageAlt(alt, 'fr', 'en')).toBe('Un chariot élévateur');
    expect(imageAlt(alt, 'de', 'en')).toBe('A forklift');
    expect(imageAlt({ es: 'Una carretilla' }, 'de', 'en')).toBe('Una carretilla');
    expect(imageAlt('Plain alt', 'fr', 'en')).toBe('Plain alt');
    expect(imageAlt(undefined, 'fr', 'en')).toBe('');
  });
});

describe('imageFilter', () => {
  it('keeps CSS filter functions and refuses url()', () => {
    expect(imageFilter('grayscale(1) blur(2px)')).toBe('grayscale(1) blur(2px)');
    expect(imageFilter('url(https://evil.example/f.svg#x)')).toBeUndefined();
    expect(imageFilter('')).toBeUndefined();
    expect(imageFilter(3)).toBeUndefined();
  });
});

describe('imageSource', () => {
  it('keeps web URLs, paths and image data; drops script URLs', () => {
    expect(imageSource('https://example.com/a.png')).toBe('https://example.com/a.png');
    expect(imageSource('/icons/image.svg')).toBe('/icons/image.svg');
    expect(imageSource('images/a.png')).toBe('images/a.png');
    expect(imageSource('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(imageSource('javascript:alert(1)')).toBeUndefined();
    expect(imageSource('data:text/html,x')).toBeUndefined();
    expect(imageSource('')).toBeUndefined();
  });
});
