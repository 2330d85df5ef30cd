/**
 * Session events (seed 000 §4): signed in and user updated store the user with roles; signed out clears it and the
 * cookies; token refreshed rewrites the cookies; a deleted user is signed out. Stores are deferred out of the
 * client's callback (supabase-js holds its lock while calling it).
 */
import type { AuthChangeEvent, Session, SupabaseClient } from '@supabase/supabase-js';
import type { AuthState } from './auth-state';

export type Defer = (task: () => Promise<unknown>) => void;

export const USER_DELETED_EVENT = 'USER_DELETED';

/**
 * Whether an auth error means the user no longer exists: what the auth service answers a deleted user's token
 * (`user_not_found`, or `session_not_found` once their sessions went with them) — supabase-js emits no event for it.
 */
export function isDeletedUserError(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === 'user_not_found' || code === 'session_not_found';
}

export function handleAuthEvent(
  state: AuthState,
  client: SupabaseClient,
  event: AuthChangeEvent | string,
  session: Session | null,
  defer: Defer,
): void {
  switch (event) {
    case 'SIGNED_OUT':
      state.clear();
      return;
    case 'TOKEN_REFRESHED':
      if (session) state.writeCookies(session);
      return;
    case USER_DELETED_EVENT:
      state.clear();
      defer(() => client.auth.signOut({ scope: 'local' }));
      return;
    case 'SIGNED_IN':
    case 'USER_UPDATED':
    case 'INITIAL_SESSION':
    case 'MFA_CHALLENGE_VERIFIED': {
      if (!session) return;
      const generation = state.generation();
      defer(() => state.store(session, generation));
      return;
    }
    default:
      return;
  }
}

/** Subscribes the state to the client's session events; returns the unsubscribe function. */
export function listenToAuthEvents(state: AuthState, client: SupabaseClient, defer: Defer): () => void {
  const { data } = client.auth.onAuthStateChange((event, session) => handleAuthEvent(state, client, event, session, defer));
  return () => data.subscription.unsubscribe();
}
