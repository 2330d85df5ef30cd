/** Roles from the configured user field (string, strings, objects; names mapped to ids) and role ids for the guard. */
import { describe, expect, it } from 'vitest';
import { mergeRoles, roleIdsOf, rolesFromUserField } from './roles';

const user = {
  app_metadata: { role: 'admin', roles: ['admin', 'r-9'], groups: [{ name: 'premium' }, { name: 'free' }, { other: 1 }] },
};
const nameToId = { admin: 'r-1', premium: 'r-2', free: 'r-3' };

describe('roles from the user field', () => {
  it('reads a string, an array of strings or an array of objects, mapping names to ids', () => {
    expect(rolesFromUserField(user, { path: 'app_metadata.role', type: 'string', nameToId })).toEqual([{ id: 'r-1' }]);
    expect(rolesFromUserField(user, { path: 'app_metadata.roles', type: 'array', nameToId })).toEqual([{ id: 'r-1' }, { id: 'r-9' }]);
    expect(rolesFromUserField(user, { path: 'app_metadata.groups', type: 'objects', nameToId })).toEqual([{ id: 'r-2' }, { id: 'r-3' }]);
    expect(rolesFromUserField(user, { path: 'app_metadata.groups', type: 'objects', key: 'other' })).toEqual([{ id: '1' }]);
  });

  it('gives no roles for a missing field or a wrong shape', () => {
    expect(rolesFromUserField(user, undefined)).toEqual([]);
    expect(rolesFromUserField(user, { path: 'app_metadata.none', type: 'string' })).toEqual([]);
    expect(rolesFromUserField(user, { path: 'app_metadata.role', type: 'array' })).toEqual([]);
  });

  it('merges lists by id and gives the guard the ids', () => {
    const roles = mergeRoles([{ id: 'r-1', name: 'admin' }], [{ id: 'r-1' }, { id: 'r-2' }]);
    expect(roles).toEqual([{ id: 'r-1', name: 'admin' }, { id: 'r-2' }]);
    expect(roleIdsOf({ roles })).toEqual(['r-1', 'r-2']);
    expect(roleIdsOf({})).toEqual([]);
    expect(roleIdsOf(undefined)).toEqual([]);
  });
});
