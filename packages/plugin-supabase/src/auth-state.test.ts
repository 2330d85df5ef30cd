/** The auth state: a late read of the stored session never undoes a sign-in that happened while it was under way. */
import type { Session, SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { createAuthState } from './auth-state';
import { ACCESS_TOKEN_COOKIE, createMemoryCookies } from './cookies';
import { resolveRoleSettings } from './settings';

const session = {
  access_token: 'signed-in',
  refresh_token: 'r1',
  expires_in: 3600,
  token_type: 'bearer',
  user: { id: 'u1', email: 'ada@example.com' },
} as unknown as Session;

/** A client whose stored-session read answers only when the test says so, as supabase-js does under load. */
function slowClient() {
  let answer: (stored: Session | null) => void = () => undefined;
  const client = {
    auth: {
      getSession: () =>
        new Promise<{ data: { session: Session | null } }>((resolve) => (answer = (stored) => resolve({ data: { session: stored } }))),
    },
  } as unknown as SupabaseClient;
  return { client, answer: (stored: Session | null) => answer(stored) };
}

describe('auth state', () => {
  it('keeps a sign-in made while the first read of the stored session was still under way', async () => {
    const { client, answer } = slowClient();
    const cookies = createMemoryCookies();
    const state = createAuthState({ client, roles: resolveRoleSettings(undefined), cookies, cookiePath: '/' });
    const firstRead = state.store();
    await expect(state.store(session)).resolves.toMatchObject({ email: 'ada@example.com' });
    answer(null);
    await expect(firstRead).resolves.toBe(false);
    expect(cookies.get(ACCESS_TOKEN_COOKIE)).toBe('signed-in');
    expect(state.user()?.email).toBe('ada@example.com');
  });

  it('still signs out when the stored session is gone and nothing newer came', async () => {
    const { client, answer } = slowClient();
    const cookies = createMemoryCookies();
    const state = createAuthState({ client, roles: resolveRoleSettings(undefined), cookies, cookiePath: '/' });
    cookies.set(ACCESS_TOKEN_COOKIE, 'stale', { maxAge: 60, path: '/', secure: true, sameSite: 'Lax' });
    const read = state.store();
    answer(null);
    await expect(read).resolves.toBe(false);
    expect(cookies.get(ACCESS_TOKEN_COOKIE)).toBeUndefined();
  });

  it('drops a store of a session captured before a sign-out', async () => {
    const { client } = slowClient();
    const cookies = createMemoryCookies();
    const state = createAuthState({ client, roles: resolveRoleSettings(undefined), cookies, cookiePath: '/' });
    const before = state.generation();
    state.clear();
    await expect(state.store(session, before)).resolves.toBe(false);
    expect(cookies.get(ACCESS_TOKEN_COOKIE)).toBeUndefined();
  });
});
