/** The server's table of lazily loaded element modules matches the browser library and the files on disk. */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { browserElementLibrary } from './browser-library';
import { LAZY_ELEMENT_MODULES, lazyElementModules } from './lazy-modules';

describe('LAZY_ELEMENT_MODULES', () => {
  it('names every lazily loaded element of the browser library, and only those', () => {
    const lazyTypes = browserElementLibrary.filter((entry) => !('component' in entry)).map((entry) => entry.type);
    expect(Object.keys(LAZY_ELEMENT_MODULES).sort()).toEqual([...lazyTypes].sort());
  });

  it('points at a definition, a component and what it loads with it, all existing', () => {
    for (const [type, paths] of Object.entries(LAZY_ELEMENT_MODULES)) {
      expect(paths[0], type).toMatch(/[\\/]definition\.ts$/);
      expect(paths.length, type).toBeGreaterThanOrEqual(2);
      for (const path of paths) expect(existsSync(path), path).toBe(true);
    }
    expect(LAZY_ELEMENT_MODULES.datagrid?.some((path) => /[\\/]formula[\\/]src[\\/]jsep-parser\.ts$/.test(path))).toBe(true);
  });

  it('lists the modules of a page’s lazy elements once each, and nothing for basic ones', () => {
    const modules = lazyElementModules({ a: { type: 'text' }, b: { type: 'accordion' }, c: { type: 'accordion' }, d: null });
    expect(modules).toEqual(LAZY_ELEMENT_MODULES.accordion);
  });
});
