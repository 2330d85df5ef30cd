/**
 * The hydration entry: reads the state the server embedded, builds the browser site (one runtime for the visit, the
 * router, collections, popups, plugins) and hydrates the server's HTML; then runs the first page load (auth init,
 * guard, collections, onload workflows) and follows navigation.
 */
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { addParsedFormulas, containsDataPipeline, formulasNeedDateHelpers, loadFormulaHelpers } from '@kit/formula';
import { loadQueryCodec } from '@kit/runtime-core';
import type { Root } from 'react-dom/client';
import type { ElementRegistry } from './elements/registry';
import { captureInstallPrompt, dispatchAppMounted } from './service-worker';
import type { InstallPrompt } from './service-worker';
import { LiveSiteApp } from './SiteApp';
import { createBrowserSite, needsCollectionStore } from './site/browser-site';
import type { BrowserSite } from './site/browser-site';
import { preloadPageElements } from './site/page-preload';
import { yieldToBrowser } from './site/yield-to-browser';
import type { SitePlugin } from './site/site-plugin';
import { SITE_ROOT_ID, SITE_STATE_ID } from './site/site-state';
import type { SiteState } from './site/site-state';

export interface HydrateSiteOptions {
  registry: ElementRegistry;
  /** The site's client plugins, built from the embedded state. */
  plugins?: (state: SiteState) => readonly SitePlugin[] | Promise<readonly SitePlugin[]>;
  document?: Document;
}

export interface HydratedSite {
  /** The React root, once the page's lazy elements are loaded and hydration has started. */
  root: Promise<Root>;
  /** The browser site, once built (after the query string codec when the URL has a query). */
  site: Promise<BrowserSite>;
  /** The browser's install prompt, held until the site asks to show it. */
  installPrompt: InstallPrompt;
  /** Resolves once the first page load (collections, onload workflows) has run. */
  ready: Promise<void>;
}

/** The state the server embedded in the page. */
export function readSiteState(doc: Document = document): SiteState {
  const stateElement = doc.getElementById(SITE_STATE_ID);
  if (stateElement === null) throw new Error(`#${SITE_STATE_ID} is required to hydrate.`);
  return JSON.parse(stateElement.textContent ?? '{}') as SiteState;
}

/**
 * Whether the page's formulas, as the state carries them parsed, call a helper kept in its own chunk (no trees: yes),
 * or its data (the page's, the design's) has a bound value with data pipeline steps, whose filter and sort load with
 * the helpers.
 */
function pageNeedsFormulaHelpers(state: SiteState): boolean {
  return (
    state.parsedFormulas === undefined ||
    formulasNeedDateHelpers(Object.keys(state.parsedFormulas)) ||
    containsDataPipeline(state.pageData) ||
    containsDataPipeline(state.design)
  );
}

/** Whether the design or the page defines a query variable (one mirrored in the URL's query string). */
function hasQueryVariables(state: SiteState): boolean {
  return [...state.design.variables, ...state.pageData.variables].some((variable) => variable.type === 'query');
}

