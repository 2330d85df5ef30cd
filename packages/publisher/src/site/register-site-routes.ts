/**
 * Mounts a published site: builds its browser bundle if needed, then serves assets, SEO files, the service worker
 * and pages, private pages behind their guards. Its JSON areas (page data, collections, data sets) are declared in
 * `site-api-areas.ts` and mounted with the server's other areas, before these routes.
 */
import type { FastifyInstance } from 'fastify';
import { createSiteAccess } from './access';
import type { RolesOf } from './access';
import { ensureClientBuild } from './client-build';
import { registerPageRoutes } from './page-routes';
import { registerSeoRoutes } from './seo-routes';
import { registerServiceWorkerRoute } from './service-worker-route';
import { registerStaticAssetRoutes } from './static-assets';
import type { VerifySession } from './session';
import type { ClientAssets, SitePublication } from './types';

export interface SiteRoutesOptions {
  publication: SitePublication;
  siteUrl: () => string;
  /** Verifies an access token from the session cookie (signature and expiry); null when it is not valid. */
  verifySession: VerifySession;
  /** The role ids a user holds (the site's role-link table), for private pages' groups. */
  rolesOf: RolesOf;
  /** Public configuration handed to the browser with each page (never secrets). */
  clientConfig?: () => Readonly<Record<string, unknown>>;
  /**
   * The bundle, when the caller started building it earlier (a server builds it while its database migrates);
   * otherwise it is built here if needed.
   */
  assets?: Promise<ClientAssets>;
}

export async function registerSiteRoutes(
  app: FastifyInstance,
  { publication, siteUrl, verifySession, rolesOf, clientConfig, assets: building }: SiteRoutesOptions,
): Promise<void> {
  const assets = await (building ?? ensureClientBuild(publication.client));
  const { design, pages } = publication.site;
  const access = createSiteAccess({ design, pages, verifySession, rolesOf });
  registerStaticAssetRoutes(app, assets.outDir);
  registerSeoRoutes(app, publication.site.design, siteUrl, publication.site.manifest, publication.sitemapPaths);
  registerServiceWorkerRoute(app, publication.site.design, assets);
  registerPageRoutes(app, { publication, assets, siteUrl, access, verifySession, clientConfig: clientConfig ?? (() => ({})) });
}
