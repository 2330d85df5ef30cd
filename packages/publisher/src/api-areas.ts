/**
 * The first path segments of the API areas one server mounts beside a site: the site never renders a page under them
 * (`site/page-routes.ts`, they keep their own JSON not-found) and its service worker never caches them
 * (`site/service-worker/policy.ts`); both lists are derived from this one. Pure data: the worker bundles it.
 * The areas themselves (mount paths, body limit, error shape, routes) are `ApiAreaDeclaration`s, mounted from one list
 * (`platformApiAreas` in @kit/platform, `siteApiAreas` here, apps/server `api-areas.ts`); apps/server's tests fail when
 * a mounted area's prefix or any mounted route's first segment is missing here.
 */
export interface ApiArea {
  name: string;
  /** Path prefixes it answers under, each `/segment/`. */
  prefixes: readonly string[];
  /** The service worker keeps a network-first copy for offline use (static, public answers); otherwise never cached. */
  offline?: 'network-first';
}

export const API_AREAS: readonly ApiArea[] = [
  { name: 'rest', prefixes: ['/rest/'] },
  { name: 'auth', prefixes: ['/auth/'] },
  { name: 'storage', prefixes: ['/storage/'] },
  { name: 'functions', prefixes: ['/functions/'] },
  { name: 'realtime', prefixes: ['/realtime/'] },
  { name: 'mailbox', prefixes: ['/_dev/'] },
  // Payment endpoints (`/designs/{id}/stripe/…`), webhook and purchases.
  { name: 'payments', prefixes: ['/designs/', '/payments/'] },
  // The payments sandbox's hosted checkout, portal and authentication pages, its intents and clock.
  { name: 'sandbox', prefixes: ['/_sandbox/'] },
  { name: 'rest-proxy', prefixes: ['/designs/'] },
  { name: 'user-files', prefixes: ['/designs/'] },
  { name: 'icons', prefixes: ['/icons/'], offline: 'network-first' },
  // The site's published JSON (`site/site-api-areas.ts`): page data and static collections, kept for offline reading,
  // and its server data sets (`POST /ww/cms_data_sets/{id}/fetch`), never cached.
  { name: 'page-data', prefixes: ['/data/'], offline: 'network-first' },
  { name: 'collections', prefixes: ['/collections/'], offline: 'network-first' },
  { name: 'data-sets', prefixes: ['/ww/'] },
];

/** Every area's prefixes, each once, in declaration order (`which`: only those the worker never caches). */
export function apiAreaPrefixes(which: 'all' | 'never-cached' = 'all', areas: readonly ApiArea[] = API_AREAS): string[] {
  const chosen = which === 'all' ? areas : areas.filter((area) => area.offline === undefined);
  return [...new Set(chosen.flatMap((area) => area.prefixes))];
}
