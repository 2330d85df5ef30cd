/**
 * The page loader of the browser site: seed §4's load order on every route, page data fetched once per page and
 * language (the server's first page served from memory; for a page with path parameters only at its first load,
 * since the server may have written that one URL's record into it), each page's chunks preloaded before it renders,
 * and the head tags replaced when the page switches. Loaded in its own chunk when the site starts (after hydration): the
 * first page needs none of it to become interactive.
 */
import type { NamedFormulaDefinition } from '@kit/formula';
import { checkPageData, createPageDataClient, createPageLoader } from '@kit/runtime-core';
import type {
  AuthHooks,
  CollectionStore,
  DocumentAdapter,
  HistoryAdapter,
  PageData,
  PageLoader,
  ProgressBar,
  Router,
  Runtime,
} from '@kit/runtime-core';
import type { ElementRegistry } from '../elements/registry';
import { applyHeadTags } from '../head/apply-head-tags';
import { headTags } from '../head/head-tags';
import type { SiteState } from './site-state';
import { pageFormulaSources } from './page-formulas';
import { preloadPage } from './page-preload';
import { elementVariables } from './site-runtime';

export interface PageNavigationOptions {
  state: SiteState;
  registry: ElementRegistry;
  runtime: Runtime;
  collections: CollectionStore;
  router: Router;
  history: HistoryAdapter;
  document?: DocumentAdapter;
  progress: ProgressBar;
  auth: AuthHooks;
  /** The site's URL with its base path, where page data is served. */
  baseUrl: string;
  /** The page rendered now. */
  currentPage(): PageData;
  /** Switches the rendered page (once its variables, workflows and collections are defined). */
  showPage(data: PageData): void;
}

function pageCacheKey(pageId: string, lang: string): string {
  return `${lang}\u0000${pageId}`;
}

export function createPageNavigation(options: PageNavigationOptions): PageLoader {
  const { state, registry, router, history } = options;
  const { design } = state;
  const origin = new URL(history.location().href).origin;
  const defaultLang = design.langs.find((entry) => entry.default)?.lang ?? 'en';
  const showHead = (data: PageData) => {
    const document = (globalThis as { document?: Document }).document;
    if (document === undefined) return;
    const canonicalUrl = new URL(history.location().pathname, origin).href;
    applyHeadTags(document, headTags({ page: data.page, lang: router.getLang(), defaultLang, canonicalUrl, siteName: design.name }));
  };

  // The page the server rendered is served from memory; others are fetched once per language.
  const fetchPageData = createPageDataClient({ baseUrl: options.baseUrl, cacheVersion: design.cacheVersion, parse: checkPageData });
  const cache = new Map<string, PageData>([[pageCacheKey(state.pageData.page.id, state.lang), state.pageData]]);
  // The server renders a page with path parameters for its URL (a site may write that record's view and head into
  // its data: the portal's code pages), so another URL of the page must not start from it: served for the first load
  // only, then the page's own data is fetched like any other page's.
  const perUrl = Object.values(state.pageData.page.paths ?? {}).some((path) => typeof path === 'string' && path.includes('{{'));
  let initialServed = false;
  const loader: PageLoader = createPageLoader({
    runtime: options.runtime,
    homePageId: design.homePageId,
    collections: options.collections,
    loadPageData: async (pageId, lang) => {
      const key = pageCacheKey(pageId, lang);
      const cached = cache.get(key);
      if (cached === state.pageData && perUrl) {
        if (!initialServed) {
          initialServed = true;
          return cached;
        }
        cache.delete(key);
      } else if (cached !== undefined) return cached;
      const fetched = await fetchPageData(pageId, lang);
      // Its lazy elements' and helpers' chunks first: the page renders complete, and form elements seed their
      // variables in the same render as the server's would.
      await preloadPage(fetched.wwObjects, pageFormulaSources(design, fetched), registry);
      // The next page's elements expose their variables like the first page's (defined by createSiteRuntime).
      const exposed = elementVariables(fetched.wwObjects, registry) as unknown as PageData['variables'];
      const data: PageData = { ...fetched, variables: [...fetched.variables, ...exposed] };
      cache.set(key, data);
      return data;
    },
    expectedCacheVersion: design.cacheVersion,
    initialPage: state.pageData,
    siteFormulas: design.formulas as NamedFormulaDefinition[],
    history,
    document: options.document,
    progress: options.progress,
    auth: options.auth,
    navigate: async (target) => {
      await router.navigate(target);
    },
    onStep: (step) => {
      // The new page renders once its variables, workflows and collections are defined (before fetching).
      if (step === 'before-fetch' && loader.page !== undefined && loader.page !== options.currentPage()) {
        options.showPage(loader.page);
        showHead(loader.page);
      }
    },
  });
  return loader;
}
