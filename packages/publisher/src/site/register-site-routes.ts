/** Mounts a published site: builds its browser bundle if needed, then serves assets, page data, SEO files and pages. */
import type { FastifyInstance } from 'fastify';
import { ensureClientBuild } from './client-build';
import { registerPageDataRoutes } from './page-data-routes';
import { registerPageRoutes } from './page-routes';
import { registerSeoRoutes } from './seo-routes';
import { registerStaticAssetRoutes } from './static-assets';
import type { SitePublication } from './types';

export interface SiteRoutesOptions {
  publication: SitePublication;
  siteUrl: () => string;
}

export async function registerSiteRoutes(app: FastifyInstance, { publication, siteUrl }: SiteRoutesOptions): Promise<void> {
  const assets = await ensureClientBuild(publication.client);
  registerStaticAssetRoutes(app, assets.outDir);
  registerPageDataRoutes(app, publication.site.pages);
  registerSeoRoutes(app, publication.site.design, siteUrl);
  registerPageRoutes(app, { publication, assets, siteUrl });
}
