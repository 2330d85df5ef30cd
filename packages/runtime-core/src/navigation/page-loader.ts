/**
 * The page-load order of seed §4 as one sequence: set the language, load the page data (a cache-version
 * mismatch reloads, a failure redirects to the URL the server returns or reloads the target path),
 * auth init, the access guard, reset collections and variables, before-fetch workflows, auto-fetch of
 * non-static collections in dependency order, onload workflows, then scroll to the hash or the top (kept where it
 * was when only the query of the page shown changed: a filter or a sort updates the page in place).
 * A newer navigation cancels the running load and the collection fetches in flight.
 */
import type { NamedFormulaDefinition } from '@kit/formula';
import type { DocumentAdapter } from '../adapters/document';
import type { HistoryAdapter } from '../adapters/history';
import type { CollectionStore } from '../collections/store';
import type { PageData } from '../design/schema';
import type { Runtime } from '../runtime';
import type { NavigationTarget } from '../services/types';
import type { VariableDefinition } from '../variables/types';
import { WORKFLOW_TRIGGERS } from '../workflows/repository';
import type { WorkflowDefinition } from '../workflows/types';
import { decidePageAccess } from './guards';
import { exposePage } from './expose-page';
import type { PageDataLoader } from './page-data';
import { PageLoadError } from './page-data';
import type { ResolvedRoute } from './router';

/** Raised to page workflows when a collection fetch fails (the event holds message, data, id, name). */
export const COLLECTION_FETCH_ERROR_TRIGGER = 'on-collection-fetch-error';

export type PageLoadStep =
  | 'page-unload'
  | 'set-lang'
  | 'load-page-data'
  | 'auth-init'
  | 'guard'
  | 'reset'
  | 'before-fetch'
  | 'fetch-collections'
  | 'onload'
  | 'scroll';

export type PageLoadResult =
  | { status: 'loaded'; pageId: string }
  | { status: 'not-found' }
  | { status: 'cancelled' }
  | { status: 'reloaded' }
  | { status: 'redirected'; to: string };

export interface AuthHooks {
  init(): void | Promise<void>;
  isAuthenticated(): boolean;
  userRoles(): readonly unknown[];
  signInPageId?: string | null;
  forbiddenPageId?: string | null;
}

export interface PageLoaderOptions {
  runtime: Runtime;
  collections: CollectionStore;
  loadPageData: PageDataLoader;
  /** The cache version the site was published with; a page at another version forces a reload. */
  expectedCacheVersion?: string | number | null;
  history: HistoryAdapter;
  document?: DocumentAdapter;
  progress?: { show(): void; hide(): void };
  auth?: AuthHooks;
  /**
   * Where a refused visitor goes when no sign-in page is configured: the home page, which is the login page
   * (seed 000 §4: after a forbidden or not-signed-in result the user is sent to the login page), never the page.
   */
  homePageId?: string;
  setLang?: (lang: string) => void;
  /** Navigation for guard redirects (the router's navigate). */
  navigate: (target: NavigationTarget) => Promise<void>;
  onStep?: (step: PageLoadStep) => void;
  /**
   * The page the runtime was created with (the server-rendered one). Its first load keeps the variables and
   * collections as they are: they were defined for it when the site was built, and the visitor may already have
   * changed them between hydration and this load (a focus workflow, a typed value), which a reset would undo.
   */
  initialPage?: PageData;
  /** The site's named formulas: each page's own are added to them when it loads (formulas['name'](…)). */
  siteFormulas?: readonly NamedFormulaDefinition[];
}

export interface PageLoader {
  load(route: ResolvedRoute): Promise<PageLoadResult>;
  /** The data of the loaded page. */
  readonly page: PageData | undefined;
}

/** What a route shows, apart from its query: the page, its language and its path parameters. */
function placeOf(route: ResolvedRoute): string {
  const parameters = route.match.kind === 'page' ? route.match.parameters : {};
  return JSON.stringify([route.match.page?.id, route.match.lang, parameters]);
}

