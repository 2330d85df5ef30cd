/** The hydration state: private plugin data never reaches the page, and the JSON cannot close its script. */
import { describe, expect, it } from 'vitest';
import { parseDesignInfo, parsePageData } from '@kit/runtime-core';
import { clientDesign, serializeSiteState } from './site-state';

const design = parseDesignInfo({
  id: 's',
  homePageId: 'p',
  plugins: [
    { id: 'stripe', settings: { publicData: { publishableKey: 'pk_test' }, privateData: { secretKey: 'sk_live_secret' } } },
    { id: 'plain', settings: 'x' },
  ],
});

describe('site state', () => {
  it('drops privateData from plugin settings and keeps publicData', () => {
    expect(clientDesign(design).plugins).toEqual([
      { id: 'stripe', settings: { publicData: { publishableKey: 'pk_test' } } },
      { id: 'plain', settings: 'x' },
    ]);
  });

  it('serialises without secrets and without a closing script tag', () => {
    const pageData = parsePageData({ cacheVersion: 1, page: { id: 'p', title: '</script><script>alert(1)</script>' } });
    const script = serializeSiteState({ design, pageData, lang: 'en' });
    expect(script).not.toContain('sk_live_secret');
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script).toContain('pk_test');
  });

  it('sends other pages without their head texts, unless a formula may read globalContext.pages', () => {
    const site = parseDesignInfo({
      id: 's',
      homePageId: 'a',
      pages: [
        { id: 'a', paths: { default: '' }, title: 'A', meta: { desc: { en: 'Page A described' } } },
        {
          id: 'b',
          paths: { default: 'b' },
          title: 'B',
          meta: { desc: { en: 'Page B described' } },
          sections: [{ uid: 'b-s1', sectionTitle: 'Prices' }],
        },
      ],
    });
    const pageData = parsePageData({ cacheVersion: 1, page: site.pages[0] });
    const state = (script: string) =>
      JSON.parse(script.replace(/^<script[^>]*>|<\/script>$/g, '')) as { design: { pages: Array<Record<string, unknown>> } };
    const other = {
      "context.item.data.pages + globalContext.browser.path + globalContext['page'].id": { type: 'Literal', value: null },
    } as never;
    const trimmed = state(serializeSiteState({ design: site, pageData, lang: 'en', parsedFormulas: other })).design.pages;
    expect(trimmed[0]?.meta).toEqual({ desc: { en: 'Page A described' } });
    expect(trimmed[1]).not.toHaveProperty('meta');
    expect(trimmed[1]).toMatchObject({ id: 'b', paths: { default: 'b' }, title: 'B', sections: [{ uid: 'b-s1', sectionTitle: 'Prices' }] });
    for (const source of ["globalContext.pages['b'].meta", "globalContext['pages'].b", 'keys(globalContext)', 'globalContext?.pages']) {
      const reading = { [source]: { type: 'Literal', value: null } } as never;
      expect(
        state(serializeSiteState({ design: site, pageData, lang: 'en', parsedFormulas: reading })).design.pages[1]?.meta,
        source,
      ).toEqual({ desc: { en: 'Page B described' } });
    }
  });
});
