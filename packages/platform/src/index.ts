export { loadConfig, ConfigError } from './config';
export type { PlatformConfig } from './config';
export type { PlatformContext } from './context';
export { openPlatform } from './open-platform';
export type { OpenPlatformOptions } from './open-platform';
export { registerPlatform, platformApiAreas } from './platform';
export { openDatabase, runAs } from './db';
export type { Database, Queryable, QueryResult, RequestIdentity } from './db';
export { runMigrations, readDefinitionDirs, readMigrationDir, platformMigrations } from './migrations';
export type { Migration } from './migrations';
export { createApiKeys, createJwtService, resolveJwtSecret } from './keys';
export type { ApiKeys, JwtService, JwtClaims } from './keys';
export {
  createOperatorAccess,
  isLoopbackHostname,
  jsonDepthExceeds,
  MAX_JSON_DEPTH,
  mountApiAreas,
  RateLimiter,
  SESSION_COOKIE,
  standInExposureWarning,
} from './http';
export type { ApiAreaDeclaration, ApiError, ErrorShape, OperatorAccess, OperatorCheck, RateLimit } from './http';
export { requestBearerToken, requestCaller, requestClaims, requestMailer, requestPlatformOrigin, requestSiteUrl } from './functions';
export type { FunctionCaller, FunctionMailer } from './functions';
export { siteMailLayout } from './mail';
export type { MailMessage, SiteIdentity, SiteMailContent } from './mail';
