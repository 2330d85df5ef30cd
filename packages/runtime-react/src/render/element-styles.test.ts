/** Element styles: declarations per breakpoint and state, and design data that cannot escape its rule. */
import { describe, expect, it } from 'vitest';
import { elementClass, elementStylesCss, pageStylesCss } from './element-styles';

describe('element styles', () => {
  it('writes camelCase and custom properties, hover, states and the tablet and mobile media queries', () => {
    const css = elementStylesCss('a1', {
      default: { backgroundColor: 'var(--color-primary)', '--gap': '4px', opacity: 0.5 },
      hover: { color: 'red' },
      states: { focus: { outline: '2px solid blue' } },
      tablet: { width: '50%' },
      mobile: { width: '100%' },
    });
    expect(css).toBe(
      '.ww-e-a1{background-color:var(--color-primary);--gap:4px;opacity:0.5;}.ww-e-a1:hover{color:red;}' +
        '.ww-e-a1.ww-state-focus{outline:2px solid blue;}@media (max-width:991px){.ww-e-a1{width:50%;}}' +
        '@media (max-width:767px){.ww-e-a1{width:100%;}}',
    );
  });

  it('drops declarations that could close the rule or the style element, and odd states', () => {
    const css = elementStylesCss('x', {
      default: { color: 'red;}body{display:none', 'font-size': '1px', width: '</style><script>', margin: '/* x */' },
      states: { 'a b': { color: 'red' } },
    });
    expect(css).toBe('');
  });

  it('makes uids safe as class names and orders a page by uid', () => {
    expect(elementClass('a.b"c')).toBe('ww-e-a_b_c');
    const css = pageStylesCss({ b: { styles: { default: { color: 'blue' } } }, a: { styles: { default: { color: 'red' } } }, c: null });
    expect(css).toBe('.ww-e-a{color:red;}.ww-e-b{color:blue;}');
  });
});
