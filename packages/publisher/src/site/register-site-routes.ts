/**
 * Mounts a published site: builds its browser bundle if needed, then serves assets, page data, static collections,
 * server data sets, SEO files, the service worker and pages.
 */
import type { FastifyInstance } from 'fastify';
import { ensureClientBuild } from './client-build';
import { registerCollectionRoutes } from './collection-routes';
import { registerDataSetRoutes } from './data-set-routes';
import { registerPageDataRoutes } from './page-data-routes';
import { registerPageRoutes } from './page-routes';
import { registerSeoRoutes } from './seo-routes';
import { registerServiceWorkerRoute } from './service-worker-route';
import { registerStaticAssetRoutes } from './static-assets';
import type { VerifySession } from './session';
import type { SitePublication } from './types';

export interface SiteRoutesOptions {
  publication: SitePublication;
  siteUrl: () => string;
  /** Verifies an access token from the session cookie (signature and expiry); null when it is not valid. */
  verifySession: VerifySession;
  /** Public configuration handed to the browser with each page (never secrets). */
  clientConfig?: () => Readonly<Record<string, unknown>>;
}

export async function registerSiteRoutes(app: FastifyInstance, { publication, siteUrl, verifySession, clientConfig }: SiteRoutesOptions): Promise<void> {
  const assets = await ensureClientBuild(publication.client);
  registerStaticAssetRoutes(app, assets.outDir);
  registerPageDataRoutes(app, publication.site.pages);
  registerCollectionRoutes(app, publication.site.collections ?? {});
  await registerDataSetRoutes(app, { dataSets: publication.dataSets ?? {}, verifySession });
  registerSeoRoutes(app, publication.site.design, siteUrl, publication.site.manifest);
  registerServiceWorkerRoute(app, publication.site.design, assets);
  registerPageRoutes(app, { publication, assets, siteUrl, verifySession, clientConfig: clientConfig ?? (() => ({})) });
}
