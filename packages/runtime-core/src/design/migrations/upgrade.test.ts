/** An older document goes through parseDesignInfo / parsePageData: upgraded, then validated; current ones parse as before. */
import { describe, expect, it } from 'vitest';
import { parseDesignInfo, parsePageData } from '../parse';

describe('parsing upgrades older documents', () => {
  it('reads a version 0 page data file (original layout) as the current format', () => {
    const page = parsePageData({
      formatVersion: 0,
      cacheVersion: 7,
      page: { id: 'home', paths: { default: '' }, sections: [{ linkId: 'hero', sectionTitle: 'Hero' }] },
      sections: [{ linkId: 'hero', children: ['title'] }],
      wwObjects: { title: { uid: 'title', type: 'text', content: { default: { text: 'Welcome' } } } },
    });
    expect(page.formatVersion).toBe(1);
    expect(page.page.sections).toEqual([{ uid: 'hero', linkId: 'hero', sectionTitle: 'Hero' }]);
    expect(page.sections[0]?.uid).toBe('hero');
    expect(page.wwObjects.title).toEqual({ uid: 'title', type: 'text', settings: { text: 'Welcome' } });
  });

  it('reads a version 0 design info, and refuses a version from the future', () => {
    const design = parseDesignInfo({ formatVersion: 0, id: 'd', homePageId: 'home', pages: [{ id: 'home', sections: [{ linkId: 's' }] }] });
    expect(design.pages[0]?.sections).toEqual([{ uid: 's', linkId: 's' }]);
    expect(() => parseDesignInfo({ formatVersion: 99, id: 'd', homePageId: 'home' })).toThrow(/Unsupported design format version 99/);
  });

  it('leaves a current document without a version as it was', () => {
    const page = parsePageData({ cacheVersion: 1, page: { id: 'a' }, wwObjects: { x: { uid: 'x', settings: {} } } });
    expect('formatVersion' in page).toBe(false);
    expect(page.wwObjects.x).toEqual({ uid: 'x', settings: {} });
  });
});
