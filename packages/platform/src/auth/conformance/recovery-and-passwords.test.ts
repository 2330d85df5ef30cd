import bcrypt from 'bcryptjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends, type TestPlatform } from '../../testing';
import { anonClient, follow, latestMail, mailbox, serviceClient, startAuthPlatform, uniqueEmail, verifyLinkIn } from './harness';

describe.each(testBackends())('password recovery and password rules on %s', (backend) => {
  let platform: TestPlatform;
  const email = uniqueEmail('recover');

  beforeAll(async () => {
    platform = await startAuthPlatform(backend, { authAutoconfirm: true });
    const { error } = await anonClient(platform).auth.signUp({ email, password: 'first-password-1' });
    if (error) throw error;
  });
  afterAll(() => platform?.close());

  it('rejects a wrong password with invalid_credentials', async () => {
    const { data, error } = await anonClient(platform).auth.signInWithPassword({ email, password: 'not-the-password' });
    expect(data.session).toBeNull();
    expect(error).toMatchObject({ name: 'AuthApiError', status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
    const unknown = await anonClient(platform).auth.signInWithPassword({ email: uniqueEmail('nobody'), password: 'whatever-123' });
    expect(unknown.error).toMatchObject({ code: 'invalid_credentials', message: 'Invalid login credentials' });
  });

  it('rejects a weak password with weak_password and its reasons', async () => {
    const { error } = await anonClient(platform).auth.signUp({ email: uniqueEmail('weak'), password: 'short' });
    expect(error).toMatchObject({
      name: 'AuthWeakPasswordError',
      status: 422,
      code: 'weak_password',
      reasons: ['length'],
      message: 'Password should be at least 8 characters.',
    });
  });

  it('refuses an existing address when sign-ups are autoconfirmed', async () => {
    const { error } = await anonClient(platform).auth.signUp({ email, password: 'first-password-1' });
    expect(error).toMatchObject({ status: 422, code: 'user_already_exists', message: 'User already registered' });
  });

  it('resets a forgotten password through the recovery link', async () => {
    const supabase = anonClient(platform);
    const sent = await supabase.auth.resetPasswordForEmail(email, { redirectTo: `${platform.url}/insert-new-password` });
    expect(sent).toEqual({ data: {}, error: null });
    const mail = await latestMail(platform, email);
    expect(mail.subject).toBe('Reset Your Password');
    const link = verifyLinkIn(mail);
    expect(link).toContain('type=recovery');
    const { location, fragment } = await follow(link);
    expect(location.pathname).toBe('/insert-new-password');
    expect(fragment.get('type')).toBe('recovery');
    const session = await supabase.auth.setSession({
      access_token: fragment.get('access_token') ?? '',
      refresh_token: fragment.get('refresh_token') ?? '',
    });
    expect(session.error).toBeNull();
    const changed = await supabase.auth.updateUser({ password: 'second-password-2' });
    expect(changed.error).toBeNull();
    const same = await supabase.auth.updateUser({ password: 'second-password-2' });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
    expect((await anonClient(platform).auth.signInWithPassword({ email, password: 'first-password-1' })).error?.code).toBe(
      'invalid_credentials',
    );
    expect((await anonClient(platform).auth.signInWithPassword({ email, password: 'second-password-2' })).error).toBeNull();
  });

  it('answers recovery for an unknown address without revealing it', async () => {
    const unknown = uniqueEmail('unknown');
    expect(await anonClient(platform).auth.resetPasswordForEmail(unknown)).toEqual({ data: {}, error: null });
    expect(await mailbox(platform, unknown)).toEqual([]);
  });

  it('signs in a user whose bcrypt hash was exported from Supabase ($2a$10$)', async () => {
    const imported = uniqueEmail('imported');
    // Go's x/crypto/bcrypt (GoTrue) writes the $2a$ prefix; $2a$ and $2b$ hash identically for such passwords.
    const hash = bcrypt.hashSync('exported-from-supabase', 10).replace(/^\$2b\$/, '$2a$');
    expect(hash.startsWith('$2a$10$')).toBe(true);
    const id = '5f0c5b8e-2f4b-4c3e-9a55-3c1f3f0e9b21';
    await platform.db.query(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data,
         raw_user_meta_data, created_at, updated_at, confirmation_token, recovery_token, email_change_token_new, email_change)
       values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3, now(),
         '{"provider":"email","providers":["email"]}', '{}', now(), now(), '', '', '', '')`,
      [id, imported, hash],
    );
    await platform.db.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
       values ($1, $2::uuid, jsonb_build_object('sub', $1::text, 'email', $3::text), 'email', now(), now())`,
      [id, id, imported],
    );
    const { data, error } = await anonClient(platform).auth.signInWithPassword({ email: imported, password: 'exported-from-supabase' });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(id);
    const viaAdmin = await serviceClient(platform).auth.admin.createUser({
      email: uniqueEmail('hash'),
      password_hash: hash,
      email_confirm: true,
    } as never);
    expect(viaAdmin.error).toBeNull();
  });
});
