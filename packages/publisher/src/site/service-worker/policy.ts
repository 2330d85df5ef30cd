/**
 * What the site's service worker caches, as pure data shared by the worker (bundled for the browser) and the
 * publisher: API areas are never cached; cache names carry the publication's cache version, so a new publication
 * starts with empty caches and the old ones are deleted.
 */
import { apiAreaPrefixes } from '../../api-areas';

/** Served by the platform or private to the server (every declared API area): always from the network, never stored. */
export const NEVER_CACHED_PREFIXES: readonly string[] = apiAreaPrefixes('never-cached');

/** Hashed bundle files: cache-first. */
export const ASSET_PREFIX = '/assets/';
/** Areas kept offline (page data, collections, icons): network-first, the cached copy offline. */
export const DATA_PREFIXES: readonly string[] = apiAreaPrefixes('all').filter((prefix) => !NEVER_CACHED_PREFIXES.includes(prefix));

/**
 * The cache a site fills with pages and built files it keeps for offline use (a member's "save for offline"): answered
 * by path, without the query, when the network fails. Its name does not start with CACHE_PREFIX: a new publication
 * keeps it (the site replaces its content when it saves again).
 */
export const SAVED_PAGES_CACHE = 'saved-for-offline';

/** Every cache of this worker starts with this; others (another app on the origin) are left alone. */
export const CACHE_PREFIX = 'site';

/** What the publisher writes into the worker script in place of `self.__SITE_SW`. */
export interface WorkerConfig {
  cacheVersion: string;
  /** Files fetched at install: the entry chunk, its static imports, their styles, and the home page. */
  precache: Array<{ url: string; revision: string | null }>;
  /** The page served for a navigation when the network fails and that page was never cached. */
  offlinePage: string;
}

/**
 * Whether a page response may be kept for offline use: a plain 200, not reached through a redirect (it would be
 * stored under the wrong URL), and not marked `no-store` or `private` (signed-in pages: another visitor of the same
 * browser must never see them offline).
 */
export function isStorablePage(response: { status: number; redirected: boolean; cacheControl: string | null }): boolean {
  if (response.status !== 200 || response.redirected) return false;
  const directives = (response.cacheControl ?? '').toLowerCase();
  return !/(^|[\s,])(no-store|private)([\s,=]|$)/.test(directives);
}

export function isNeverCached(pathname: string): boolean {
  return NEVER_CACHED_PREFIXES.some((prefix) => pathname.startsWith(prefix) || `${pathname}/` === prefix);
}

export function cacheNamesFor(cacheVersion: string) {
  const suffix = `v${cacheVersion}`;
  return { pages: `${CACHE_PREFIX}-pages-${suffix}`, assets: `${CACHE_PREFIX}-assets-${suffix}`, data: `${CACHE_PREFIX}-data-${suffix}` };
}

/** A cache of this worker that belongs to another publication (to delete at activation). */
export function isOutdatedCache(name: string, current: readonly string[]): boolean {
  return name.startsWith(`${CACHE_PREFIX}-`) && !current.includes(name);
}

/** The regular expressions a NavigationRoute's denylist takes (matched against pathname + search). */
export function navigationDenylist(): RegExp[] {
  return NEVER_CACHED_PREFIXES.map((prefix) => new RegExp(`^${prefix.slice(0, -1).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(/|\\?|$)`));
}
