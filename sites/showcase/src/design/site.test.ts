/** The showcase design compiles, validates and renders every page on the server; the 404 page is the catch-all. */
import { describe, expect, it } from 'vitest';
import { createRouteTable, isNotFoundPage } from '@kit/runtime-core';
import { renderShowcasePage } from '../render';
import { buildShowcaseSite } from './site';

describe('showcase design', () => {
  const site = buildShowcaseSite();

  it('has a home page at the root, an about page and a 404 catch-all', async () => {
    const routes = createRouteTable(site.design);
    expect(routes.resolve('/')).toMatchObject({ kind: 'page', page: { id: 'home' } });
    expect(routes.resolve('/about')).toMatchObject({ kind: 'page', page: { id: 'about' } });
    const missing = routes.resolve('/missing');
    expect(missing.kind).toBe('not-found');
    expect(missing.page !== undefined && isNotFoundPage(missing.page)).toBe(true);
  });

  it.each(['home', 'about', 'not-found'])('renders %s on the server with its title and text', async (pageId) => {
    const pageData = site.pages[pageId];
    expect(pageData).toBeDefined();
    const page = await renderShowcasePage(site, {
      pageData: pageData!,
      lang: 'en',
      search: '',
      canonicalUrl: `https://example.test/${pageId}`,
    });
    expect(page.headHtml).toMatch(/<title>[^<]+<\/title>/);
    expect(page.html).toMatch(/<h1 [^>]*>[^<]+<\/h1>/);
    expect(page.rootId).toBe('app');
  });

  it('renders the counter from its variable and the repeated element list', async () => {
    const page = await renderShowcasePage(site, {
      pageData: site.pages.home!,
      lang: 'en',
      search: '',
      canonicalUrl: 'https://example.test/',
    });
    expect(page.html).toContain('Clicked 0 times');
    expect(page.html).toContain('>Flexbox</p>');
    expect(page.headHtml).toContain('<script type="application/ld+json">');
  });
});
