/**
 * `robots.txt`, `sitemap.xml` (open pages only, every language, then the site's pages with path parameters it lists:
 * one per record) and `manifest.webmanifest` of the site (name, short name, start URL, display, colours and icons from
 * the publication).
 */
import type { FastifyInstance } from 'fastify';
import { createRouteTable, isNotFoundPage } from '@kit/runtime-core';
import type { DesignInfo } from '@kit/runtime-core';
import type { SiteManifest } from './types';

export const DEFAULT_THEME_COLOR = '#ffffff';

function xml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The absolute URLs of the open pages: no user groups, not the 404 page, no path parameters. */
export function sitemapUrls(design: DesignInfo, siteUrl: string): string[] {
  const table = createRouteTable(design);
  const base = siteUrl.replace(/\/+$/, '');
  return table.routes
    .filter((route) => {
      const page = table.getPage(route.pageId);
      return page !== undefined && page.pageUserGroups.length === 0 && !isNotFoundPage(page) && route.template.parameters.length === 0;
    })
    .map((route) => `${base}${route.pattern}`);
}

export function sitemapXml(urls: readonly string[]): string {
  const entries = urls.map((url) => `<url><loc>${xml(url)}</loc></url>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries}</urlset>\n`;
}

export function webManifest(design: DesignInfo, manifest: SiteManifest = {}): Record<string, unknown> {
  const name = design.name ?? design.id;
  return {
    name,
    short_name: manifest.shortName ?? name,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: manifest.backgroundColor ?? DEFAULT_THEME_COLOR,
    theme_color: manifest.themeColor ?? DEFAULT_THEME_COLOR,
    icons: manifest.icons ?? [],
  };
}

export function registerSeoRoutes(
  app: FastifyInstance,
  design: DesignInfo,
  siteUrl: () => string,
  manifest?: SiteManifest,
  sitemapPaths?: () => Promise<readonly string[]>,
): void {
  const manifestBody = JSON.stringify(webManifest(design, manifest));
  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(`User-agent: *\nAllow: /\nSitemap: ${siteUrl().replace(/\/+$/, '')}/sitemap.xml\n`),
  );
  app.get('/sitemap.xml', async (_request, reply) => {
    const base = siteUrl().replace(/\/+$/, '');
    const extra = sitemapPaths === undefined ? [] : await sitemapPaths();
    const urls = [...sitemapUrls(design, base), ...extra.map((path) => `${base}${path}`)];
    return reply.type('application/xml; charset=utf-8').send(sitemapXml(urls));
  });
  app.get('/manifest.webmanifest', async (_request, reply) => reply.type('application/manifest+json; charset=utf-8').send(manifestBody));
}
