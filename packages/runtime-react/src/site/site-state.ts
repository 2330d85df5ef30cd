/** What the server hands to the hydrating browser: the design, the page's data and its language, in one JSON script. */
import type { ParsedFormulas } from '@kit/formula';
import type { DesignInfo, PageData } from '@kit/runtime-core';
import { scriptSafeJson } from '../head/render-head';
import type { ExposedVariablesByType } from './site-runtime';

/** The element the page is rendered into, and the JSON script holding its state. */
export const SITE_ROOT_ID = 'app';
export const SITE_STATE_ID = '__site_state__';

export interface SiteState {
  design: DesignInfo;
  pageData: PageData;
  lang: string;
  /** Public configuration the server hands the browser (the platform's anon key…); never secrets. */
  config?: Readonly<Record<string, unknown>>;
  /**
   * The page's formulas parsed by the server (the design's and the page's, and every one its render compiled): the
   * browser hydrates with these and loads the formula parser only once the page is interactive.
   */
  parsedFormulas?: ParsedFormulas;
  /**
   * The exposed variables (initial values) of the element types the page uses: the browser defines them before the
   * lazily loaded elements' definitions arrive, since those hydrate after the page.
   */
  elementVariables?: ExposedVariablesByType;
  /**
   * Deferred hydration (the server rendered each lazily loaded element in its own boundary): the browser hydrates
   * the page before those elements' code arrives. Absent: their code loads before hydration.
   */
  deferLazyElements?: boolean;
  /**
   * Whether the server's render read `collections` (a formula it evaluated, or a named formula, names them). False:
   * the page hydrates without the collection store's code even when it defines collections (its first page load
   * brings it). Absent: the code loads before hydration whenever the design or the page defines collections.
   */
  collectionsRead?: boolean;
}

/**
 * The design as the browser may see it: plugin settings keep their `publicData` and lose `privateData` (server
 * secrets such as a payment provider's secret key live there and never reach a page).
 */
export function clientDesign(design: DesignInfo): DesignInfo {
  return {
    ...design,
    plugins: design.plugins.map((plugin) => {
      const settings = plugin.settings;
      if (typeof settings !== 'object' || settings === null || !('privateData' in settings)) return plugin;
      const { privateData: _privateData, ...rest } = settings as Record<string, unknown>;
      return { ...plugin, settings: rest };
    }),
  };
}

/** `globalContext` not followed by a property other than `pages` (`globalContext.browser` is not a read of the pages). */
const GLOBAL_CONTEXT_PAGES = /\bglobalContext\b(?!\s*(?:\?\.|\.)\s*(?!pages\b)[A-Za-z_$])(?!\s*\[\s*['"](?!pages['"])[^'"]*['"]\s*\])/;

/**
 * Whether any of the page's formulas may read `globalContext.pages`: one naming it, or passing `globalContext` whole
 * (a text search: a false match costs only bytes).
 */
function readsPages(parsedFormulas: SiteState['parsedFormulas']): boolean {
  return parsedFormulas === undefined || Object.keys(parsedFormulas).some((source) => GLOBAL_CONTEXT_PAGES.test(source));
}

/**
 * The design's pages as one page's browser needs them: the current page whole; the others without their head texts
 * (description, keywords, social texts, structured data: `meta`), which only their own page data (fetched when the
 * visitor goes there) uses. Routes, guards and section anchors keep what they read. Unless a formula of the page may
 * read `globalContext.pages`, which then must be the server's.
 */
export function pagesForPage(design: DesignInfo, pageId: string): DesignInfo['pages'] {
  return design.pages.map((page) => {
    if (page.id === pageId || page.meta === undefined) return page;
    const { meta: _meta, ...rest } = page;
    return rest as typeof page;
  });
}

export function serializeSiteState(state: SiteState): string {
  const design = clientDesign(state.design);
  const pages = readsPages(state.parsedFormulas) ? design.pages : pagesForPage(design, state.pageData.page.id);
  const safe: SiteState = { ...state, design: { ...design, pages } };
  return `<script type="application/json" id="${SITE_STATE_ID}">${scriptSafeJson(JSON.stringify(safe))}</script>`;
}
