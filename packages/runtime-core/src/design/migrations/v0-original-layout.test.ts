/** Version 0 → 1: the original's element content layout and section linkIds become settings, children and uids. */
import { describe, expect, it } from 'vitest';
import { migrateElement, migrateSection, originalLayoutMigration } from './v0-original-layout';

describe('migrateElement', () => {
  it('moves content.default to settings and child references to a uid list', () => {
    const element = {
      uid: 'box',
      type: 'flexbox',
      content: { default: { direction: 'row', children: [{ isWwObject: true, uid: 'a' }, { isWwObject: true, uid: 'b' }, { other: 1 }] } },
    };
    expect(migrateElement(element)).toEqual({ uid: 'box', type: 'flexbox', settings: { direction: 'row' }, children: ['a', 'b'] });
  });

  it('keeps per-language content and leaves elements already in the current layout alone', () => {
    expect(migrateElement({ uid: 't', content: { default: { text: 'Hi' }, fr: { text: 'Salut' } } })).toEqual({
      uid: 't',
      settings: { text: 'Hi' },
      content: { fr: { text: 'Salut' } },
    });
    const current = { uid: 'x', settings: { text: 'a' }, content: { default: { text: 'b' } } };
    expect(migrateElement(current)).toBe(current);
    const noContent = { uid: 'y' };
    expect(migrateElement(noContent)).toBe(noContent);
  });
});

describe('migrateSection', () => {
  it('gives a section known by linkId that uid and keeps the linkId', () => {
    expect(migrateSection({ linkId: 'hero', sectionTitle: 'Hero' })).toEqual({ linkId: 'hero', uid: 'hero', sectionTitle: 'Hero' });
    const current = { uid: 's1', linkId: 'other' };
    expect(migrateSection(current)).toBe(current);
  });
});

describe('originalLayoutMigration', () => {
  it('upgrades the page list of the design info', () => {
    const design = { id: 'd', pages: [{ id: 'home', sections: [{ linkId: 'hero' }] }] };
    expect(originalLayoutMigration.migrateDesign(design)).toEqual({
      id: 'd',
      pages: [{ id: 'home', sections: [{ linkId: 'hero', uid: 'hero' }] }],
    });
  });

  it('upgrades a page data file: its page, sections and elements', () => {
    const page = {
      cacheVersion: 3,
      page: { id: 'home', sections: [{ linkId: 'hero' }] },
      sections: [{ linkId: 'hero', children: ['t'] }],
      wwObjects: { t: { uid: 't', type: 'text', content: { default: { text: 'Hello' } } } },
    };
    expect(originalLayoutMigration.migratePageData(page)).toEqual({
      cacheVersion: 3,
      page: { id: 'home', sections: [{ linkId: 'hero', uid: 'hero' }] },
      sections: [{ linkId: 'hero', uid: 'hero', children: ['t'] }],
      wwObjects: { t: { uid: 't', type: 'text', settings: { text: 'Hello' } } },
    });
  });
});
