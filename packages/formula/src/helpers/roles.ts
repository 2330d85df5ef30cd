/** matchAnyRoles / matchAllRoles: role checks against the signed-in user's roles (or a given list). */
import { isObjectLike } from '../values';
import type { HelperEnvironment } from './environment';

/** The identifiers a role is known by: its id and its name (a bare value is both). */
function roleKeys(role: unknown): unknown[] {
  if (isObjectLike(role)) return [role.id, role.name].filter((key) => key !== undefined && key !== null);
  return role === undefined || role === null ? [] : [role];
}

function asList(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value;
  if (isObjectLike(value) && Array.isArray(value.roles)) return value.roles;
  return [value];
}

function holds(userRoles: readonly unknown[], role: unknown): boolean {
  const wanted = roleKeys(role);
  return userRoles.some((owned) => roleKeys(owned).some((key) => wanted.includes(key)));
}

/** Arguments: (roles) checks the signed-in user; (userRoles or user, roles) checks the given ones. */
function split(env: HelperEnvironment, args: unknown[]): [unknown[], unknown[]] {
  if (args.length >= 2) return [asList(args[0]), asList(args[1])];
  return [[...env.getUserRoles()], asList(args[0])];
}

export function createRoleHelpers(env: HelperEnvironment) {
  return {
    matchAnyRoles(...args: unknown[]): boolean {
      const [userRoles, roles] = split(env, args);
      return roles.some((role) => holds(userRoles, role));
    },
    matchAllRoles(...args: unknown[]): boolean {
      const [userRoles, roles] = split(env, args);
      return roles.every((role) => holds(userRoles, role));
    },
  };
}
