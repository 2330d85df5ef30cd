/** Auth against the real platform: sign-up and sign-in set user, roles and cookies; the guard by groups; refresh, metadata, password. */
import { decidePageAccess } from '@kit/runtime-core';
import { createTestRuntime } from '@kit/runtime-core/testing';
import { startTestPlatform, testBackends } from '@kit/platform/testing';
import type { TestPlatform } from '@kit/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import { ACCESS_TOKEN_COOKIE, REFRESH_COOKIE_MAX_AGE, REFRESH_TOKEN_COOKIE, createMemoryCookies } from './cookies';
import { createSupabasePlugin } from './plugin';
import type { SupabasePlugin } from './plugin';
import { nodeClientOptions } from './testing/node-client';
import { ADMIN_ROLE_ID, FREE_ROLE_ID, PREMIUM_ROLE_ID, portalMigration } from './testing/portal-migration';
import { runAction } from './testing/run-action';

describe.each(testBackends())('auth against the platform on %s', (backend) => {
  let platform: TestPlatform;
  const plugins: SupabasePlugin[] = [];

  beforeAll(async () => {
    platform = await startTestPlatform({ backend, migrations: [portalMigration], config: { authAutoconfirm: true } });
  });
  afterAll(async () => {
    for (const plugin of plugins) plugin.dispose();
    await platform?.close();
  });

  function setup() {
    const cookies = createMemoryCookies();
    const plugin = createSupabasePlugin(
      {
        projectUrl: platform.url,
        publicKey: platform.anonKey,
        connectionMode: 'custom',
        roles: { userRoleTable: 'custom_user_roles', userColumn: 'user_id', roleColumn: 'role_id', roleTable: 'roles' },
      },
      { cookies, clientOptions: nodeClientOptions() },
    );
    plugins.push(plugin);
    const runtime = createTestRuntime({ getUserRoles: () => plugin.getUserRoles() });
    plugin.install(runtime);
    return { plugin, runtime, cookies };
  }

  async function linkRoles(userId: string, roleIds: readonly string[]): Promise<void> {
    for (const roleId of roleIds) {
      await platform.db.query('insert into public.custom_user_roles (user_id, role_id) values ($1, $2)', [userId, roleId]);
    }
  }

  it('starts with an empty user and isAuthenticated false', () => {
    const { runtime } = setup();
    expect(runtime.variables.get('user')).toEqual({});
    expect(runtime.variables.get('isAuthenticated')).toBe(false);
  });

  it('sign-up sets the user and the cookies; sign-in reads the roles from the role-link table', async () => {
    const { plugin, runtime, cookies } = setup();
    const email = `mechanic-${backend}@example.com`;
    const signUp = (await runAction(runtime, 'supabase:sign-up', {
      email,
      password: 'a-long-password-1',
      metadata: [{ key: 'team', value: 'north' }],
    })) as {
      user: { id: string };
    };
    expect(runtime.variables.get('isAuthenticated')).toBe(true);
    const signedUp = runtime.variables.get('user') as {
      id: string;
      email: string;
      roles: unknown[];
      user_metadata: Record<string, unknown>;
    };
    expect(signedUp).toMatchObject({ id: signUp.user.id, email, roles: [] });
    expect(signedUp.user_metadata).toMatchObject({ team: 'north' });
    const access = cookies.entries.get(ACCESS_TOKEN_COOKIE);
    const refresh = cookies.entries.get(REFRESH_TOKEN_COOKIE);
    expect(access?.options).toEqual({
      path: '/',
      secure: true,
      sameSite: 'Lax',
      maxAge: (signedUp as unknown as { _session: { expires_in: number } })._session.expires_in,
    });
    expect(refresh?.options).toEqual({ path: '/', secure: true, sameSite: 'Lax', maxAge: REFRESH_COOKIE_MAX_AGE });
    expect(access?.value.split('.')).toHaveLength(3);

    await runAction(runtime, 'supabase:sign-out');
    expect(runtime.variables.get('user')).toEqual({});
    expect(runtime.variables.get('isAuthenticated')).toBe(false);
    expect(cookies.entries.size).toBe(0);

    await linkRoles(signUp.user.id, [ADMIN_ROLE_ID, PREMIUM_ROLE_ID]);
    const user = (await runAction(runtime, 'supabase:sign-in-email', { email, password: 'a-long-password-1' })) as { roles: unknown[] };
    expect(user.roles).toEqual([
      { id: ADMIN_ROLE_ID, name: 'admin' },
      { id: PREMIUM_ROLE_ID, name: 'premium' },
    ]);
    expect(runtime.variables.get('user')).toMatchObject({ email, roles: user.roles });
    expect(plugin.getUserRoles()).toEqual([ADMIN_ROLE_ID, PREMIUM_ROLE_ID]);
    expect(cookies.get(REFRESH_TOKEN_COOKIE)).toBeTruthy();
    await plugin.settled();
    expect(runtime.variables.get('isAuthenticated')).toBe(true);
  });

  it('refuses wrong credentials with the provider message and the original as cause', async () => {
    const { runtime, cookies } = setup();
    const error = (await runAction(runtime, 'supabase:sign-in-email', { email: 'nobody@example.com', password: 'wrong-password' }).catch(
      (caught: unknown) => caught,
    )) as Error & { code: string };
    expect(error.code).toBe('PROVIDER_ERROR');
    expect(error.message).toBe((error.cause as Error).message);
    expect(error.message).toMatch(/invalid/i);
    expect(runtime.variables.get('isAuthenticated')).toBe(false);
    expect(cookies.entries.size).toBe(0);
  });

  it('the page guard admits and refuses by groups', async () => {
    const { plugin, runtime } = setup();
    const email = `free-${backend}@example.com`;
    const signUp = (await runAction(runtime, 'supabase:sign-up', { email, password: 'a-long-password-2' })) as { user: { id: string } };
    await linkRoles(signUp.user.id, [FREE_ROLE_ID]);
    await runAction(runtime, 'supabase:fetch-user');
    const access = (groups: { id: string; roles: string[] }[]) =>
      decidePageAccess({
        pageUserGroups: groups,
        isAuthenticated: runtime.variables.get('isAuthenticated') === true,
        userRoles: plugin.getUserRoles(),
        sourcePath: '/premium',
        signInPageId: 'login',
        forbiddenPageId: 'forbidden',
      });
    expect(access([{ id: 'freemium', roles: [FREE_ROLE_ID] }])).toEqual({ allowed: true, reason: 'group-matched' });
    expect(
      access([
        { id: 'premium', roles: [PREMIUM_ROLE_ID] },
        { id: 'freemium', roles: [FREE_ROLE_ID] },
      ]).allowed,
    ).toBe(true);
    expect(access([{ id: 'both', roles: [FREE_ROLE_ID, PREMIUM_ROLE_ID] }])).toEqual({
      allowed: false,
      reason: 'forbidden',
      redirectPageId: 'forbidden',
      query: { _source: '/premium' },
    });
    await runAction(runtime, 'supabase:sign-out');
    expect(access([{ id: 'freemium', roles: [FREE_ROLE_ID] }])).toMatchObject({
      allowed: false,
      reason: 'not-signed-in',
      query: { _source: '/premium' },
    });
  });

  it('gives the page loader auth hooks: init loads the session once, the guard reads roles', async () => {
    const fresh = setup();
    const hooks = fresh.plugin.authHooks({ signInPageId: 'login', forbiddenPageId: 'forbidden' });
    await hooks.init();
    expect(hooks.isAuthenticated()).toBe(false);
    expect(hooks.userRoles()).toEqual([]);

    const { plugin, runtime } = setup();
    const email = `hooks-${backend}@example.com`;
    const signUp = (await runAction(runtime, 'supabase:sign-up', { email, password: 'a-long-password-5' })) as { user: { id: string } };
    await linkRoles(signUp.user.id, [PREMIUM_ROLE_ID]);
    const signedIn = plugin.authHooks();
    await runAction(runtime, 'supabase:fetch-user');
    await signedIn.init();
    expect(signedIn.isAuthenticated()).toBe(true);
    expect(signedIn.userRoles()).toEqual([PREMIUM_ROLE_ID]);
    expect(hooks.signInPageId).toBe('login');
  });

  it('signs a deleted user out through the paths supabase-js takes: the user check and the token refresh', async () => {
    const service = createClient(platform.url, platform.serviceRoleKey, nodeClientOptions());
    for (const path of ['fetch-user', 'refresh-session'] as const) {
      const { runtime, cookies } = setup();
      const email = `deleted-${path}-${backend}@example.com`;
      const signUp = (await runAction(runtime, 'supabase:sign-up', { email, password: 'a-long-password-9' })) as { user: { id: string } };
      expect(runtime.variables.get('isAuthenticated')).toBe(true);
      expect(cookies.get(ACCESS_TOKEN_COOKIE)).toBeTruthy();
      const removed = await service.auth.admin.deleteUser(signUp.user.id);
      expect(removed.error).toBeNull();
      if (path === 'fetch-user') expect(await runAction(runtime, 'supabase:fetch-user')).toBeNull();
      else await expect(runAction(runtime, 'supabase:refresh-session')).rejects.toThrow();
      await expect.poll(() => runtime.variables.get('isAuthenticated'), { message: path }).toBe(false);
      expect(runtime.variables.get('user')).toEqual({});
      expect(cookies.get(ACCESS_TOKEN_COOKIE)).toBeUndefined();
      expect(cookies.get(REFRESH_TOKEN_COOKIE)).toBeUndefined();
    }
  });

  it('refreshes the session and rewrites the cookies; updates metadata; changes the password after checking the old one', async () => {
    const { runtime, cookies } = setup();
    const email = `refresh-${backend}@example.com`;
    await runAction(runtime, 'supabase:sign-up', { email, password: 'a-long-password-3' });
    const before = cookies.get(REFRESH_TOKEN_COOKIE);
    await runAction(runtime, 'supabase:refresh-session');
    expect(cookies.get(REFRESH_TOKEN_COOKIE)).toBeTruthy();
    expect(cookies.get(REFRESH_TOKEN_COOKIE)).not.toBe(before);

    await runAction(runtime, 'supabase:update-user-metadata', { metadata: { plan: 'gold' } });
    expect(runtime.variables.get('user')).toMatchObject({ user_metadata: { plan: 'gold' } });

    await expect(
      runAction(runtime, 'supabase:change-password', { oldPassword: 'not-the-password', newPassword: 'a-long-password-4' }),
    ).rejects.toThrow(/invalid/i);
    await runAction(runtime, 'supabase:change-password', { oldPassword: 'a-long-password-3', newPassword: 'a-long-password-4' });
    await runAction(runtime, 'supabase:sign-out', { scope: 'local' });
    await expect(runAction(runtime, 'supabase:sign-in-email', { email, password: 'a-long-password-4' })).resolves.toMatchObject({ email });
  });
});
