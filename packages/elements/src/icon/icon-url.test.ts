/** Icon URLs: kebab-case ids map to /icons/{name}.svg; anything that could escape the route or the CSS is refused. */
import { describe, expect, it } from 'vitest';
import { cssSize, iconUrl } from './icon-url';

describe('iconUrl', () => {
  it('maps an icon id to its SVG under /icons', () => {
    expect(iconUrl('arrow-right')).toBe('/icons/arrow-right.svg');
    expect(iconUrl(' Star ')).toBe('/icons/star.svg');
  });
  it.each(['', '../secret', 'a/b', 'x.svg', 'a")', 'a b', '-lead', 'trail-', 42, null, undefined])('refuses %j', (name) => {
    expect(iconUrl(name)).toBeUndefined();
  });
});

describe('cssSize', () => {
  it('reads numbers as pixels and keeps CSS lengths', () => {
    expect(cssSize(20, '1em')).toBe('20px');
    expect(cssSize('2rem', '1em')).toBe('2rem');
    expect(cssSize(undefined, '1em')).toBe('1em');
    expect(cssSize(-3, '1em')).toBe('1em');
    expect(cssSize(Number.NaN, '1em')).toBe('1em');
  });
});
