// Serving a published site: the bundle build, pages (server-rendered), page data, robots, sitemap and manifest.
export { registerSiteRoutes } from './register-site-routes';
export type { SiteRoutesOptions } from './register-site-routes';
export { ensureClientBuild, isClientBuildStale, buildClient, readClientAssets } from './client-build';
export { sitemapUrls, sitemapXml } from './seo-routes';
export type { ClientAssets, RenderedPage, RenderPageInput, SiteClient, SitePublication } from './types';
