/** The design schema: defaults, keyed lists read as arrays, loose objects, and DesignError. */
import { describe, expect, it } from 'vitest';
import { DesignError, parseDesignInfo, parsePageData } from './parse';

describe('design info', () => {
  it('fills defaults: light theme, en as the default language, empty pages', () => {
    const design = parseDesignInfo({ id: 'w1', homePageId: 'login' });
    expect(design).toMatchObject({
      id: 'w1',
      homePageId: 'login',
      defaultTheme: 'light',
      langs: [{ lang: 'en', default: true }],
      pages: [],
    });
  });

  it('keeps unknown fields and reads pages with paths per language and user groups', () => {
    const design = parseDesignInfo({
      id: 'w1',
      homePageId: 'login',
      authPluginId: 'auth',
      custom: 1,
      pages: [
        { id: 'p', paths: { en: 'a', default: 'a' }, pageUserGroups: [{}, { id: 'g', roles: ['r1', { id: 'r2' }] }], title: { en: 'A' } },
      ],
    });
    expect((design as Record<string, unknown>).custom).toBe(1);
    expect(design.pages[0]?.pageUserGroups[1]?.roles).toEqual(['r1', { id: 'r2' }]);
    expect(design.pages[0]?.sections).toEqual([]);
  });

  it('raises a DesignError naming the first problem', () => {
    expect(() => parseDesignInfo({ id: 'w1' })).toThrow(DesignError);
    try {
      parseDesignInfo({ id: 'w1', homePageId: 'x', defaultTheme: 'blue' });
    } catch (error) {
      expect((error as DesignError).code).toBe('DESIGN_INVALID');
      expect((error as DesignError).issues[0]?.path).toBe('defaultTheme');
      expect((error as DesignError).toJSON()).toMatchObject({ name: 'DesignError', code: 'DESIGN_INVALID' });
    }
  });
});

describe('page data (data/{pageId}.json)', () => {
  it('reads cacheVersion, page, sections, wwObjects and keyed lists as arrays', () => {
    const data = parsePageData({
      cacheVersion: 12,
      page: { id: 'p' },
      sections: [{ uid: 's1', x: 1 }],
      wwObjects: { o1: { uid: 'o1' } },
      collections: { c1: { id: 'c1', mode: 'dynamic' } },
      variables: [{ id: 'v1', type: 'number' }],
      formulas: {},
      workflows: { w1: { id: 'w1', actions: { a: { type: 'log' } }, firstAction: 'a' } },
      libraryComponents: { l1: { id: 'l1' } },
    });
    expect(data.collections).toEqual([{ id: 'c1', mode: 'dynamic' }]);
    expect(data.variables).toEqual([{ id: 'v1', type: 'number' }]);
    expect(data.workflows[0]?.actions.a?.type).toBe('log');
    expect(data.libraryComponents).toEqual([{ id: 'l1' }]);
    expect(data.formulas).toEqual([]);
  });

  it('needs a cache version and a page', () => {
    expect(() => parsePageData({ page: { id: 'p' } })).toThrow('Invalid page data: cacheVersion');
  });
});
