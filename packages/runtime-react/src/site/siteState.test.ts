/** The hydration state: private plugin data never reaches the page, and the JSON cannot close its script. */
import { describe, expect, it } from 'vitest';
import { parseDesignInfo, parsePageData } from '@kit/runtime-core';
import { clientDesign, serializeSiteState } from './siteState';

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
});
