/** Session events: what signed in, user updated, signed out, token refreshed and user deleted do to the auth state. */
import type { Session, SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it, vi } from 'vitest';
import { handleAuthEvent, USER_DELETED_EVENT } from './auth-events';
import type { AuthState } from './auth-state';

function fakes() {
  const calls: string[] = [];
  let generation = 4;
  const state = {
    generation: () => generation,
    clear: () => {
      generation += 1;
      calls.push('clear');
    },
    writeCookies: (session: Session) => calls.push(`cookies:${session.access_token}`),
    store: (session: Session, expected: number) => {
      calls.push(`store:${session.access_token}@${expected}`);
      return Promise.resolve(false as const);
    },
  } as unknown as AuthState;
  const signOut = vi.fn(() => Promise.resolve({ error: null }));
  const client = { auth: { signOut } } as unknown as SupabaseClient;
  const deferred: (() => Promise<unknown>)[] = [];
  return { state, client, calls, signOut, deferred, defer: (task: () => Promise<unknown>) => deferred.push(task) };
}

const session = { access_token: 't1', refresh_token: 'r1', expires_in: 3600 } as Session;

describe('session events (seed 000 §4)', () => {
  it('signed in and user updated store the user later, with the generation of the event', async () => {
    const { state, client, calls, deferred, defer } = fakes();
    handleAuthEvent(state, client, 'SIGNED_IN', session, defer);
    handleAuthEvent(state, client, 'USER_UPDATED', session, defer);
    expect(calls).toEqual([]);
    for (const task of deferred) await task();
    expect(calls).toEqual(['store:t1@4', 'store:t1@4']);
  });

  it('signed out clears the user and cookies; token refreshed rewrites the cookies', () => {
    const { state, client, calls, defer } = fakes();
    handleAuthEvent(state, client, 'TOKEN_REFRESHED', session, defer);
    handleAuthEvent(state, client, 'SIGNED_OUT', null, defer);
    expect(calls).toEqual(['cookies:t1', 'clear']);
  });

  it('a deleted user is signed out', async () => {
    const { state, client, calls, signOut, deferred, defer } = fakes();
    handleAuthEvent(state, client, USER_DELETED_EVENT, null, defer);
    for (const task of deferred) await task();
    expect(calls).toEqual(['clear']);
    expect(signOut).toHaveBeenCalledWith({ scope: 'local' });
  });

  it('ignores password recovery and events without a session', () => {
    const { state, client, calls, deferred, defer } = fakes();
    handleAuthEvent(state, client, 'PASSWORD_RECOVERY', session, defer);
    handleAuthEvent(state, client, 'SIGNED_IN', null, defer);
    expect(calls).toEqual([]);
    expect(deferred).toEqual([]);
  });
});
