// The small SDK the sites build on: the standard client plugins wired from the page's state.
export { actionPlugin, createSitePlugins, DEFAULT_PLUGIN_IDS, publicSettings } from './site-plugins';
export type { SitePluginIds, SitePluginOptions } from './site-plugins';
