/**
 * The site's service worker (bundled by the publisher's vite build; its config is written in when served):
 * an offline app shell with workbox — the entry chunk, its imports, styles and the home page precached; pages
 * network-first with the cached copy or the home page offline; hashed assets cache-first; published JSON
 * network-first; API areas never touched. Caches are named by the cache version and older ones deleted.
 */
import { cacheNames, clientsClaim, setCacheNameDetails } from 'workbox-core';
import { addRoute, matchPrecache, precache } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  ASSET_PREFIX,
  cacheNamesFor,
  DATA_PREFIXES,
  isNeverCached,
  isOutdatedCache,
  isStorablePage,
  navigationDenylist,
  SAVED_PAGES_CACHE,
} from './policy';
import type { WorkerConfig } from './policy';

/** The parts of the worker's global scope used here (the DOM library the project compiles with has no worker types). */
interface WorkerEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface WorkerScope {
  __SITE_SW: WorkerConfig;
  location: Location;
  addEventListener(type: 'activate', listener: (event: WorkerEvent) => void): void;
  skipWaiting(): Promise<void>;
  clients: { matchAll(options: { type: 'window' }): Promise<ReadonlyArray<{ url: string }>> };
}

// Replaced by the publisher with the publication's config: written literally, once, so the bundler keeps it as is.
const config = (self as unknown as WorkerScope).__SITE_SW;
const scope = self as unknown as WorkerScope;
const names = cacheNamesFor(config.cacheVersion);

setCacheNameDetails({ prefix: 'site', suffix: `v${config.cacheVersion}` });
// A new publication takes over at once: its pages need its assets, not the previous ones.
void scope.skipWaiting();
clientsClaim();

const sameOrigin = (url: URL) => url.origin === scope.location.origin;
const storablePagesOnly = {
  cacheWillUpdate: async ({ response }: { response: Response }) =>
    isStorablePage({ status: response.status, redirected: response.redirected, cacheControl: response.headers.get('cache-control') })
      ? response
      : null,
};
const pages = new NetworkFirst({ cacheName: names.pages, networkTimeoutSeconds: 4, plugins: [storablePagesOnly] });

// Pages first (so the home page is never answered from the precache while online), then the precache route.
registerRoute(new NavigationRoute(pages, { denylist: navigationDenylist() }));
registerRoute(({ url }) => sameOrigin(url) && url.pathname.startsWith(ASSET_PREFIX), new CacheFirst({ cacheName: names.assets }));
registerRoute(
  ({ url }) => sameOrigin(url) && !isNeverCached(url.pathname) && DATA_PREFIXES.some((prefix) => url.pathname.startsWith(prefix)),
  // Private page data and collections (sent `private, no-store`) are never kept, like private pages.
  new NetworkFirst({ cacheName: names.data, plugins: [storablePagesOnly] }),
);
precache(config.precache);
addRoute({ ignoreURLParametersMatching: [/^_wwcv$/, /^utm_/] });

/** What the site saved for offline use under this request's path (its query is read by the page itself). */
async function savedCopy(request: Request): Promise<Response | undefined> {
  const url = new URL(request.url);
  if (request.method !== 'GET' || !sameOrigin(url) || isNeverCached(url.pathname)) return undefined;
  if (!(await caches.has(SAVED_PAGES_CACHE))) return undefined;
  return (await caches.open(SAVED_PAGES_CACHE)).match(url.pathname);
}

// Offline and not cached here: what the site saved for offline use, else for a navigation the home page (the app
// shell); anything else fails as it would.
setCatchHandler(async ({ request }) => {
  const saved = await savedCopy(request);
  if (saved) return saved;
  if (request.mode === 'navigate') return (await matchPrecache(config.offlinePage)) ?? Response.error();
  return Response.error();
});

scope.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const current = [names.pages, names.assets, names.data, cacheNames.precache, cacheNames.runtime];
      for (const name of await caches.keys()) if (isOutdatedCache(name, current)) await caches.delete(name);
      // The page that registered this worker loaded before it existed: keep a copy of it for the next offline visit.
      const cache = await caches.open(names.pages);
      const windows = await scope.clients.matchAll({ type: 'window' });
      await Promise.all(
        windows
          .map((client) => new URL(client.url))
          .filter((url) => sameOrigin(url) && !isNeverCached(url.pathname))
          .map(async (url) => {
            const response = await fetch(url.href, { credentials: 'same-origin' }).catch(() => undefined);
            const storable =
              response !== undefined &&
              isStorablePage({
                status: response.status,
                redirected: response.redirected,
                cacheControl: response.headers.get('cache-control'),
              });
            if (storable) await cache.put(url.href, response);
          }),
      );
    })(),
  );
});
