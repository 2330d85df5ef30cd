/** The private-page decision table of seed 000 §4, §5, row by row. */
import { describe, expect, it } from 'vitest';
import { decidePageAccess, groupMatches } from './guards';
import type { AccessRequest } from './guards';

const base: AccessRequest = {
  pageUserGroups: [],
  isAuthenticated: false,
  userRoles: [],
  sourcePath: '/dashboard?tab=1',
  signInPageId: 'login',
  forbiddenPageId: 'forbidden',
};

interface Row {
  name: string;
  request: Partial<AccessRequest>;
  expected: ReturnType<typeof decidePageAccess>;
}

const signIn = { allowed: false, reason: 'not-signed-in', redirectPageId: 'login', query: { _source: '/dashboard?tab=1' } } as const;
// The forbidden page is told the refused page too (seed 000 is silent; the portal's upgrade page names its plan).
const forbidden = { allowed: false, reason: 'forbidden', redirectPageId: 'forbidden', query: { _source: '/dashboard?tab=1' } } as const;

const TABLE: Row[] = [
  { name: 'no groups: public, even signed out', request: {}, expected: { allowed: true, reason: 'public' } },
  { name: 'null groups: public', request: { pageUserGroups: null }, expected: { allowed: true, reason: 'public' } },
  { name: 'private, signed out → sign-in page with _source', request: { pageUserGroups: [{}] }, expected: signIn },
  {
    name: 'role groups, signed out → sign-in page with _source',
    request: { pageUserGroups: [{ roles: ['a'] }] },
    expected: signIn,
  },
  {
    name: 'first group empty: no role restriction',
    request: { pageUserGroups: [{}, { roles: ['a'] }], isAuthenticated: true },
    expected: { allowed: true, reason: 'open-group' },
  },
  {
    name: 'first group with empty roles list: no restriction',
    request: { pageUserGroups: [{ roles: [] }], isAuthenticated: true },
    expected: { allowed: true, reason: 'open-group' },
  },
  {
    name: 'user holds every role of the group',
    request: { pageUserGroups: [{ roles: ['a', 'b'] }], isAuthenticated: true, userRoles: ['b', 'a', 'c'] },
    expected: { allowed: true, reason: 'group-matched' },
  },
  {
    name: 'user holds only some roles of the group → forbidden page',
    request: { pageUserGroups: [{ roles: ['a', 'b'] }], isAuthenticated: true, userRoles: ['a'] },
    expected: forbidden,
  },
  {
    name: 'any matching group suffices',
    request: { pageUserGroups: [{ roles: ['a', 'b'] }, { roles: ['c'] }], isAuthenticated: true, userRoles: ['c'] },
    expected: { allowed: true, reason: 'group-matched' },
  },
  {
    name: 'roles given as records with ids',
    request: { pageUserGroups: [{ roles: [{ id: 'a' }] }], isAuthenticated: true, userRoles: [{ id: 'a', name: 'Admin' }] },
    expected: { allowed: true, reason: 'group-matched' },
  },
  {
    name: 'no group matches, no forbidden page → sign-in page',
    request: { pageUserGroups: [{ roles: ['a'] }], isAuthenticated: true, userRoles: [], forbiddenPageId: null },
    expected: { allowed: false, reason: 'forbidden', redirectPageId: 'login', query: { _source: '/dashboard?tab=1' } },
  },
  {
    name: 'no group matches, neither page set → no redirect page',
    request: { pageUserGroups: [{ roles: ['a'] }], isAuthenticated: true, forbiddenPageId: null, signInPageId: null },
    expected: { allowed: false, reason: 'forbidden', redirectPageId: undefined, query: { _source: '/dashboard?tab=1' } },
  },
];

describe('decidePageAccess', () => {
  it.each(TABLE)('$name', ({ request, expected }) => {
    expect(decidePageAccess({ ...base, ...request })).toEqual(expected);
  });
});

describe('groupMatches', () => {
  it('needs every role of the group', () => {
    expect(groupMatches({ roles: ['a', 'b'] }, new Set(['a', 'b']))).toBe(true);
    expect(groupMatches({ roles: ['a', 'b'] }, new Set(['a']))).toBe(false);
    expect(groupMatches({ roles: [] }, new Set())).toBe(true);
  });
});
