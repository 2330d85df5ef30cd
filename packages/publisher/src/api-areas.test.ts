// The publisher's reserved list and the service worker's policy are derived from the declared API areas: every
// prefix of every area is reserved (no site page there) and either never cached or deliberately kept offline.
import { describe, expect, it } from 'vitest';
import { API_AREAS, apiAreaPrefixes } from './api-areas';
import { RESERVED_PREFIXES } from './site/page-routes';
import { DATA_PREFIXES, isNeverCached, navigationDenylist } from './site/service-worker/policy';

describe('API areas', () => {
  const prefixes = apiAreaPrefixes();

  it('declares each prefix as /segment/', () => {
    for (const prefix of prefixes) expect(prefix).toMatch(/^\/[^/]+\/$/);
  });

  it.each(prefixes)('reserves %s from the site pages and keeps it out of the page cache', (prefix) => {
    expect(RESERVED_PREFIXES).toContain(prefix);
    const path = `${prefix}anything`;
    const area = API_AREAS.find((candidate) => candidate.prefixes.includes(prefix) && candidate.offline === undefined);
    if (area) {
      expect(isNeverCached(path)).toBe(true);
      expect(navigationDenylist().some((pattern) => pattern.test(path))).toBe(true);
    } else {
      expect(DATA_PREFIXES).toContain(prefix);
    }
  });
});
