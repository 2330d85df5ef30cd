/**
 * The hydration entry: reads the state the server embedded, builds the browser site (one runtime for the visit, the
 * router, collections, popups, plugins) and hydrates the server's HTML; then runs the first page load (auth init,
 * guard, collections, onload workflows) and follows navigation.
 */
import { hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { isPreloadable } from './elements/lazyComponent';
import type { ElementRegistry } from './elements/registry';
import { captureInstallPrompt, dispatchAppMounted, setUpServiceWorker } from './serviceWorker';
import type { InstallPrompt } from './serviceWorker';
import { LiveSiteApp } from './SiteApp';
import { createBrowserSite } from './site/browserSite';
import type { BrowserSite } from './site/browserSite';
import type { SitePlugin } from './site/sitePlugin';
import { SITE_ROOT_ID, SITE_STATE_ID } from './site/siteState';
import type { SiteState } from './site/siteState';

export interface HydrateSiteOptions {
  registry: ElementRegistry;
  /** The site's client plugins, built from the embedded state. */
  plugins?: (state: SiteState) => readonly SitePlugin[] | Promise<readonly SitePlugin[]>;
  document?: Document;
}

export interface HydratedSite {
  /** The React root, once the page's lazy elements are loaded and hydration has started. */
  root: Promise<Root>;
  site: BrowserSite;
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

/** Loads the chunks of the lazily loaded elements a page uses. */
export function preloadPageElements(objects: Readonly<Record<string, unknown>>, registry: ElementRegistry): Promise<unknown> {
  const types = new Set(Object.values(objects).map((element) => (element as { type?: unknown } | null)?.type));
  const loads = [...types].flatMap((type) => {
    const component = typeof type === 'string' ? registry.get(type)?.component : undefined;
    return isPreloadable(component) ? [component.preload()] : [];
  });
  return Promise.all(loads);
}

export function hydrateSite({ registry, plugins, document: doc = document }: HydrateSiteOptions): HydratedSite {
  const container = doc.getElementById(SITE_ROOT_ID);
  if (container === null) throw new Error(`#${SITE_ROOT_ID} is required to hydrate.`);
  const state = readSiteState(doc);
  // Seed §4 app start: the install prompt is captured and held from the start.
  const installPrompt = captureInstallPrompt();
  const site = createBrowserSite({ state, registry, plugins });
  // The page's lazy elements are loaded first, so the whole page hydrates at once against the server's HTML.
  const root = preloadPageElements(state.pageData.wwObjects, registry).then(() =>
    hydrateRoot(
      container,
      <LiveSiteApp runtime={site.runtime} registry={registry} page={site.page} links={site.links} progress={site.progress} popups={site.popups} />,
    ),
  );
  // The first load runs after React has attached, so hydration sees exactly the server's state; then the app is
  // mounted (its event fires) and the service worker is registered (or every worker removed when disabled).
  const ready = root
    .then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))
    .then(() => site.start())
    .then(() => {
      dispatchAppMounted();
      void setUpServiceWorker({ design: state.design });
    });
  ready.catch((error: unknown) => site.runtime.logger.log('error', 'The first page load failed.', { error: String(error) }));
  return { root, site, installPrompt, ready };
}
