/** The signed-in user as the runtime sees it: the `user` and `isAuthenticated` variables, roles and session cookies. */
import type { Session, SupabaseClient, User } from '@supabase/supabase-js';
import type { VariableStore } from '@kit/runtime-core';
import { clearSessionCookies, writeSessionCookies } from './cookies';
import type { CookieAdapter } from './cookies';
import { mergeRoles, readLinkedRoles, roleIdsOf, rolesFromUserField } from './roles';
import type { RoleRecord } from './roles';
import type { ResolvedRoleSettings } from './settings';

export const USER_VARIABLE = 'user';
export const IS_AUTHENTICATED_VARIABLE = 'isAuthenticated';

/** The `user` and `isAuthenticated` variables (seed 000 §4): an empty object and false by default. */
/** The session's variables: they belong to the session, not to a page, so page changes do not reset them. */
export const AUTH_VARIABLES = [
  { id: USER_VARIABLE, name: 'user', type: 'object', defaultValue: {}, isPersistentOnNav: true },
  { id: IS_AUTHENTICATED_VARIABLE, name: 'isAuthenticated', type: 'boolean', defaultValue: false, isPersistentOnNav: true },
] as const;

/** Defines the auth variables the store does not have yet. */
export function defineAuthVariables(store: VariableStore): void {
  store.define(AUTH_VARIABLES.filter((definition) => !store.has(definition.id)).map((definition) => ({ ...definition })));
}

export type AuthUser = User & {
  roles: RoleRecord[];
  _session: Pick<Session, 'access_token' | 'token_type' | 'expires_in' | 'expires_at' | 'refresh_token' | 'provider_token'>;
};

export interface AuthStateOptions {
  client: SupabaseClient;
  roles: ResolvedRoleSettings;
  cookies: CookieAdapter;
  cookiePath: string;
}

export interface AuthState {
  /** Bumped by every sign-out, so a late store of an older session is dropped. */
  generation(): number;
  attach(variables: VariableStore): void;
  /** Stores the user of the session (the current one when omitted) with its roles, and writes the cookies. */
  store(session?: Session | null, generation?: number): Promise<AuthUser | false>;
  /** Clears the user and both cookies. */
  clear(): void;
  writeCookies(session: Session): void;
  user(): AuthUser | undefined;
  roleIds(): string[];
}

export function createAuthState(options: AuthStateOptions): AuthState {
  let generation = 0;
  /** Sessions stored so far: a read of the stored session knows whether one came in while it was under way. */
  let stored = 0;
  let current: AuthUser | undefined;
  let variables: VariableStore | undefined;

  function publish(user: AuthUser | undefined): void {
    current = user;
    variables?.set(USER_VARIABLE, user ?? {});
    variables?.set(IS_AUTHENTICATED_VARIABLE, user !== undefined);
  }

  const state: AuthState = {
    generation: () => generation,
    attach(store) {
      variables = store;
      defineAuthVariables(store);
      if (current !== undefined) publish(current);
    },
    async store(given, expected = generation) {
      const storedBefore = stored;
      const session = given ?? (await options.client.auth.getSession()).data.session;
      if (expected !== generation) return false;
      if (!session) {
        // A read that began before a sign-in stored its session (the first page's read, slow under load) answers
        // "none" from before it: that must not clear the newer session and its cookies.
        if (given === undefined && stored !== storedBefore) return false;
        state.clear();
        return false;
      }
      const linked = await readLinkedRoles(options.client, options.roles, session.user.id);
      if (expected !== generation) return false;
      const roles = mergeRoles(linked, rolesFromUserField(session.user, options.roles.userField));
      const user: AuthUser = {
        ...session.user,
        roles,
        _session: {
          access_token: session.access_token,
          token_type: session.token_type,
          expires_in: session.expires_in,
          expires_at: session.expires_at,
          refresh_token: session.refresh_token,
          provider_token: session.provider_token,
        },
      };
      publish(user);
      stored += 1;
      state.writeCookies(session);
      return user;
    },
    clear() {
      generation += 1;
      publish(undefined);
      clearSessionCookies(options.cookies, options.cookiePath);
    },
    writeCookies(session) {
      writeSessionCookies(options.cookies, session, options.cookiePath);
    },
    user: () => current,
    roleIds: () => roleIdsOf(current),
  };
  return state;
}
