/** The router and the page-load sequence: order, guards, cache version, failures, cancellation, navigation targets. */
import { describe, expect, it } from 'vitest';
import { createMemoryDocument } from '../adapters/document';
import { createMemoryHistory } from '../adapters/history';
import { createLazyCollectionStore } from '../collections/lazy-store';
import { createCollectionStore } from '../collections/store';
import type { CollectionStoreOptions } from '../collections/store';
import * as storeCode from '../collections/store-code';
import type { CollectionSource } from '../collections/types';
import { parseDesignInfo } from '../design/parse';
import { parsePageData } from '../design/parse';
import type { PageData } from '../design/schema';
import { createTestRuntime } from '../testing/test-runtime';
import { f, workflow } from '../testing/workflow-builder';
import { PageLoadError } from './page-data';
import { createPageLoader } from './page-loader';
import type { AuthHooks, PageLoadStep } from './page-loader';
import { createRouter } from './router';

const design = parseDesignInfo({
  id: 'site',
  homePageId: 'login',
  baseTag: { href: 'app' },
  langs: [{ lang: 'en', default: true }, { lang: 'fr' }],
  pages: [
    { id: 'login', name: 'Login', paths: { default: 'login' }, langs: ['en', 'fr'] },
    {
      id: 'dash',
      name: 'Dashboard',
      paths: { default: 'dashboard' },
      langs: ['en', 'fr'],
      pageUserGroups: [{ roles: ['admin'] }],
      sections: [{ uid: 's1', sectionTitle: 'Early Access' }],
    },
    { id: 'item', name: 'Item', paths: { default: 'item/{{itemId|1}}' }, langs: ['en'] },
    { id: 'forbidden', name: 'Forbidden', paths: { default: 'forbidden' }, langs: ['en'] },
  ],
});

function setup(
  options: {
    auth?: Partial<AuthHooks>;
    cacheVersion?: number;
    fail?: Error;
    url?: string;
    slow?: boolean;
    initialPageId?: string;
    /** A lazy store, as the browser's: its code "loads" (a step) before the first page with collections. */
    lazyStore?: boolean;
  } = {},
) {
  const steps: Array<PageLoadStep | string> = [];
  const history = createMemoryHistory(options.url ?? 'https://site.test/app');
  const document = createMemoryDocument();
  const plugin: CollectionSource = {
    id: 'db',
    nativePaging: false,
    fetch: async (request) => {
      steps.push(`fetch ${request.collection.id}`);
      if (options.slow) await new Promise((resolve) => setTimeout(resolve, 30));
      return { data: [request.collection.id] };
    },
  };
  const runtime = createTestRuntime({
    appWorkflows: [
      workflow('app-before', { a: { type: 'log', message: 'x' } }, { trigger: 'before-collection-fetch-app' }),
      workflow('app-onload', { a: { type: 'log', message: 'x' } }, { trigger: 'onload-app' }),
    ],
  });
  const storeOptions: CollectionStoreOptions = {
    sources: { static: plugin, server: plugin, plugins: { db: plugin } },
    logger: runtime.logger,
  };
  const collections = options.lazyStore
    ? createLazyCollectionStore({
        load: async () => {
          steps.push('store code');
          return storeCode;
        },
        create: (code, view) => code.createCollectionStore({ ...storeOptions, view }),
      })
    : createCollectionStore(storeOptions);
  const original = runtime.runTrigger;
  runtime.runTrigger = (trigger, executeOptions) => {
    steps.push(`trigger ${trigger}`);
    return original(trigger, executeOptions);
  };
  const pageData = (pageId: string): PageData =>
    parsePageData({
      cacheVersion: 3,
      page: design.pages.find((page) => page.id === pageId),
      variables: { itemId: { id: 'itemId', type: 'string', defaultValue: '' } },
      collections: [
        { id: 'child', mode: 'dynamic', pluginId: 'db', config: { parent: f("collections['parent'].data") } },
        { id: 'parent', mode: 'dynamic', pluginId: 'db' },
      ],
      // Each page's own named formula, beside the site's.
      formulas: [{ id: `where-${pageId}`, name: 'where', code: `'${pageId}'` }],
      workflows: [
        workflow(
          'page-onload',
          { a: { type: 'variable', varId: 'itemId', varValue: f("variables['itemId'] + '!'") } },
          { trigger: 'onload' },
        ),
      ],
    });
  // The server-rendered page, served from memory like the browser site's first page.
  const initialPage = options.initialPageId === undefined ? undefined : pageData(options.initialPageId);
  if (initialPage) runtime.variables.define(initialPage.variables as never);
  let router: ReturnType<typeof createRouter> | undefined = undefined;
  const loader = createPageLoader({
    ...(initialPage ? { initialPage } : {}),
    runtime,
    collections,
    history,
    document,
    expectedCacheVersion: options.cacheVersion ?? 3,
    loadPageData: async (pageId, lang) => {
      steps.push(`data ${pageId} ${lang}`);
      if (options.fail) throw options.fail;
      return pageId === initialPage?.page.id ? initialPage : pageData(pageId);
    },
    auth: {
      init: () => {
        steps.push('auth');
      },
      isAuthenticated: () => false,
      userRoles: () => [],
      signInPageId: 'login',
      forbiddenPageId: 'forbidden',
      ...options.auth,
    },
    homePageId: design.homePageId,
    siteFormulas: [{ id: 'site-name', name: 'siteName', code: "'site'" }],
    navigate: async (target) => (router as ReturnType<typeof createRouter>).navigate(target),
    onStep: (name) => steps.push(name),
  });
  const results: unknown[] = [];
  router = createRouter({ design, history, onRoute: async (route) => void results.push(await loader.load(route)) });
  return { steps, history, document, runtime, collections, router, loader, results };
}

