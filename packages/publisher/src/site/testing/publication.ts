/**
 * A small publication for the site routes' tests: a design with a home page, an about page, a private page, a page
 * per item (`items/{{itemId|}}`: items a and b, listed in the sitemap, another spelling redirected, others not found,
 * its HTML naming who reads it) and a 404 page, a static collection, a data set over a list of cities, and a
 * pre-built bundle.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { parseDesignInfo, parsePageData } from '@kit/runtime-core';
import type { PageData } from '@kit/runtime-core';
import type { RenderedPage, RenderPageInput, SitePublication } from '../types';

export function testingPublication(): SitePublication {
  const root = mkdtempSync(join(tmpdir(), 'kit-publisher-site-'));
  const sources = join(root, 'src');
  mkdirSync(sources);
  writeFileSync(join(sources, 'client.ts'), 'export {};\n');
  mkdirSync(join(root, 'dist', '.vite'), { recursive: true });
  mkdirSync(join(root, 'dist', 'assets'));
  writeFileSync(join(root, 'dist', 'assets', 'client-abc.js'), 'console.log(1);\n');
  writeFileSync(join(root, 'dist', 'assets', 'client-abc.js.br'), brotliCompressSync('console.log(1);\n'));
  writeFileSync(join(root, 'dist', 'assets', 'client-abc.css'), 'body{}\n');
  writeFileSync(join(root, 'dist', 'assets', 'shared-def.js'), 'export {};\n');
  mkdirSync(join(root, 'dist', 'sw'));
  writeFileSync(join(root, 'dist', 'sw', 'serviceworker.js'), '(()=>{const c=self.__SITE_SW;console.log(c)})();\n');
  writeFileSync(
    join(root, 'dist', '.vite', 'manifest.json'),
    JSON.stringify({
      'src/client.ts': {
        file: 'assets/client-abc.js',
        css: ['assets/client-abc.css'],
        isEntry: true,
        imports: ['_shared.js'],
        dynamicImports: ['src/lazy.ts'],
      },
      '_shared.js': { file: 'assets/shared-def.js' },
      'src/lazy.ts': { file: 'assets/lazy-123.js', isDynamicEntry: true, imports: ['_shared.js'] },
    }),
  );
  const pages = [
    { id: 'home', paths: { default: '' }, title: 'Home' },
    { id: 'about', paths: { default: 'about' }, title: 'About' },
    { id: 'login', paths: { default: 'login' }, title: 'Sign in' },
    { id: 'account', paths: { default: 'account' }, title: 'Account', pageUserGroups: [{}] },
    { id: 'item', paths: { default: 'items/{{itemId|}}' }, title: 'Item' },
    { id: 'missing', name: '404', paths: { default: '404' }, title: 'Not found' },
  ];
  const design = parseDesignInfo({ id: 'site', name: 'Site', homePageId: 'home', signInPageId: 'login', cacheVersion: 4, pages });
  const data: Record<string, PageData> = {};
  for (const page of design.pages) data[page.id] = parsePageData({ cacheVersion: 1, page, sections: [] });
  const cities = ['Lyon', 'Lille', 'Nantes', 'Nice', 'Paris'].map((name, index) => ({ id: index + 1, name }));
  return {
    site: {
      design,
      pages: data,
      tokensCss: ':root{--color-text:#000;}',
      collections: { colors: [{ id: 'red' }, { id: 'blue' }] },
      iconHref: '/icons/star.svg',
      manifest: { shortName: 'S', themeColor: '#123456', icons: [{ src: '/icons/star.svg', sizes: 'any', type: 'image/svg+xml' }] },
    },
    dataSets: {
      // Filters by the `prefix` variable and tells who asked, so tests see the variables and the session arrive.
      cities: async ({ limit, offset, variables, request }) => {
        const prefix = typeof variables.prefix === 'string' ? variables.prefix : '';
        const rows = cities.filter((city) => city.name.startsWith(prefix));
        return {
          data: rows.slice(offset, offset + limit).map((row) => ({ ...row, viewer: request.session?.sub ?? null })),
          total: rows.length,
        };
      },
      broken: async () => {
        throw new Error('database is down: secret detail');
      },
    },
    sitemapPaths: async () => ITEMS.map((item) => `/items/${item}`),
    render: ({ pageData, search, canonicalUrl, parameters, session }) => {
      if (pageData.page.id !== 'item') return page(root, { pageData, search, canonicalUrl });
      const id = parameters.itemId ?? '';
      if (id !== id.toLowerCase()) return { redirect: `/items/${id.toLowerCase()}${search}`, status: 301 };
      if (!ITEMS.includes(id)) return { notFound: true };
      return {
        headHtml: `<title>Item ${id}</title>`,
        html: `<h1>Item ${id}</h1><p>viewer=${String(session?.sub ?? 'visitor')}</p>`,
        rootId: 'app',
        stateScript: '',
        sessionDependent: true,
      };
    },
    client: { root, entry: 'src/client.ts', sources: [sources] },
  };
}

const ITEMS = ['a', 'b'];

function page(
  root: string,
  { pageData, search, canonicalUrl }: Pick<RenderPageInput, 'pageData' | 'search' | 'canonicalUrl'>,
): RenderedPage {
  return {
    headHtml: `<title>${String(pageData.page.title)}</title><link rel="canonical" href="${canonicalUrl}">`,
    html: `<h1>${String(pageData.page.title)}</h1><p>search=${search}</p>`,
    rootId: 'app',
    stateScript: '<script type="application/json" id="state">{}</script>',
    // The home page shows something loaded lazily: its chunk is preloaded there, and only there.
    ...(pageData.page.id === 'home' ? { modules: [join(root, 'src', 'lazy.ts'), join(root, 'src', 'not-built.ts')] } : {}),
  };
}
