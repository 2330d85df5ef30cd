/**
 * Server rendering of a portal page: head tags, the theme boot script, and the body with its hydration state.
 */
import { lazyElementModules } from '@kit/elements/modules';
import { headTags, renderHeadTags, SITE_ROOT_ID, themeBootScript } from '@kit/runtime-react';
import { renderSitePage } from '@kit/runtime-react/server';
import type { CompiledSite } from '@kit/runtime-react/authoring';
import type { PageData } from '@kit/runtime-core';
import { forkliftRegistry } from './elements';

export interface ForkliftRenderInput {
  pageData: PageData;
  lang: string;
  search: string;
  canonicalUrl: string;
  config?: Readonly<Record<string, unknown>>;
  /** The route's path parameters (the code page's brand and code). */
  parameters?: Readonly<Record<string, string>>;
  /** The visitor's verified session, null when signed out (the code page decides its details from it). */
  session?: Readonly<Record<string, unknown>> | null;
}

export async function renderForkliftPage(site: CompiledSite, input: ForkliftRenderInput) {
  const defaultLang = site.design.langs.find((lang) => lang.default)?.lang ?? 'en';
  const canonicalUrl = input.canonicalUrl;
  const headHtml =
    renderHeadTags(headTags({ page: input.pageData.page, lang: input.lang, defaultLang, canonicalUrl, siteName: site.design.name })) +
    themeBootScript(site.design.defaultTheme);
  const { html, stateScript } = await renderSitePage({
    design: site.design,
    pageData: input.pageData,
    registry: forkliftRegistry,
    lang: input.lang,
    search: input.search,
    url: input.canonicalUrl,
    config: input.config,
  });
  // The page's lazily loaded elements' chunks are preloaded with the first script: hydration waits for them (the
  // render does not defer them, see renderSitePage's deferLazyElements).
  return { headHtml, html, stateScript, rootId: SITE_ROOT_ID, modules: lazyElementModules(input.pageData.wwObjects) };
}
