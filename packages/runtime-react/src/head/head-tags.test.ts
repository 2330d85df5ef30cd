/** Head tags: picked per language, social fallbacks, canonical, JSON-LD kept inside its script. */
import { describe, expect, it } from 'vitest';
import { pageInfoSchema } from '@kit/runtime-core';
import { headTags } from './head-tags';
import { renderHeadTags } from './render-head';

const page = pageInfoSchema.parse({
  id: 'p',
  title: { en: 'Hello', fr: 'Bonjour' },
  meta: { desc: { en: 'Desc "quoted"' }, keywords: 'a, b', structuredData: { en: '{"name":"</script><x>"}' } },
  metaImage: 'https://example.test/i.png',
});

describe('head tags', () => {
  it('picks the page language, then the default language', () => {
    const tags = headTags({ page, lang: 'fr', defaultLang: 'en', canonicalUrl: 'https://example.test/fr/p' });
    expect(tags[0]).toEqual({ kind: 'title', text: 'Bonjour' });
    expect(tags).toContainEqual({ kind: 'meta', name: 'description', content: 'Desc "quoted"' });
    expect(tags).toContainEqual({ kind: 'meta', property: 'og:title', content: 'Bonjour' });
    expect(tags).toContainEqual({ kind: 'meta', property: 'og:image', content: 'https://example.test/i.png' });
    expect(tags).toContainEqual({ kind: 'link', rel: 'canonical', href: 'https://example.test/fr/p' });
  });

  it('renders escaped HTML and keeps JSON-LD from closing its script', () => {
    const html = renderHeadTags(headTags({ page, lang: 'en', defaultLang: 'en' }));
    expect(html).toContain('<title>Hello</title>');
    expect(html).toContain('<meta name="description" content="Desc &quot;quoted&quot;">');
    expect(html).toContain('<meta name="keywords" content="a, b">');
    expect(html).toContain('<script type="application/ld+json">{"name":"\\u003c/script>\\u003cx>"}</script>');
  });

  it('falls back to the site name, then the page name, for the title', () => {
    const bare = pageInfoSchema.parse({ id: 'bare', name: 'Bare' });
    expect(headTags({ page: bare, lang: 'en', defaultLang: 'en', siteName: 'Site' })[0]).toEqual({ kind: 'title', text: 'Site' });
    expect(headTags({ page: bare, lang: 'en', defaultLang: 'en' })[0]).toEqual({ kind: 'title', text: 'Bare' });
  });
});
