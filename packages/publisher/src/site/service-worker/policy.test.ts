/** The worker's caching policy: API areas never cached, versioned cache names, outdated caches recognised. */
import { describe, expect, it } from 'vitest';
import { cacheNamesFor, isNeverCached, isOutdatedCache, isStorablePage, navigationDenylist } from './policy';

describe('service worker policy', () => {
  it.each([
    '/rest/v1/items',
    '/auth/v1/token',
    '/storage/v1/object/x',
    '/functions/v1/f',
    '/realtime/v1/websocket',
    '/designs/d/rest-api/request',
    '/payments/webhook',
    '/_sandbox/checkout/cs_1',
    '/_dev/mail',
    '/ww/cms_data_sets/x/fetch',
    '/rest',
  ])('never caches %s', (path) => {
    expect(isNeverCached(path)).toBe(true);
    expect(navigationDenylist().some((pattern) => pattern.test(path))).toBe(true);
  });

  it.each(['/', '/about', '/restaurants', '/authors/1', '/assets/a.js', '/data/home.json', '/collections/colors.json'])(
    'may cache %s',
    (path) => {
      expect(isNeverCached(path)).toBe(false);
      expect(navigationDenylist().some((pattern) => pattern.test(path))).toBe(false);
    },
  );

  it('names caches by the cache version and finds the outdated ones', () => {
    const names = cacheNamesFor('7');
    expect(names).toEqual({ pages: 'site-pages-v7', assets: 'site-assets-v7', data: 'site-data-v7' });
    const current = Object.values(names);
    expect(isOutdatedCache('site-pages-v6', current)).toBe(true);
    expect(isOutdatedCache('site-precache-v2-v6', current)).toBe(true);
    expect(isOutdatedCache('site-pages-v7', current)).toBe(false);
    expect(isOutdatedCache('another-app', current)).toBe(false);
  });

  it('keeps only plain 200 pages that are neither private nor reached through a redirect', () => {
    expect(isStorablePage({ status: 200, redirected: false, cacheControl: 'no-cache' })).toBe(true);
    expect(isStorablePage({ status: 200, redirected: false, cacheControl: null })).toBe(true);
    expect(isStorablePage({ status: 200, redirected: false, cacheControl: 'private, no-store' })).toBe(false);
    expect(isStorablePage({ status: 200, redirected: false, cacheControl: 'No-Store' })).toBe(false);
    expect(isStorablePage({ status: 200, redirected: true, cacheControl: 'no-cache' })).toBe(false);
    expect(isStorablePage({ status: 404, redirected: false, cacheControl: 'no-cache' })).toBe(false);
  });
});
