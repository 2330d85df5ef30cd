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
export { createElementActions } from './elements/element-actions';
export type { ElementActions, ElementActionHandler } from './elements/element-actions';
export { elementClass, stateClass, elementStylesCss, pageStylesCss, declarationsCss } from './render/element-styles';
export type { ElementStyles, StyleDeclarations } from './render/element-styles';
export { createStaticLinks, toNavigationTarget } from './render/links';
export type { ElementLink, LinkResolver } from './render/links';
export { basicElements, buttonElement, flexboxElement, imageElement, libraryComponentElement, textElement } from './elements/basic/index';
export { SECTION_NOT_FOUND_MESSAGE } from './render/PageView';
export type { ElementData, SectionData } from './render/site-data';
export { createSiteRuntime, elementVariables } from './site/site-runtime';
export type { SiteRuntimeOptions } from './site/site-runtime';
export { SITE_ROOT_ID, SITE_STATE_ID, clientDesign, serializeSiteState } from './site/site-state';
export type { SiteState } from './site/site-state';
export { headTags } from './head/head-tags';
export type { HeadInput, HeadTag } from './head/head-tags';
export { renderHeadTags, escapeHtml, scriptSafeJson } from './head/render-head';
export { designTokensCss } from './theme/tokens';
export type { ColorToken, DesignTokens } from './theme/tokens';
export { themeBootScript } from './theme/theme-boot-script';
export { hydrateSite, readSiteState } from './client';
export { pageElementTypes, preloadPage, preloadPageElements } from './site/page-preload';
export { lazyElementComponent } from './elements/lazy-component';
export type { LazyElementComponent } from './elements/lazy-component';
export type { HydratedSite, HydrateSiteOptions } from './client';
export { createBrowserSite } from './site/browser-site';
export type { BrowserSite, BrowserSiteOptions } from './site/browser-site';
export type { SitePlugin } from './site/site-plugin';
export { readLibraryComponent } from './site/library-components';
export type { LibraryComponent } from './site/library-components';
export { browserContext } from './site/browser-context';
export type { BrowserContext } from './site/browser-context';
export { APP_MOUNTED_EVENT, captureInstallPrompt, dispatchAppMounted, setUpServiceWorker, whenAppMounted } from './service-worker';
export type { InstallPrompt, ServiceWorkerOptions } from './service-worker';
