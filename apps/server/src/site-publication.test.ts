// SITE selects the mounted site: the showcase (also standing in for the forklift portal until it has pages); unknown names fail at start.
import { describe, expect, it } from 'vitest';
import { sitePublication } from './site-publication';

describe('sitePublication', () => {
  it.each(['showcase', 'forklift'])('mounts the showcase for SITE=%s', (name) => {
    const publication = sitePublication(name);
    expect(publication.site.design.id).toBe('showcase');
    expect(publication.client.entry).toBe('src/client.tsx');
  });

  it('refuses an unknown site', () => {
    expect(() => sitePublication('nope')).toThrow('Unknown SITE "nope"; expected one of forklift, showcase.');
  });
});
