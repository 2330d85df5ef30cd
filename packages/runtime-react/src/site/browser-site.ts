/**
 * The site in the browser: one runtime for the visit, with the router as navigation and language service, the
 * collection store (static JSON, server data sets, plugin sources), the popup manager, the page-load progress bar,
 * the HTTP file service and the plugins; and the page loader (its own chunk, from the first route on) running seed
 * §4's load order on every page change.
 * `page` is the page to render: it switches once the next page's variables and workflows are in place.
 */
import {
  breakpointOf,
  browserClipboard,
  browserGeolocation,
  createCustomCodeRegistry,
  realTimers,
  browserDocument,
  browserHistory,
  browserLocalStorage,
  browserUrl,
  createConsoleLogger,
  createLazyCollectionStore,
  createDeferredHttpFileService,
  createPopupManager,
  createProgressBar,
  createRouter,
  createThemeService,
  signal,
  loadQueryCodec,
  variableStorageKey,
} from '@kit/runtime-core';
import type {
  AuthHooks,
  CollectionSource,
  CollectionStore,
  CollectionStoreCode,
  DocumentAdapter,
  HistoryAdapter,
  KeyValueStorage,
  Logger,
  PageData,
  PageLoader,
  PopupManager,
  ProgressBar,
  ReadonlySignal,
  Router,
  Runtime,
} from '@kit/runtime-core';
import { loadFormulaHelpers, loadFormulaParser } from '@kit/formula';
import type { ElementRegistry } from '../elements/registry';
import { createStaticLinks } from '../render/links';
import type { LinkResolver } from '../render/links';
import { browserContext } from './browser-context';
import { libraryStackOf } from './library-components';
import type { SitePlugin } from './site-plugin';
import { createSiteRuntime } from './site-runtime';
import type { SiteState } from './site-state';
import { yieldToBrowser } from './yield-to-browser';

export interface BrowserSiteOptions {
  state: SiteState;
  registry: ElementRegistry;
  /**
   * Builds the plugins when the site starts, from the state (its design's plugin settings, the server's config). May
   * be async: a site loads its plugin code (supabase-js…) in its own chunk, so the page is interactive before it
   * arrives; the first page load waits for it.
   */
  plugins?: (state: SiteState) => readonly SitePlugin[] | Promise<readonly SitePlugin[]>;
  logger?: Logger;
  history?: HistoryAdapter;
  document?: DocumentAdapter;
  /**
   * The collection store's code (`@kit/runtime-core/collection-store`), loaded before hydration when the page
   * hydrates reading collections (`needsCollectionStore`). Without it the store keeps the definitions and loads its
   * code in the first page load of a page (or design) defining some.
   */
  collectionStore?: CollectionStoreCode;
}

/** Whether the design or the page defines collections: the store's code loads by the first page load. */
function definesCollections(state: SiteState): boolean {
  return state.design.collections.length > 0 || state.pageData.collections.length > 0;
}

/** Whether the page hydrates reading collections (they must be defined as on the server): the store's code first. */
export function needsCollectionStore(state: SiteState): boolean {
  return definesCollections(state) && state.collectionsRead !== false;
}

export interface BrowserSite {
  readonly runtime: Runtime;
  readonly router: Router;
  readonly collections: CollectionStore;
  readonly popups: PopupManager;
  readonly progress: ProgressBar;
  /** The plugins, loaded and installed when the site starts, before the first page load. */
  readonly plugins: Promise<readonly SitePlugin[]>;
  /** Element links: hrefs in the current language, navigation through the router. */
  readonly links: LinkResolver;
  /** The page rendered. */
  readonly page: ReadonlySignal<PageData>;
  /** Resolves the current location and runs the first page load (after hydration). */
  start(): Promise<void>;
  dispose(): void;
}

