// The portal's design: the 23 paths of seed 000 §2 exactly, access groups as §2/§6 say, and each page's head.
import { describe, expect, it } from 'vitest';
import { BRANDS, ROLE_IDS } from './brands';
import { buildForkliftSite } from './site';

const SPEC_PATHS = [
  'login',
  'signup',
  'forgot-password',
  'insert-new-password',
  'email-verification',
  'successful-purchase',
  'terms-and-conditions',
  'dashboard',
  'c-monarch-portal-freemium',
  'c-monarch-portal-fullaccess',
  'r-raynet-portal-freemium',
  'r-raynet-portal-freemium-fullaccess',
  't-sensei-portal-freemium',
  't-sensei-portal-fullaccess',
  'h-brick-portal-freemium',
  'h-brick-portal-freemium-copy',
  'u-stitch-portal-freemium',
  'u-stitch-portal-freemium-copy',
  'forklift-repair-help-with-ai',
  'availible-forklift-service-manuals',
  'services',
  'troubleshoot-your-forklift-manual-library',
  'available-forklift-parts-manuals',
];

const site = buildForkliftSite();
const pages = site.design.pages;
const pathOf = (page: (typeof pages)[number]) =>
  String((page.paths as Record<string, string>).en ?? (page.paths as Record<string, string>).default ?? '');
const byPath = (path: string) => pages.find((page) => pathOf(page) === path);

describe('the portal design', () => {
  it('has every path of the spec, with login as the home page at the root', () => {
    const home = pages.find((page) => page.id === site.design.homePageId);
    expect(home?.id).toBe('login');
    expect(pathOf(home as (typeof pages)[number])).toBe('');
    for (const path of SPEC_PATHS.filter((entry) => entry !== 'login')) expect(byPath(path), path).toBeDefined();
    expect(byPath('login')).toBeDefined();
    expect(byPath('404')).toBeDefined();
  });

  it('guards the dashboard and free portals with the freemium group and premium portals with the premium roles', () => {
    expect(byPath('dashboard')?.pageUserGroups).toEqual([{ id: 'freemium', roles: [ROLE_IDS.freemium] }]);
    for (const brand of BRANDS) {
      expect(byPath(brand.freePath)?.pageUserGroups).toEqual([{ id: 'freemium', roles: [ROLE_IDS.freemium] }]);
      const groups = byPath(brand.premiumPath)?.pageUserGroups ?? [];
      expect(groups.map((group) => group.roles)).toEqual([[brand.premiumRoleId], [ROLE_IDS.allAccess], [ROLE_IDS.admin]]);
    }
    for (const path of ['signup', 'forgot-password', 'services', 'troubleshoot-your-forklift-manual-library'])
      expect(byPath(path)?.pageUserGroups ?? []).toEqual([]);
    expect(site.design.signInPageId).toBe('login');
    expect(site.design.forbiddenPageId).toBe('upgrade');
  });

  it('gives every page a title, description, keywords, social texts and structured data of the right kind', () => {
    const types = (path: string) => {
      const data = JSON.parse(String((byPath(path)?.meta?.structuredData as Record<string, string>).en)) as {
        '@type'?: string;
        '@graph'?: Array<{ '@type': string }>;
      };
      return data['@graph'] ? data['@graph'].map((entry) => entry['@type']) : [data['@type']];
    };
    for (const path of SPEC_PATHS) {
      const page = byPath(path);
      const meta = page?.meta as Record<string, Record<string, string>>;
      expect(String((page?.title as Record<string, string>).en).length, path).toBeGreaterThan(10);
      for (const key of ['desc', 'keywords', 'socialTitle', 'socialDesc', 'structuredData'])
        expect(meta[key]?.en, `${path} ${key}`).toBeTruthy();
    }
    expect(types('login')).toEqual(['WebSite', 'Organization']);
    for (const brand of BRANDS) expect(types(brand.premiumPath)).toEqual(['Product']);
    expect(types('troubleshoot-your-forklift-manual-library')).toEqual(['CollectionPage', 'FAQPage']);
    expect(types('forklift-repair-help-with-ai')).toContain('FAQPage');
    expect((byPath('u-stitch-portal-freemium-copy')?.title as Record<string, string>).en).toBe('U-Stitch Portal Premium');
  });
});
