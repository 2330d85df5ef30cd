/**
 * The server-rendering entry (`@kit/runtime-react/server`): renders a page of a site to HTML with the same runtime
 * set-up the browser hydrates with, and gives the state script to embed next to it.
 */
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { loadFormulaHelpers, loadFormulaParser, parseFormulasAhead } from '@kit/formula';
import { createMemoryUrl, loadQueryCodec, normalizeBasePath } from '@kit/runtime-core';
import type { DesignInfo, Logger, PageData } from '@kit/runtime-core';
import type { ElementRegistry } from './elements/registry';
import { createStaticLinks } from './render/links';
import { SiteApp } from './SiteApp';
import { browserContext } from './site/browser-context';
import { pageFormulaSources } from './site/page-formulas';
import { preloadPageElements } from './site/page-preload';
import { serverSiteServices } from './site/server-services';
import { createSiteRuntime, exposedVariablesByType } from './site/site-runtime';
import { serializeSiteState } from './site/site-state';

/** A formula naming the collections (a text search: a false match only loads the store's code before hydrating). */
const NAMES_COLLECTIONS = /\bcollections\b/;

export interface RenderSitePageInput {
  design: DesignInfo;
  pageData: PageData;
  registry: ElementRegistry;
  lang: string;
  /** The request's query string (query variables read it). */
  search?: string;
  /** The page's absolute URL without the query (`globalContext.browser`); the site's root on localhost by default. */
  url?: string;
  /** Public configuration for the browser (the platform's anon key…), embedded in the state. */
  config?: Readonly<Record<string, unknown>>;
  logger?: Logger;
  /**
   * Deferred hydration: each lazily loaded element renders in its own Suspense boundary and the browser hydrates the
   * page before their code arrives. Off by default: on the portal's brand pages under load an update still reached a
   * boundary before its hydration now and then (React #422), and a text reading a field's exposed value renders
   * before the field (React's prerender writes a boundary's content after what follows it), so it shows the
   * declared initial value until hydration.
   */
  deferLazyElements?: boolean;
}

export interface RenderedSitePage {
  /** The page's HTML, to place inside the root element. */
  html: string;
  /** The `<script type="application/json">` the hydration entry reads. */
  stateScript: string;
}

/**
 * Renders a React tree to HTML once every Suspense boundary (lazily loaded element) has resolved. Every boundary is
 * written in place: by default React moves a completed boundary of more than 500 bytes past the first 12.8 KB to the
 * end of the document (a fallback in place, the content hidden, swapped by an inline script), which shows the
 * fallback to a browser without scripts and shifts the layout when the swap runs.
 */
export async function renderToHtml(node: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node, { progressiveChunkSize: Number.MAX_SAFE_INTEGER });
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : (chunk as Buffer).toString('utf8');
  return html;
}

/**
 * Renders with React 19's `prerenderToNodeStream`, which waits for every Suspense boundary (lazily loaded elements)
 * to resolve, so the HTML holds the whole page and hydration finds the same tree.
 */
export async function renderSitePage(input: RenderSitePageInput): Promise<RenderedSitePage> {
  // Everything is at hand on the server (the browser loads the date helpers only for pages that name one, the query
  // string codec only for a URL with a query, and the parser after hydration).
  await Promise.all([
    loadFormulaHelpers(),
    loadFormulaParser(),
    loadQueryCodec(),
    preloadPageElements(input.pageData.wwObjects, input.registry),
  ]);
  const compiled = new Set<string>();
  const runtime = createSiteRuntime({
    design: input.design,
    pageData: input.pageData,
    lang: input.lang,
    registry: input.registry,
    storage: null,
    url: createMemoryUrl(input.search ?? ''),
    logger: input.logger,
    services: serverSiteServices(input.design, input.pageData, input.lang),
    onFormula: (source) => compiled.add(source),
    globalContext: {
      browser: browserContext(
        `${input.url ?? 'http://localhost/'}${input.search ?? ''}`,
        normalizeBasePath(input.design.baseTag?.href),
        'default',
        input.design.defaultTheme,
      ),
    },
  });
  const html = await renderToHtml(
    <SiteApp
      runtime={runtime}
      registry={input.registry}
      pageData={input.pageData}
      links={createStaticLinks(input.design, input.lang)}
      lazyBoundaries={input.deferLazyElements === true}
    />,
  );
  // Read before the page's other formulas join the render's below (workflows fetching a collection do not count).
  const namedFormulas = [...input.design.formulas, ...input.pageData.formulas].map((formula) => JSON.stringify(formula.code ?? ''));
  const collectionsRead = [...compiled, ...namedFormulas].some((source) => NAMES_COLLECTIONS.test(source));
  // Every formula the browser may compile before its parser arrives: the design's, the page's and the render's.
  const sources = pageFormulaSources(input.design, input.pageData, compiled);
  const parsedFormulas = parseFormulasAhead(sources);
  return {
    html,
    stateScript: serializeSiteState({
      design: input.design,
      pageData: input.pageData,
      lang: input.lang,
      parsedFormulas,
      collectionsRead,
      ...(input.config === undefined ? {} : { config: input.config }),
      // Only a deferred hydration starts before the lazy elements' definitions (and their variables) are loaded.
      ...(input.deferLazyElements === true
        ? { deferLazyElements: true, elementVariables: exposedVariablesByType(input.pageData.wwObjects, input.registry) }
        : {}),
    }),
  };
}
