/** Public surface of @kit/plugin-supabase: the plugin factory, its settings rules, messages, errors, cookies and roles. */
export { createSupabasePlugin, realtimeTrigger, DEFAULT_PLUGIN_ID } from './plugin';
export type { PluginTarget, SupabasePlugin, SupabasePluginOptions } from './plugin';
export {
  isConfigurationValid,
  isConnectionValid,
  isRealtimeSettingValid,
  isCollectionConfigValid,
  resolveRoleSettings,
  DEFAULT_USER_COLUMN,
  DEFAULT_ROLE_COLUMN,
} from './settings';
export type { RoleSettings, SupabaseSettings, UserFieldRoles } from './settings';
export { AUTH_MESSAGES, DATABASE_MESSAGES, FUNCTION_MESSAGES, REALTIME_MESSAGES, STORAGE_MESSAGES } from './messages';
export { functionError, FUNCTION_METHODS } from './functions';
export type { FunctionMethod } from './functions';
export type { AuthMessageCode, DatabaseMessageCode } from './messages';
export { SupabasePluginError, MODE_MINIMAL_CODE } from './errors';
export {
  createMemoryCookies,
  browserCookies,
  serializeCookie,
  ACCESS_TOKEN_COOKIE,
  REFRESH_TOKEN_COOKIE,
  REFRESH_COOKIE_MAX_AGE,
} from './cookies';
export type { CookieAdapter, CookieOptions, MemoryCookies, StoredCookie } from './cookies';
export { AUTH_VARIABLES, USER_VARIABLE, IS_AUTHENTICATED_VARIABLE } from './auth-state';
export type { AuthUser } from './auth-state';
export { roleIdsOf, rolesFromUserField } from './roles';
export type { RoleRecord } from './roles';
export { filterToLogic, FilterOperatorError } from './filters';
export { createDatabaseSource, DATABASE_SOURCE_ID } from './database-source';
export { DEFAULT_CHANNEL } from './auth-sign-in';
export { DEFAULT_SIGN_OUT_SCOPE } from './auth-account';
export { createCollectionSync, realtimeChannelName, RealtimeSubscribeError } from './collection-sync';
export type { CollectionSync, TableChangeTarget } from './collection-sync';
export { REALTIME_TYPES } from './realtime-actions';
export type { RealtimeEvent, RealtimeType } from './realtime-actions';
export { sanitizeStoragePath, DEFAULT_LIST_LIMIT, DEFAULT_CACHE_CONTROL } from './storage-actions';