export function hydrateSite({ registry, plugins, document: doc = document }: HydrateSiteOptions): HydratedSite {
  const container = doc.getElementById(SITE_ROOT_ID);
  if (container === null) throw new Error(`#${SITE_ROOT_ID} is required to hydrate.`);
  const state = readSiteState(doc);
  // Deferred hydration is the server's choice (its render put each lazy element in a boundary), carried in the state.
  const deferLazyElements = state.deferLazyElements === true;
  // Seed §4 app start: the install prompt is captured and held from the start.
  const installPrompt = captureInstallPrompt();
  // The page's formulas come parsed: the parser loads once the page is interactive.
  if (state.parsedFormulas !== undefined) addParsedFormulas(state.parsedFormulas);
  // The helpers kept in their own chunks, when the page's formulas call one, load first (the texts need them); query
  // variables read the URL when the site is built, so a query needs its codec first when the page has one (an empty
  // query needs none; `globalContext.browser.query` is read with URLSearchParams, and the router loads the codec
  // before it starts). The page's lazily loaded elements do not hold hydration up: each hydrates in its own boundary
  // once its code arrives (below).
  const search = doc.defaultView?.location.search ?? '';
  const readsQuery = search !== '' && search !== '?' && hasQueryVariables(state);
  // Only a deferred hydration needs its gate (the boundaries still waiting), so only it loads the gate's code.
  const deferredGate = deferLazyElements
    ? import('./render/deferred-hydration').then((module) => module.createDeferredHydration())
    : Promise.resolve(undefined);
  const pageElements = deferLazyElements ? undefined : preloadPageElements(state.pageData.wwObjects, registry);
  const site = Promise.all([
    // Before hydrating only when one of the page's formulas calls a helper kept in its own chunk: the state carries
    // every formula of the page and the design parsed (bindings, named formulas, workflows, components, popups, and
    // every source the server's render compiled). Anything else waits for them: the workflow engine and the first
    // page load load them first, and a bound formula calling one before it arrives is undefined until it has, then
    // recomputed (runtime-core's formula runtime), never an error in the render.
    pageNeedsFormulaHelpers(state) ? loadFormulaHelpers() : undefined,
    readsQuery ? loadQueryCodec() : undefined,
    pageElements,
    // The collection store's code, only when this page hydrates with collections defined.
    needsCollectionStore(state) ? import('@kit/runtime-core/collection-store') : undefined,
  ]).then(async ([, , , collectionStore]) => {
    // Each step below starts a task of its own (see yieldToBrowser): reading the page, building the site, hydrating
    // and the first page load were one chain of long tasks.
    await yieldToBrowser();
    return createBrowserSite({ state, registry, plugins, ...(collectionStore === undefined ? {} : { collectionStore }) });
  });
  let hydrated!: () => void;
  const hydration = new Promise<void>((resolve) => (hydrated = resolve));
  // Hydration runs as a transition: React then works in slices and yields to the browser between them (an input
  // arriving meanwhile is handled first), rather than one long task over the whole page (Lighthouse's blocking time).
  // startTransition only schedules the hydration: React starts it in a task of its own.
  const root = Promise.all([site, deferredGate]).then(([live, deferred]) => {
    let created!: Root;
    startTransition(() => {
      created = hydrateRoot(
        container,
        <LiveSiteApp
          runtime={live.runtime}
          registry={registry}
          page={live.page}
          links={live.links}
          progress={live.progress}
          popups={live.popups}
          deferred={deferred}
          lazyBoundaries={deferLazyElements}
          onHydrated={hydrated}
        />,
      );
    });
    return created;
  });
  // Once the page has hydrated, the code of its lazily loaded elements (forms, the viewer…) is fetched; their
  // boundaries hydrate as it arrives, and the first page load waits for all of them (it changes data they read).
  const elements = hydration.then(async () => {
    const deferred = await deferredGate;
    if (deferred === undefined) return pageElements;
    await preloadPageElements(state.pageData.wwObjects, registry).finally(() => deferred.elementsLoaded());
    await deferred.settled();
  });
  // The first load starts once React has committed the hydrated page: hydration sees exactly the server's state, and
  // the code the load brings (plugins, the workflow engine, the formula parser) does not compete with it. Then the
  // app is mounted (its event fires) and the service worker is registered (or every worker removed when disabled).
  const ready = Promise.all([site, root, hydration, elements])
    .then(async ([live]) => {
      // Out of the task that committed the hydrated page (its effects ran there).
      await yieldToBrowser();
      await live.start();
    })
    .then(() => {
      dispatchAppMounted();
      // The worker's registration is its own chunk: nothing before this point needs it.
      void import('./service-worker/registration').then((module) => module.setUpServiceWorker({ design: state.design }));
    });
  ready.catch((error: unknown) => {
    const message = 'The first page load failed.';
    site.then((live) => live.runtime.logger.log('error', message, { error: String(error) })).catch(() => console.error(message, error));
  });
  return { root, site, installPrompt, ready };
}
