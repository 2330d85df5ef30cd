/**
 * Mounts a published site: builds its browser bundle if needed, then serves assets, page data, static collections,
 * server data sets, SEO files, the service worker and pages, private content behind the pages' guards.
 */
import type { FastifyInstance } from 'fastify';
import { createSiteAccess } from './access';
import type { RolesOf } from './access';
import { ensureClientBuild } from './client-build';
import { registerCollectionRoutes } from './collection-routes';
import { registerDataSetRoutes } from './data-set-routes';
import { registerPageDataRoutes } from './page-data-routes';
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
  const defaultLang = design.langs.find((lang) => lang.default)?.lang ?? design.langs[0]?.lang ?? 'en';
  registerStaticAssetRoutes(app, assets.outDir);
  registerPageDataRoutes(app, { pages, access, defaultLang });
  registerCollectionRoutes(app, { collections: publication.site.collections ?? {}, access, defaultLang });
  await registerDataSetRoutes(app, { dataSets: publication.dataSets ?? {}, verifySession, access, defaultLang });
  registerSeoRoutes(app, publication.site.design, siteUrl, publication.site.manifest);
  registerServiceWorkerRoute(app, publication.site.design, assets);
  registerPageRoutes(app, { publication, assets, siteUrl, access, clientConfig: clientConfig ?? (() => ({})) });
}