/** Variables kept in local storage that a page load does not reset take their stored value once storage is readable. */
function rereadPersistentVariables(runtime: Runtime, storage: KeyValueStorage | null): void {
  if (storage === null) return;
  for (const id of runtime.variables.ids()) {
    const definition = runtime.variables.definition(id);
    if (!definition?.isLocalStorage || !definition.isPersistentOnNav) continue;
    const raw = storage.getItem(variableStorageKey(id));
    if (raw === null) continue;
    try {
      runtime.variables.set(id, JSON.parse(raw) as unknown);
    } catch {
      runtime.logger.log('warn', 'Invalid stored value, using the default value', { variableId: id });
    }
  }
}

export function createBrowserSite(options: BrowserSiteOptions): BrowserSite {
  const { state, registry } = options;
  const { design } = state;
  const logger = options.logger ?? createConsoleLogger();
  const history = options.history ?? browserHistory();
  const doc = options.document ?? browserDocument();
  if (history === undefined) throw new Error('createBrowserSite needs a browser window (or a history adapter).');
  const localStorage = browserLocalStorage() ?? null;
  // Persisted variables read their stored values from the first page load on: until hydration they hold what
  // the server rendered (their defaults), so the HTML matches.
  let storageReadable = false;
  let stopWatchingBreakpoints: (() => void) | undefined;
  const storage = localStorage && {
    getItem: (key: string) => (storageReadable ? localStorage.getItem(key) : null),
    setItem: (key: string, value: string) => localStorage.setItem(key, value),
    removeItem: (key: string) => localStorage.removeItem(key),
  };
  const theme = createThemeService({ storage: localStorage ?? undefined, document: doc, defaultTheme: design.defaultTheme });
  // The plugins' code is requested when the site starts (after hydration), so it does not compete with it.
  let startPlugins!: () => void;
  const plugins = new Promise<void>((resolve) => (startPlugins = resolve)).then(() => options.plugins?.(state) ?? []);
  // The auth plugin's hooks once its code has arrived (start() installs the plugins before the first page load).
  let pluginHooks: AuthHooks | undefined;
  const authHooks: AuthHooks = {
    signInPageId: design.signInPageId,
    forbiddenPageId: design.forbiddenPageId,
    init: async () => {
      await pluginHooks?.init();
    },
    isAuthenticated: () => pluginHooks?.isAuthenticated() ?? false,
    userRoles: () => pluginHooks?.userRoles() ?? [],
  };

  const page = signal<PageData>(state.pageData);
  const progress = createProgressBar();
  const popups = createPopupManager({ stackOf: (componentId) => libraryStackOf(page.peek(), componentId) });
  // The store evaluates formulas with the runtime, which is created with the store as its collection service.
  const late: { runtime?: Runtime } = {};
  const router: Router = createRouter({
    design,
    history,
    logger,
    onRoute: async (route) => {
      await (await pageLoader()).load(route);
      updateBrowserContext();
    },
  });
  const origin = new URL(history.location().href).origin;
  const baseUrl = `${origin}${router.basePath}`;
  // Filled as the plugins are installed (the store reads its sources at fetch time).
  const pluginSources: Record<string, CollectionSource> = {};
  const collections = createLazyCollectionStore({
    load: () => import('@kit/runtime-core/collection-store'),
    create: (code, view) =>
      code.createCollectionStore({
        sources: { ...code.createDeferredHttpSources({ baseUrl }), plugins: pluginSources },
        evaluate: (value) => late.runtime?.formulas.evaluate(value),
        variables: () => Object.fromEntries((late.runtime?.variables.ids() ?? []).map((id) => [id, late.runtime?.variables.peek(id)])),
        logger,
        view,
      }),
    ...(options.collectionStore === undefined ? {} : { code: options.collectionStore }),
    logger,
  });

  // Defined before hydration, as the server had them (empty, unfetched), so formulas render the same text.
  collections.define([...design.collections, ...state.pageData.collections]);
  collections.setSiteCollections?.(design.collections.map((collection) => collection.id));
  collections.setPageCollections?.(state.pageData.collections.map((collection) => collection.id));
  const site = createSiteRuntime({
    design,
    pageData: state.pageData,
    lang: state.lang,
    registry,
    declaredVariables: state.elementVariables,
    storage,
    url: browserUrl() ?? null,
    logger,
    getUserRoles: () => authHooks.userRoles(),
    services: {
      navigation: router,
      language: router,
      collections,
      popups,
      theme,
      files: createDeferredHttpFileService({ apiUrl: origin, designId: design.id }),
      clipboard: browserClipboard(),
      geolocation: browserGeolocation(),
      timers: realTimers,
      customCode: createCustomCodeRegistry(),
    },
  });
  late.runtime = site;
  let hydrated = false;
  // Until hydration the context is the server's (default breakpoint, the design's theme), so formulas reading it
  // render the same HTML; from the first page load on it follows the window and the theme.
  const updateBrowserContext = () => {
    const breakpoint = hydrated ? breakpointOf(doc?.viewportWidth()) : 'default';
    const current = hydrated ? theme.getTheme() : design.defaultTheme;
    site.globalContext.patch({ browser: browserContext(history.location().href, router.basePath, breakpoint, current) });
  };
  updateBrowserContext();
  theme.subscribe(updateBrowserContext);
  const syncs: Array<{ start(): Promise<void>; stop(): Promise<void> }> = [];
  const installed = plugins.then((list) => {
    for (const plugin of list) {
      plugin.install(site);
      if (plugin.collectionSource) pluginSources[plugin.id] = plugin.collectionSource;
      if (plugin.syncCollections) syncs.push(plugin.syncCollections(collections));
      pluginHooks ??= plugin.authHooks?.({ signInPageId: design.signInPageId, forbiddenPageId: design.forbiddenPageId });
    }
    return list;
  });

  // The page loader arrives in its own chunk when the router first resolves a route (after hydration).
  let navigation: Promise<PageLoader> | undefined;
  const pageLoader = () =>
    (navigation ??= import('./page-navigation').then((module) =>
      module.createPageNavigation({
        state,
        registry,
        runtime: site,
        collections,
        router,
        history,
        document: doc,
        progress,
        auth: authHooks,
        baseUrl,
        currentPage: () => page.peek(),
        showPage: (data) => page.set(data),
      }),
    ));

  const staticLinks = new Map<string, LinkResolver>();
  const links: LinkResolver = {
    hrefFor(target) {
      const lang = router.getLang();
      let resolver = staticLinks.get(lang);
      if (resolver === undefined) staticLinks.set(lang, (resolver = createStaticLinks(design, lang)));
      return resolver.hrefFor(target);
    },
    navigate: (target) => router.navigate(target),
  };

  return {
    runtime: site,
    router,
    collections,
    popups,
    progress,
    plugins: installed,
    links,
    page,
    async start() {
      hydrated = true;
      storageReadable = true;
      rereadPersistentVariables(site, localStorage);
      updateBrowserContext();
      // Breakpoints follow the window (seed 001 §4: the app listens to the screen-size media queries): the
      // context, and every formula reading it, updates without a reload.
      stopWatchingBreakpoints = doc?.watchBreakpoints?.(updateBrowserContext);
      // The router reads the query of every location it resolves; the workflow actions' code, the formula parser
      // (the first page came with its formulas parsed) and the formula helpers (a page hydrates without them when its
      // formulas call none) are there before the first load's workflows, guards and collection fetches.
      startPlugins();
      await Promise.all([
        installed,
        loadQueryCodec(),
        site.loadWorkflows(),
        loadFormulaParser(),
        loadFormulaHelpers(),
        // The page's collections were kept by the lazy store until its code is here (see needsCollectionStore).
        definesCollections(state) ? collections.prepare?.() : undefined,
        options.collectionStore?.loadCollectionFetching(),
      ]);
      // The last chunk's arrival evaluated it in this task; the page load (guard, collections, onload) gets its own.
      await yieldToBrowser();
      await router.start();
      await Promise.all(
        syncs.map((sync) => sync.start().catch((error: unknown) => logger.log('error', 'Collection sync failed to start.', { error }))),
      );
    },
    dispose() {
      stopWatchingBreakpoints?.();
      router.stop();
      collections.cancelAll();
      for (const sync of syncs) sync.stop().catch(() => undefined);
      installed.then((list) => list.forEach((plugin) => plugin.dispose?.())).catch(() => undefined);
    },
  };
}
