/**
 * The server-rendering entry (`@kit/runtime-react/server`): renders a page of a site to HTML with the same runtime
 * set-up the browser hydrates with, and gives the state script to embed next to it.
 */
import { renderToString } from 'react-dom/server';
import { createMemoryUrl } from '@kit/runtime-core';
import type { DesignInfo, Logger, PageData } from '@kit/runtime-core';
import type { ElementRegistry } from './elements/registry';
import { SiteApp } from './SiteApp';
import { createSiteRuntime } from './site/siteRuntime';
import { serializeSiteState } from './site/siteState';

export interface RenderSitePageInput {
  design: DesignInfo;
  pageData: PageData;
  registry: ElementRegistry;
  lang: string;
  /** The request's query string (query variables read it). */
  search?: string;
  logger?: Logger;
}

export interface RenderedSitePage {
  /** The page's HTML, to place inside the root element. */
  html: string;
  /** The `<script type="application/json">` the hydration entry reads. */
  stateScript: string;
}

export function renderSitePage(input: RenderSitePageInput): RenderedSitePage {
  const runtime = createSiteRuntime({
    design: input.design,
    pageData: input.pageData,
    lang: input.lang,
    storage: null,
    url: createMemoryUrl(input.search ?? ''),
    logger: input.logger,
  });
  const html = renderToString(<SiteApp runtime={runtime} registry={input.registry} pageData={input.pageData} />);
  return { html, stateScript: serializeSiteState({ design: input.design, pageData: input.pageData, lang: input.lang }) };
}
