/** The element registry: lookups, duplicate types refused, defaults applied and unknown choices replaced. */
import { describe, expect, it } from 'vitest';
import { applySettingDefaults, createElementRegistry } from './registry';
import { basicElements, textElement } from './basic/index';

describe('element registry', () => {
  it('finds the basic elements by type', () => {
    const registry = createElementRegistry(basicElements);
    expect(registry.types()).toEqual(['text', 'button', 'image', 'flexbox', 'library-component']);
    expect(registry.get('button')?.events).toContain('click');
    expect(registry.get('missing')).toBeUndefined();
  });

  it('refuses a type registered twice', () => {
    expect(() => createElementRegistry([textElement, textElement])).toThrow('Element type "text" is registered twice.');
  });

  it('applies defaults for unset settings and for values outside the allowed choices', () => {
    expect(applySettingDefaults(textElement, { text: 'Hi' })).toEqual({ text: 'Hi', tag: 'p' });
    expect(applySettingDefaults(textElement, { text: 'Hi', tag: 'h7' })).toEqual({ text: 'Hi', tag: 'p' });
    expect(applySettingDefaults(textElement, { text: null, tag: 'h2', extra: 1 })).toEqual({ text: '', tag: 'h2', extra: 1 });
  });
});
