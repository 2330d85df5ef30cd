/**
 * Public surface of @kit/runtime-react (browser side): <SiteApp>, the element registry and the basic elements,
 * head tags, design tokens and the hydration entry. Server rendering is `@kit/runtime-react/server`.
 */
export { HYDRATED_MARK, LiveSiteApp, SiteApp } from './SiteApp';
export type { LiveSiteAppProps, SiteAppProps } from './SiteApp';
export { createElementRegistry, defineElement, applySettingDefaults, lazyElement } from './elements/registry';
export type { ElementDefinition, ElementProps, ElementRegistry, LazyElementEntry, SettingDefinition } from './elements/registry';
export { elementVariableId } from './elements/registry';
export { useElementActions, useElementVariable, useFormula, useRuntime } from './elements/hooks';
export { createElementActions } from './elements/elementActions';
export type { ElementActions, ElementActionHandler } from './elements/elementActions';
export { elementClass, stateClass, elementStylesCss, pageStylesCss, declarationsCss } from './render/elementStyles';
export type { ElementStyles, StyleDeclarations } from './render/elementStyles';
export { createStaticLinks, toNavigationTarget } from './render/links';
export type { ElementLink, LinkResolver } from './render/links';
export { basicElements, buttonElement, flexboxElement, imageElement, libraryComponentElement, textElement } from './elements/basic/index';
export { SECTION_NOT_FOUND_MESSAGE } from './render/PageView';
export type { ElementData, SectionData } from './render/siteData';
export { createSiteRuntime, elementVariables } from './site/siteRuntime';
export type { SiteRuntimeOptions } from './site/siteRuntime';
export { SITE_ROOT_ID, SITE_STATE_ID, clientDesign, serializeSiteState } from './site/siteState';
export type { SiteState } from './site/siteState';
export { headTags } from './head/headTags';
export type { HeadInput, HeadTag } from './head/headTags';
export { renderHeadTags, escapeHtml, scriptSafeJson } from './head/renderHead';
export { designTokensCss } from './theme/tokens';
export type { ColorToken, DesignTokens } from './theme/tokens';
export { themeBootScript } from './theme/themeBootScript';
export { hydrateSite, readSiteState } from './client';
export { pageElementTypes, preloadPage, preloadPageElements } from './site/pagePreload';
export { lazyElementComponent } from './elements/lazyComponent';
export type { LazyElementComponent } from './elements/lazyComponent';
export type { HydratedSite, HydrateSiteOptions } from './client';
export { createBrowserSite } from './site/browserSite';
export type { BrowserSite, BrowserSiteOptions } from './site/browserSite';
export type { SitePlugin } from './site/sitePlugin';
export { readLibraryComponent } from './site/libraryComponents';
export type { LibraryComponent } from './site/libraryComponents';
export { browserContext } from './site/browserContext';
export type { BrowserContext } from './site/browserContext';
export { APP_MOUNTED_EVENT, captureInstallPrompt, dispatchAppMounted, setUpServiceWorker, whenAppMounted } from './serviceWorker';
export type { InstallPrompt, ServiceWorkerOptions } from './serviceWorker';
