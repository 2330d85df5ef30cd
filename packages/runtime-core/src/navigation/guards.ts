/**
 * Private-page access (seed 000 §4, §5), as one decision table:
 * - no user groups: the page is public;
 * - a private page needs a signed-in visitor, else the sign-in page with the source path as `_source`;
 * - the first group empty (no roles): no role restriction;
 * - otherwise a group matches when the user holds every role of it, and any matching group suffices;
 * - no matching group: the forbidden page, else the sign-in page when no forbidden page is set.
 */
import type { UserGroup } from '../design/schema';
import { SOURCE_QUERY_KEY } from './source-query';

export interface AccessRequest {
  pageUserGroups: readonly UserGroup[] | null | undefined;
  isAuthenticated: boolean;
  /** Role ids the user holds (records with an id are accepted too). */
  userRoles: readonly unknown[];
  /** The path the visitor asked for, passed to the sign-in page. */
  sourcePath: string;
  signInPageId?: string | null;
  forbiddenPageId?: string | null;
}

export type AccessDecision =
  | { allowed: true; reason: 'public' | 'open-group' | 'group-matched' }
  | {
      allowed: false;
      reason: 'not-signed-in' | 'forbidden';
      /** Where to send the visitor; undefined when no page is configured for it. */
      redirectPageId: string | undefined;
      query: Record<string, string>;
    };

function roleIdOf(role: unknown): string | undefined {
  if (typeof role === 'string') return role;
  if (typeof role === 'object' && role !== null && typeof (role as { id?: unknown }).id === 'string') return (role as { id: string }).id;
  return undefined;
}

/** True when the user holds every role of the group. */
export function groupMatches(group: UserGroup, userRoleIds: ReadonlySet<string>): boolean {
  const roles = group.roles ?? [];
  return roles.every((role) => {
    const id = roleIdOf(role);
    return id !== undefined && userRoleIds.has(id);
  });
}

function isEmptyGroup(group: UserGroup | undefined): boolean {
  return group !== undefined && (group.roles ?? []).length === 0;
}

export function decidePageAccess(request: AccessRequest): AccessDecision {
  const groups = request.pageUserGroups ?? [];
  if (groups.length === 0) return { allowed: true, reason: 'public' };
  const signIn = request.signInPageId ?? undefined;
  if (!request.isAuthenticated) {
    return { allowed: false, reason: 'not-signed-in', redirectPageId: signIn, query: { [SOURCE_QUERY_KEY]: request.sourcePath } };
  }
  if (isEmptyGroup(groups[0])) return { allowed: true, reason: 'open-group' };
  const held = new Set(request.userRoles.map(roleIdOf).filter((id): id is string => id !== undefined));
  if (groups.some((group) => !isEmptyGroup(group) && groupMatches(group, held))) return { allowed: true, reason: 'group-matched' };
  // The refused page goes along too, so the page offering access can say what it was (the plan that opens it).
  return {
    allowed: false,
    reason: 'forbidden',
    redirectPageId: request.forbiddenPageId ?? signIn,
    query: { [SOURCE_QUERY_KEY]: request.sourcePath },
  };
}
