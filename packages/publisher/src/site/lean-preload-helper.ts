/**
 * A smaller stand-in for vite's preload helper (`__vitePreload`, wrapped around every lazy import of the bundle). The
 * bundle is built without module preloading, so the only dependencies the helper is given are stylesheets; vite's
 * version (script preloading, CSP nonces, its error event: ~1 KB gzip of every page's first script) is replaced by
 * one that appends each stylesheet not already named by a link in the page, waits for it, then imports the chunk.
 */
import type { Plugin } from 'vite';

/** The id vite gives its helper module. */
const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

/** The helper's source for a bundle served under `base` (vite's `base`, ending with a slash). */
export function leanPreloadHelperSource(base: string): string {
  return `const base = ${JSON.stringify(base)};
const requested = new Set();
function stylesheet(dep) {
  const href = new URL(base + dep, document.baseURI).href;
  if (requested.has(href)) return undefined;
  requested.add(href);
  for (const link of document.getElementsByTagName('link')) if (link.href === href) return undefined;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  document.head.appendChild(link);
  return new Promise((resolve) => {
    link.onload = link.onerror = resolve;
  });
}
export function __vitePreload(load, deps) {
  const pending = (deps || []).filter((dep) => dep.endsWith('.css')).map(stylesheet);
  return pending.length === 0 ? load() : Promise.all(pending).then(load);
}
`;
}

/** The vite plugin serving that helper in place of vite's own. */
export function leanPreloadHelper(): Plugin {
  let base = '/';
  return {
    name: 'kit:lean-preload-helper',
    enforce: 'pre',
    configResolved(config) {
      base = config.base;
    },
    load(id) {
      return id === PRELOAD_HELPER_ID ? leanPreloadHelperSource(base) : undefined;
    },
  };
}
