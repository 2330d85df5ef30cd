/** Public surface of @kit/plugin-rest: the plugin factory, its action type, messages and errors. */
export { createRestPlugin, REST_REQUEST_ACTION } from './plugin';
export type { RestPlugin, RestPluginOptions, RestPluginTarget } from './plugin';
export { createRestCollectionSource } from './collection-source';
export type { RestCollectionPagination } from './collection-source';
export { RestPluginError, REST_PLUGIN_MESSAGES, wrapRestError } from './errors';
