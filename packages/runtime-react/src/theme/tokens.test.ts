/** Design tokens as CSS variables: light on :root, dark on the dark-theme class, unsafe names and values refused. */
import { describe, expect, it } from 'vitest';
import { designTokensCss } from './tokens';

describe('designTokensCss', () => {
  it('writes light values on :root and dark ones on :root.dark-theme', () => {
    const css = designTokensCss({
      colors: { text: { light: '#000', dark: '#fff' }, line: { light: '#ccc' } },
      spacings: { m: '16px' },
      typographies: { body: '16px/1.5 serif' },
    });
    expect(css).toBe(
      ':root{--color-text:#000;--color-line:#ccc;--spacing-m:16px;--typography-body:16px/1.5 serif;}:root.dark-theme{--color-text:#fff;}',
    );
  });

  it('has no dark block without dark colours', () => {
    expect(designTokensCss({ spacings: { s: '4px' } })).toBe(':root{--spacing-s:4px;}');
  });

  it('refuses values and names that would break out of the stylesheet', () => {
    expect(() => designTokensCss({ colors: { text: { light: 'red}</style><script>' } } })).toThrow(
      'Invalid value for design token "text".',
    );
    expect(() => designTokensCss({ spacings: { 'a b': '1px' } })).toThrow('Invalid design token name "a b".');
  });
});