export function createPageLoader(options: PageLoaderOptions): PageLoader {
  const { runtime, collections, history } = options;
  let generation = 0;
  let loaded: PageData | undefined;
  let first = true;
  /** The page, language and path parameters last loaded: a route differing only by its query stays in place. */
  let shownPlace: string | undefined;
  const step = (name: PageLoadStep) => options.onStep?.(name);

  collections.onFetchError((event) => {
    runtime.runTrigger(COLLECTION_FETCH_ERROR_TRIGGER, { event }).catch((error: unknown) => {
      runtime.logger.log('error', 'Collection fetch-error workflow failed', { error });
    });
  });

  const run = async (route: ResolvedRoute, mine: number): Promise<PageLoadResult> => {
    const stale = () => mine !== generation;
    const page = route.match.page;
    if (page === undefined) return { status: 'not-found' };
    if (!first) {
      step('page-unload');
      await runtime.runTrigger(WORKFLOW_TRIGGERS.pageUnload);
    }
    step('set-lang');
    options.setLang?.(route.match.lang);

    step('load-page-data');
    let data: PageData;
    try {
      data = await options.loadPageData(page.id, route.match.lang);
    } catch (error) {
      if (stale()) return { status: 'cancelled' };
      const to = error instanceof PageLoadError && error.redirectUrl ? error.redirectUrl : route.href;
      runtime.logger.log('error', 'Page load failed', { pageId: page.id, error });
      history.assign(to);
      return { status: 'redirected', to };
    }
    if (stale()) return { status: 'cancelled' };
    const expected = options.expectedCacheVersion;
    if (expected !== undefined && expected !== null && String(data.cacheVersion) !== String(expected)) {
      history.reload();
      return { status: 'reloaded' };
    }

    step('auth-init');
    await options.auth?.init();
    if (stale()) return { status: 'cancelled' };

    step('guard');
    const auth = options.auth;
    const decision = decidePageAccess({
      pageUserGroups: page.pageUserGroups,
      isAuthenticated: auth?.isAuthenticated() ?? false,
      userRoles: auth?.userRoles() ?? [],
      sourcePath: route.href,
      signInPageId: auth?.signInPageId ?? options.homePageId,
      forbiddenPageId: auth?.forbiddenPageId,
    });
    if (!decision.allowed) {
      const target = decision.redirectPageId;
      if (target === undefined || target === page.id) return { status: 'redirected', to: '' };
      await options.navigate({ kind: 'page', pageId: target, query: decision.query });
      return { status: 'redirected', to: target };
    }

    // A page defining collections needs the store's code (a lazy store loads it with the first such page).
    if (data.collections.length > 0 && collections.prepare !== undefined) {
      await collections.prepare();
      if (stale()) return { status: 'cancelled' };
    }

    step('reset');
    const keepState = first && data === options.initialPage;
    loaded = data;
    runtime.workflows.setPageWorkflows(data.workflows as unknown as WorkflowDefinition[]);
    runtime.formulas.setNamedFormulas([...(options.siteFormulas ?? []), ...(data.formulas as NamedFormulaDefinition[])]);
    if (!keepState) {
      runtime.variables.resetForNavigation();
      runtime.variables.define(data.variables as VariableDefinition[]);
    }
    for (const [id, value] of Object.entries(route.match.kind === 'page' ? route.match.parameters : {})) {
      if (runtime.variables.has(id)) runtime.variables.set(id, value);
    }
    if (!keepState) {
      collections.resetForNavigation();
      collections.define(data.collections);
      collections.setPageCollections?.(data.collections.map((collection) => collection.id));
    }
    runtime.globalContext.patch({
      page: exposePage(data.page, route.match.lang),
      pageParameters: route.match.kind === 'page' ? route.match.parameters : {},
    });
    await collections.loadStatic();
    if (stale()) return { status: 'cancelled' };

    step('before-fetch');
    if (first) await runtime.runTrigger(WORKFLOW_TRIGGERS.beforeCollectionFetchApp);
    await runtime.runTrigger(WORKFLOW_TRIGGERS.beforeCollectionFetch);
    if (stale()) return { status: 'cancelled' };

    step('fetch-collections');
    await collections.autoFetch();
    if (stale()) return { status: 'cancelled' };

    step('onload');
    if (first) await runtime.runTrigger(WORKFLOW_TRIGGERS.onloadApp);
    first = false;
    await runtime.runTrigger(WORKFLOW_TRIGGERS.onload);
    if (stale()) return { status: 'cancelled' };

    step('scroll');
    const place = placeOf(route);
    if (route.hash !== '' || place !== shownPlace) options.document?.scrollTo(route.hash === '' ? null : route.hash);
    shownPlace = place;
    return { status: 'loaded', pageId: page.id };
  };

  return {
    get page() {
      return loaded;
    },
    async load(route) {
      generation += 1;
      const mine = generation;
      collections.cancelAll();
      options.progress?.show();
      try {
        return await run(route, mine);
      } finally {
        if (mine === generation) options.progress?.hide();
      }
    },
  };
}
