// Serving a published site: the bundle build, pages (server-rendered), robots, sitemap, manifest and service worker;
// its JSON areas (page data, collections, data sets) as API area declarations.
export { registerSiteRoutes } from './register-site-routes';
export type { SiteRoutesOptions } from './register-site-routes';
export { siteApiAreas } from './site-api-areas';
export { ensureClientBuild, isClientBuildStale, buildClient, readClientAssets } from './client-build';
export { sitemapUrls, sitemapXml } from './seo-routes';
export type {
  ClientAssets,
  DataSet,
  DataSetInput,
  DataSetRequest,
  DataSetResult,
  RenderedPage,
  RenderPageInput,
  SiteClient,
  SitePublication,
} from './types';
export { SiteError } from './errors';
export type { SiteErrorCode } from './errors';
export { DATA_SET_MAX_LIMIT } from './data-set-query';
export type { SessionClaims, VerifySession } from './session';
export type { RolesOf } from './access';
