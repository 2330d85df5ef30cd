// The pages that must open without the network (the viewer, search, diagnostics, the dashboard, the saved codes'
// pages) and every built file they load, kept in a cache the site's service worker answers from when the network
// fails (packages/publisher/src/site/service-worker/worker.ts, SAVED_PAGES_CACHE): keyed by path without the query,
// so `/manual?manual=…&page=212` opens the saved viewer shell, which reads its manual from IndexedDB.

/** The same name as the service worker's SAVED_PAGES_CACHE (offline/saved-pages.test.ts keeps them equal). */
export const SAVED_PAGES_CACHE = 'saved-for-offline';

/** The portal's pages that work offline (ARCHITECTURE §7) and the dashboard that lists what was saved. */
export const OFFLINE_PAGE_PATHS: readonly string[] = ['/manual', '/search', '/diagnostics', '/dashboard'];

/** Built files a page's HTML or a script names: `/assets/x.js` and, in scripts, chunks named relative to them. */
export function assetPathsIn(text: string, isScript: boolean): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/\/?assets\/[A-Za-z0-9_.@~-]+\.(?:m?js|css|woff2?|wasm|svg|png|json)/g)) {
    found.add(match[0].startsWith('/') ? match[0] : `/${match[0]}`);
  }
  if (isScript) {
    for (const match of text.matchAll(/["'`]\.\/([A-Za-z0-9_.@~-]+\.(?:m?js|css|wasm))["'`]/g)) found.add(`/assets/${match[1]}`);
  }
  return [...found];
}

async function fetchOk(path: string): Promise<Response | null> {
  const response = await fetch(path, { credentials: 'same-origin' }).catch(() => null);
  return response && response.ok && !response.redirected ? response : null;
}

/**
 * Keeps `paths` (pages) and everything they load in the saved-pages cache: their HTML, their page data, and the
 * built files named in the HTML and, recursively, in those scripts (lazy chunks, pdf.js and its worker).
 */
export async function savePagesForOffline(paths: readonly string[], pageDataIds: readonly string[] = []): Promise<number> {
  const cache = await caches.open(SAVED_PAGES_CACHE);
  const queue: string[] = [];
  const seen = new Set<string>();
  const enqueue = (path: string) => {
    if (!seen.has(path)) {
      seen.add(path);
      queue.push(path);
    }
  };
  for (const path of paths) {
    const response = await fetchOk(path);
    if (!response) continue;
    const html = await response.clone().text();
    await cache.put(path, response);
    assetPathsIn(html, false).forEach(enqueue);
  }
  for (const id of pageDataIds) {
    const response = await fetchOk(`/data/${encodeURIComponent(id)}.json`);
    if (response) await cache.put(`/data/${encodeURIComponent(id)}.json`, response);
  }
  // Built files are named by their content: one already kept is the same file.
  while (queue.length > 0) {
    const path = queue.shift()!;
    if (await cache.match(path)) {
      if (/\.m?js$/.test(path)) assetPathsIn(await (await cache.match(path))!.text(), true).forEach(enqueue);
      continue;
    }
    const response = await fetchOk(path);
    if (!response) continue;
    if (/\.m?js$/.test(path)) assetPathsIn(await response.clone().text(), true).forEach(enqueue);
    await cache.put(path, response);
  }
  return seen.size;
}

export async function deleteSavedPages(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(SAVED_PAGES_CACHE);
}