describe('page-load order', () => {
  it("gives each page its own named formulas beside the site's, on every page it loads", async () => {
    const { router, runtime } = setup({ url: 'https://site.test/app' });
    const where = () => runtime.formulas.evaluate(f("formulas['where']() + ' on ' + formulas['siteName']()"));
    await router.start();
    expect(where()).toBe('login on site');
    await router.navigate({ kind: 'page', pageId: 'item' });
    expect(where()).toBe('item on site');
  });

  it('keeps what the visitor changed on the server-rendered page before its first load ran', async () => {
    const kept = setup({ url: 'https://site.test/app', initialPageId: 'login' });
    kept.runtime.variables.set('itemId', 'typed');
    await kept.router.start();
    expect(kept.runtime.variables.peek('itemId')).toBe('typed!');
    // Any other first page starts from its definitions, as every later page does.
    const reset = setup({ url: 'https://site.test/app' });
    reset.runtime.variables.define([{ id: 'itemId', type: 'string', defaultValue: '' }] as never);
    reset.runtime.variables.set('itemId', 'typed');
    await reset.router.start();
    expect(reset.runtime.variables.peek('itemId')).toBe('!');
  });

  it("loads a lazy store's code once, before the first page defining collections is reset, then fetches them", async () => {
    const { router, steps, collections, history } = setup({ lazyStore: true });
    await router.start();
    expect(steps.filter((name) => ['store code', 'guard', 'reset', 'fetch parent', 'fetch child'].includes(String(name)))).toEqual([
      'guard',
      'store code',
      'reset',
      'fetch parent',
      'fetch child',
    ]);
    expect(collections.get('child')?.data).toEqual(['child']);
    await router.navigate({ kind: 'page', pageId: 'item' });
    expect(history.location().pathname).toBe('/app/item/1');
    expect(steps.filter((name) => name === 'store code')).toHaveLength(1);
    expect(collections.get('parent')?.isFetched).toBe(true);
  });

  it('runs auth init, reset, before-fetch, dependency-ordered fetch, onload, then scroll', async () => {
    const { steps, router, results, document } = setup({ url: 'https://site.test/app/item/7#top' });
    await router.start();
    expect(results).toEqual([{ status: 'loaded', pageId: 'item' }]);
    expect(steps).toEqual([
      'set-lang',
      'load-page-data',
      'data item en',
      'auth-init',
      'auth',
      'guard',
      'reset',
      'before-fetch',
      'trigger before-collection-fetch-app',
      'trigger before-collection-fetch',
      'fetch-collections',
      'fetch parent',
      'fetch child',
      'onload',
      'trigger onload-app',
      'trigger onload',
      'scroll',
    ]);
    expect(document.scrolls).toEqual(['top']);
  });

  it('keeps the scroll when only the query of the page shown changes (filters update in place), back included', async () => {
    const { router, document, history, results } = setup({ url: 'https://site.test/app/item/7' });
    await router.start();
    expect(document.scrolls).toEqual([null]);
    await router.navigate({ kind: 'page', pageId: 'item', parameters: { itemId: '7' }, query: { fuel: 'lpg' } });
    await router.navigate({ kind: 'page', pageId: 'item', parameters: { itemId: '7' }, query: { fuel: 'lpg', system: 'mast' } });
    expect(history.location().search).toBe('?fuel=lpg&system=mast');
    history.back();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(results).toHaveLength(4);
    expect(document.scrolls).toEqual([null]);
    // Another parameter, another page or a section anchor is a new place: it scrolls.
    await router.navigate({ kind: 'page', pageId: 'item', parameters: { itemId: '8' } });
    await router.navigate({ kind: 'page', pageId: 'login' });
    await router.navigate({ kind: 'page', pageId: 'login', section: 'Early Access' });
    expect(document.scrolls).toEqual([null, null, null, expect.any(String)]);
  });

  it('sets path parameters into variables and exposes the page; app triggers run once', async () => {
    const { steps, router, runtime } = setup({ url: 'https://site.test/app/item/7' });
    await router.start();
    expect(runtime.variables.peek('itemId')).toBe('7!');
    expect(runtime.globalContext.peek('page')).toMatchObject({ id: 'item', path: 'item/{{itemId|1}}', lang: 'en', pageLoaded: true });
    steps.length = 0;
    await router.navigate({ kind: 'page', pageId: 'login' });
    expect(steps).toContain('page-unload');
    expect(steps).not.toContain('trigger onload-app');
    expect(steps).toContain('trigger onload');
  });

  it('forces a reload when the page is not at the expected cache version', async () => {
    const { router, results, history } = setup({ cacheVersion: 4 });
    await router.start();
    expect(results).toEqual([{ status: 'reloaded' }]);
    expect(history.reloads).toBe(1);
  });

  it('redirects to the URL the server returns when the load fails, else reloads the target path', async () => {
    const redirected = setup({ fail: new PageLoadError('nope', { redirectUrl: 'https://site.test/maintenance' }) });
    await redirected.router.start();
    expect(redirected.history.assigned).toEqual(['https://site.test/maintenance']);
    const reloaded = setup({ fail: new Error('network'), url: 'https://site.test/app/item/3' });
    await reloaded.router.start();
    expect(reloaded.history.assigned).toEqual(['https://site.test/app/item/3']);
  });

  it('sends signed-out visitors of a private page to the sign-in page with _source', async () => {
    const { router, history, results } = setup({ url: 'https://site.test/app/dashboard?x=1' });
    await router.start();
    expect(results[0]).toEqual({ status: 'loaded', pageId: 'login' });
    expect(results[1]).toEqual({ status: 'redirected', to: 'login' });
    expect(history.location().pathname).toBe('/app');
    expect(history.location().search).toBe('?_source=%2Fapp%2Fdashboard%3Fx%3D1');
  });

  it('sends signed-in visitors without the roles to the forbidden page', async () => {
    const { router, history } = setup({
      url: 'https://site.test/app/dashboard',
      auth: { isAuthenticated: () => true, userRoles: () => ['user'] },
    });
    await router.start();
    expect(history.location().pathname).toBe('/app/forbidden');
  });

  it('sends refused visitors to the home page (the login page) when no sign-in or forbidden page is set', async () => {
    const visitor = setup({ url: 'https://site.test/app/dashboard', auth: { signInPageId: null, forbiddenPageId: null } });
    await visitor.router.start();
    expect(visitor.results).toEqual([
      { status: 'loaded', pageId: 'login' },
      { status: 'redirected', to: 'login' },
    ]);
    expect(visitor.history.location().search).toBe('?_source=%2Fapp%2Fdashboard');
    const member = setup({
      url: 'https://site.test/app/dashboard',
      auth: { signInPageId: null, forbiddenPageId: null, isAuthenticated: () => true, userRoles: () => ['user'] },
    });
    await member.router.start();
    expect(member.history.location().pathname).toBe('/app');
    expect(member.results).not.toContainEqual({ status: 'loaded', pageId: 'dash' });
  });

  it('lets a user with every role of a group in', async () => {
    const { router, results } = setup({
      url: 'https://site.test/app/dashboard',
      auth: { isAuthenticated: () => true, userRoles: () => ['admin'] },
    });
    await router.start();
    expect(results).toEqual([{ status: 'loaded', pageId: 'dash' }]);
  });

  it('cancels a load and its collection fetches when the visitor navigates meanwhile', async () => {
    const { router, results, collections } = setup({ url: 'https://site.test/app/item/1', slow: true });
    const first = router.start();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(collections.get('parent')?.isFetching).toBe(true);
    await router.navigate({ kind: 'page', pageId: 'login' });
    await first;
    expect(results).toContainEqual({ status: 'cancelled' });
    expect(results).toContainEqual({ status: 'loaded', pageId: 'login' });
  });
});

