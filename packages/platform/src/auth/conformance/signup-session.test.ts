import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testBackends, type TestPlatform } from '../../testing';
import { anonClient, decodeJwt, follow, latestMail, startAuthPlatform, uniqueEmail, verifyLinkIn } from './harness';

describe.each(testBackends())('sign-up, confirmation and sessions on %s', (backend) => {
  let platform: TestPlatform;
  const email = uniqueEmail('signup');
  const password = 'correct-horse-42';

  beforeAll(async () => {
    platform = await startAuthPlatform(backend);
  });
  afterAll(() => platform?.close());

  it('signs up with confirmation required and mails the confirmation link', async () => {
    const supabase = anonClient(platform);
    const { data, error } = await supabase.auth.signUp({ email, password, options: { data: { name: 'Ada' } } });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({ email, aud: 'authenticated', role: 'authenticated', user_metadata: { name: 'Ada' } });
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.identities?.[0]).toMatchObject({ provider: 'email', identity_data: { email, sub: data.user?.id } });
    const mail = await latestMail(platform, email);
    expect(mail.subject).toBe('Confirm Your Signup');
    expect(verifyLinkIn(mail)).toContain('type=signup');
  });

  it('refuses sign-in before confirmation with email_not_confirmed', async () => {
    const { error } = await anonClient(platform).auth.signInWithPassword({ email, password });
    expect(error).toMatchObject({ status: 400, code: 'email_not_confirmed', message: 'Email not confirmed' });
  });

  it('confirms through the mailed link, which redirects to SITE_URL with a session in the fragment', async () => {
    const mail = await latestMail(platform, email);
    const { status, location, fragment } = await follow(verifyLinkIn(mail));
    expect(status).toBe(303);
    expect(location.origin).toBe(new URL(platform.url).origin);
    expect(fragment.get('type')).toBe('signup');
    expect(fragment.get('token_type')).toBe('bearer');
    const claims = decodeJwt(fragment.get('access_token') ?? '');
    expect(claims).toMatchObject({ email, role: 'authenticated', aud: 'authenticated', aal: 'aal1' });
    const reused = await follow(verifyLinkIn(mail));
    expect(reused.fragment.get('error_code')).toBe('otp_expired');
  });

  it('answers expires_in as the whole lifetime even when the clock passes a second while the session is issued', async () => {
    // Every clock read a second later: the token's iat and the response's expires_in are read in different seconds.
    const realNow = Date.now.bind(Date);
    let clock = realNow();
    const now = vi.spyOn(Date, 'now').mockImplementation(() => (clock += 1000));
    try {
      const { data, error } = await anonClient(platform).auth.signInWithPassword({ email, password });
      expect(error).toBeNull();
      expect(data.session?.expires_in).toBe(3600);
      const claims = decodeJwt(data.session?.access_token ?? '');
      expect(Number(claims.exp) - Number(claims.iat)).toBe(3600);
      expect(data.session?.expires_at).toBe(claims.exp);
    } finally {
      now.mockRestore();
    }
  });

  it('signs in, reads and updates the user', async () => {
    const supabase = anonClient(platform);
    const { data, error } = await supabase.auth.signInWithPassword({ email, password });
    expect(error).toBeNull();
    const session = data.session;
    expect(session?.token_type).toBe('bearer');
    expect(session?.expires_in).toBe(3600);
    const claims = decodeJwt(session?.access_token ?? '');
    expect(claims).toMatchObject({
      iss: `${platform.url}/auth/v1`,
      sub: data.user?.id,
      aud: 'authenticated',
      email,
      phone: '',
      role: 'authenticated',
      aal: 'aal1',
      session_id: expect.any(String),
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { name: 'Ada', email_verified: true },
    });
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
    expect((claims.exp as number) - (claims.iat as number)).toBe(3600);

    const got = await supabase.auth.getUser();
    expect(got.error).toBeNull();
    expect(got.data.user).toMatchObject({ id: data.user?.id, email, email_confirmed_at: expect.any(String) });

    const updated = await supabase.auth.updateUser({ data: { name: 'Ada L.', plan: 'free' } });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toMatchObject({ name: 'Ada L.', plan: 'free', email_verified: true });
  });

  it('rotates refresh tokens, returns the same child for a just-used parent and revokes the session on later reuse', async () => {
    const supabase = anonClient(platform);
    const { data } = await supabase.auth.signInWithPassword({ email, password });
    const first = data.session?.refresh_token ?? '';
    const second = await supabase.auth.refreshSession({ refresh_token: first });
    expect(second.error).toBeNull();
    const secondToken = second.data.session?.refresh_token ?? '';
    expect(secondToken).not.toBe(first);
    expect(secondToken).toHaveLength(12);

    const again = await anonClient(platform).auth.refreshSession({ refresh_token: first });
    expect(again.error).toBeNull();
    expect(again.data.session?.refresh_token).toBe(secondToken);

    const third = await anonClient(platform).auth.refreshSession({ refresh_token: secondToken });
    const thirdToken = third.data.session?.refresh_token ?? '';
    expect(thirdToken).not.toBe(secondToken);

    await platform.db.query(`update auth.refresh_tokens set updated_at = now() - interval '1 minute' where token = $1`, [first]);
    const reuse = await anonClient(platform).auth.refreshSession({ refresh_token: first });
    expect(reuse.error).toMatchObject({ status: 400, code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' });
    const afterRevocation = await anonClient(platform).auth.refreshSession({ refresh_token: thirdToken });
    expect(afterRevocation.error?.status).toBe(400);

    const unknown = await anonClient(platform).auth.refreshSession({ refresh_token: 'nosuchtoken1' });
    expect(unknown.error).toMatchObject({ code: 'refresh_token_not_found', message: 'Invalid Refresh Token: Refresh Token Not Found' });
  });

  it('signs out locally, others, and globally', async () => {
    const a = anonClient(platform);
    const b = anonClient(platform);
    const c = anonClient(platform);
    const sessions = [];
    for (const client of [a, b, c]) sessions.push((await client.auth.signInWithPassword({ email, password })).data.session);

    expect((await c.auth.signOut({ scope: 'local' })).error).toBeNull();
    // The session's refresh tokens go with it, so GoTrue reports the token as not found.
    expect((await anonClient(platform).auth.refreshSession({ refresh_token: sessions[2]?.refresh_token ?? '' })).error?.code).toBe(
      'refresh_token_not_found',
    );
    expect((await a.auth.getUser()).error).toBeNull();

    expect((await a.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await a.auth.getUser()).error).toBeNull();
    const bUser = await b.auth.getUser();
    expect(bUser.error?.name).toBe('AuthSessionMissingError');

    const d = anonClient(platform);
    await d.auth.signInWithPassword({ email, password });
    expect((await a.auth.signOut()).error).toBeNull();
    expect((await d.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
    const { count } = await platform.db
      .query<{ count: number }>(
        'select count(*)::int as count from auth.sessions s join auth.users u on u.id = s.user_id where u.email = $1',
        [email],
      )
      .then((result) => ({ count: result.rows[0]?.count }));
    expect(count).toBe(0);
  });

  it('answers a repeated sign-up of a confirmed address with an obfuscated user', async () => {
    const { data, error } = await anonClient(platform).auth.signUp({ email, password });
    expect(error).toBeNull();
    expect(data.user?.identities).toEqual([]);
    expect(data.session).toBeNull();
  });
});
