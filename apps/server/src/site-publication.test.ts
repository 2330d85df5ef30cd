// SITE selects the mounted site: the forklift portal (the default) or the showcase; unknown names fail at start.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE, siteMigrations, sitePublication } from './site-publication';

describe('sitePublication', () => {
  it('mounts the portal by default and the showcase on request', () => {
    expect(DEFAULT_SITE).toBe('forklift');
    expect(sitePublication('forklift').site.design.id).toBe('forklift');
    expect(sitePublication('showcase').site.design.id).toBe('showcase');
    expect(sitePublication('forklift').client.entry).toBe('src/client.tsx');
  });

  it('gives the showcase its own migrations and the portal none beyond those every server runs', () => {
    expect(siteMigrations('showcase').length).toBeGreaterThan(0);
    expect(siteMigrations('forklift')).toEqual([]);
  });

  it('refuses an unknown site', () => {
    expect(() => sitePublication('nope')).toThrow('Unknown SITE "nope"; expected one of forklift, showcase.');
  });
});
