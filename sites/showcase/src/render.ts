/** Server rendering of a showcase page: head tags in the page's language and the body with its hydration state. */
import { lazyElementModules } from '@kit/elements/modules';
import { headTags, renderHeadTags, SITE_ROOT_ID, themeBootScript } from '@kit/runtime-react';
import { renderSitePage } from '@kit/runtime-react/server';
import type { CompiledSite } from '@kit/runtime-react/authoring';
import type { PageData } from '@kit/runtime-core';
import { showcaseRegistry } from './elements';

export interface ShowcaseRenderInput {
  pageData: PageData;
  lang: string;
  search: string;
  canonicalUrl: string;
  config?: Readonly<Record<string, unknown>>;
}

export async function renderShowcasePage(site: CompiledSite, input: ShowcaseRenderInput) {
  const defaultLang = site.design.langs.find((lang) => lang.default)?.lang ?? 'en';
  const headHtml =
    renderHeadTags(
      headTags({ page: input.pageData.page, lang: input.lang, defaultLang, canonicalUrl: input.canonicalUrl, siteName: site.design.name }),
    ) + themeBootScript(site.design.defaultTheme);
  const { html, stateScript } = await renderSitePage({
    design: site.design,
    pageData: input.pageData,
    registry: showcaseRegistry,
    lang: input.lang,
    search: input.search,
    url: input.canonicalUrl,
    config: input.config,
  });
  // The page's lazily loaded elements, announced to the publisher so their chunks download with the first script.
  return { headHtml, html, stateScript, rootId: SITE_ROOT_ID, modules: lazyElementModules(input.pageData.wwObjects) };
}
