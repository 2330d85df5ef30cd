// @kit/publisher: serves a published design (pages, page data, SEO files), its payment endpoints, REST proxy, user files and icons.
export { apiAreaPrefixes } from './api-areas';
export {
  registerPaymentRoutes,
  PAYMENTS_BODY_LIMIT,
  registerSandboxRoutes,
  SANDBOX_BODY_LIMIT,
  httpWebhookTransport,
  injectWebhookTransport,
  WEBHOOK_PATH,
} from './payments';
export type { PaymentRoutesDeps } from './payments';
export { registerRestProxyRoutes, REST_PROXY_BODY_LIMIT, RestProxyError, isForbiddenAddress } from './rest-proxy';
export type { RestProxyOptions, RestProxyErrorCode } from './rest-proxy';
export { registerUserFileRoutes, USER_FILES_BODY_LIMIT, UserFileError, DEFAULT_USER_FILE_OPTIONS, USER_FILES_BUCKET } from './user-files';
export type { UserFileOptions, UserFileRoutesDeps, UserFileErrorCode } from './user-files';
export { registerIconRoutes, createIconStore } from './icons';
export type { Icon, IconStore } from './icons';
export {
  registerSiteRoutes,
  siteApiAreas,
  ensureClientBuild,
  isClientBuildStale,
  buildClient,
  readClientAssets,
  sitemapUrls,
  sitemapXml,
  SiteError,
  DATA_SET_MAX_LIMIT,
} from './site';
export type {
  ClientAssets,
  DataSet,
  DataSetInput,
  DataSetRequest,
  DataSetResult,
  RenderedPage,
  RenderPageInput,
  RolesOf,
  SessionClaims,
  SiteClient,
  SiteErrorCode,
  SitePublication,
  SiteRoutesOptions,
  VerifySession,
} from './site';
