/**
 * A publication with guarded content for the page-guard tests: a premium page with two groups (roles A and B, or
 * role C) declaring its own static collection and data set, a page any signed-in user may open, collections shared
 * with a public page, and users holding different roles. Optionally without sign-in and forbidden pages.
 */
import { parseDesignInfo, parsePageData } from '@kit/runtime-core';
import type { PageData } from '@kit/runtime-core';
import type { RolesOf } from '../access';
import type { SitePublication } from '../types';
import { testingPublication } from './publication';

export const ROLE_A = 'aaaaaaaa-0000-4000-8000-00000000000a';
export const ROLE_B = 'bbbbbbbb-0000-4000-8000-00000000000b';
export const ROLE_C = 'cccccccc-0000-4000-8000-00000000000c';

/** Users by id and the role ids each holds. */
export const GUARD_USERS: Readonly<Record<string, readonly string[]>> = {
  'user-ab': [ROLE_A, ROLE_B],
  'user-c': [ROLE_C],
  'user-a': [ROLE_A],
  'user-none': [],
};

export const guardRolesOf: RolesOf = async (userId) => GUARD_USERS[userId] ?? [];

export const PREMIUM_SECRET = 'premium secret text';

export function guardedPublication(options: { authPages: boolean }): SitePublication {
  const base = testingPublication();
  const pages = [
    { id: 'home', paths: { default: '' }, title: 'Home' },
    { id: 'about', paths: { default: 'about' }, title: 'About' },
    { id: 'login', paths: { default: 'login' }, title: 'Sign in' },
    { id: 'no-access', paths: { default: 'no-access' }, title: 'No access' },
    {
      id: 'premium',
      paths: { default: 'premium' },
      title: PREMIUM_SECRET,
      pageUserGroups: [
        { id: 'ab', roles: [ROLE_A, ROLE_B] },
        { id: 'c', roles: [{ id: ROLE_C }] },
      ],
    },
    { id: 'members', paths: { default: 'members' }, title: 'Members', pageUserGroups: [{}, { id: 'c', roles: [ROLE_C] }] },
  ];
  const auth = options.authPages ? { signInPageId: 'login', forbiddenPageId: 'no-access' } : {};
  const design = parseDesignInfo({
    id: 'guarded',
    name: 'Guarded',
    homePageId: 'home',
    cacheVersion: 1,
    pages,
    collections: [{ id: 'site-wide', mode: 'static' }],
    ...auth,
  });
  const collectionsOf: Record<string, unknown[]> = {
    premium: [
      { id: 'premium-docs', mode: 'static' },
      { id: 'premium-search', mode: 'dynamic', isThroughServer: true },
      { id: 'shared', mode: 'static' },
      { id: 'site-wide', mode: 'static' },
    ],
    about: [{ id: 'shared', mode: 'static' }],
    members: [{ id: 'members-docs', mode: 'static' }],
  };
  const data: Record<string, PageData> = {};
  for (const page of design.pages)
    data[page.id] = parsePageData({ cacheVersion: 1, page, sections: [], collections: collectionsOf[page.id] ?? [] });
  return {
    ...base,
    site: {
      ...base.site,
      design,
      pages: data,
      collections: {
        'premium-docs': [{ id: 1, text: PREMIUM_SECRET }],
        shared: [{ id: 'open' }],
        'site-wide': [{ id: 'everyone' }],
        'members-docs': [{ id: 'm' }],
      },
    },
    dataSets: {
      'premium-search': async ({ request }) => ({ data: [{ text: PREMIUM_SECRET, viewer: request.session?.sub ?? null }], total: 1 }),
      'open-search': async () => ({ data: [], total: 0 }),
    },
  };
}