describe('router', () => {
  it('builds page, path, query and section targets under the base path', async () => {
    const { router, history } = setup();
    await router.start();
    expect(router.hrefFor({ kind: 'page', pageId: 'item', parameters: { itemId: 5 }, query: { q: 'a b' } })).toBe('/app/item/5?q=a%20b');
    expect(router.hrefFor({ kind: 'page', pageId: 'dash', section: 's1' })).toBe('/app/dashboard#early-access');
    expect(router.hrefFor({ kind: 'path', path: '/dashboard/' })).toBe('/app/dashboard');
    expect(router.hrefFor({ kind: 'path', path: '/' })).toBe('/app');
    expect(() => router.hrefFor({ kind: 'page', pageId: 'nope' })).toThrow('Page not found.');
    await router.navigate({ kind: 'external', url: 'https://other.test/', newTab: true });
    await router.navigate({ kind: 'external', url: 'https://other.test/x' });
    await router.navigate({ kind: 'page', pageId: 'item', newTab: true });
    expect(history.opened).toEqual(['https://other.test/', 'https://site.test/app/item/1']);
    expect(history.assigned).toEqual(['https://other.test/x']);
  });

  it('redirects unknown paths to /404 and strips trailing slashes', async () => {
    const unknown = setup({ url: 'https://site.test/app/nope' });
    await unknown.router.start();
    expect(unknown.history.location().pathname).toBe('/app/404');
    expect(unknown.results).toEqual([{ status: 'not-found' }]);
    const slash = setup({ url: 'https://site.test/app/item/2/' });
    await slash.router.start();
    expect(slash.history.location().pathname).toBe('/app/item/2');
  });

  it('goes back through history, and switches language on pages that have it', async () => {
    const { router, history, results } = setup();
    await router.start();
    expect(router.canGoBack()).toBe(false);
    await router.navigate({ kind: 'page', pageId: 'item' });
    expect(router.canGoBack()).toBe(true);
    router.back();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(history.location().pathname).toBe('/app');
    expect(results.at(-1)).toEqual({ status: 'loaded', pageId: 'login' });
    expect(router.setLang('fr')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(history.location().pathname).toBe('/app/fr');
    expect(router.getLang()).toBe('fr');
    await router.navigate({ kind: 'page', pageId: 'item' });
    expect(router.setLang('fr')).toBe(false);
    expect(router.getDefaultLang()).toBe('en');
  });
});
