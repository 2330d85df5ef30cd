import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends, type TestPlatform } from '../../testing';
import { anonClient, codeIn, follow, latestMail, startAuthPlatform, uniqueEmail, verifyLinkIn, authFetch } from './harness';

describe.each(testBackends())('magic links and one-time codes on %s', (backend) => {
  let platform: TestPlatform;

  beforeAll(async () => {
    platform = await startAuthPlatform(backend);
  });
  afterAll(() => platform?.close());

  it('signs a new address up by magic link: the first mail confirms and signs in', async () => {
    const email = uniqueEmail('magic');
    const supabase = anonClient(platform);
    expect(await supabase.auth.signInWithOtp({ email })).toEqual({ data: { user: null, session: null }, error: null });
    const mail = await latestMail(platform, email);
    expect(mail.subject).toBe('Confirm Your Signup');
    const { fragment } = await follow(verifyLinkIn(mail));
    expect(fragment.get('access_token')).toBeTruthy();

    await supabase.auth.signInWithOtp({ email });
    const magic = await latestMail(platform, email);
    expect(magic.subject).toBe('Your Magic Link');
    const link = verifyLinkIn(magic);
    expect(link).toContain('type=magiclink');
    const signedIn = await follow(link);
    expect(signedIn.status).toBe(303);
    expect(signedIn.fragment.get('type')).toBe('magiclink');
    const user = await anonClient(platform).auth.getUser(signedIn.fragment.get('access_token') ?? '');
    expect(user.data.user?.email).toBe(email);
  });

  it('signs in with the 6-digit code from the mail (verifyOtp type email)', async () => {
    const email = uniqueEmail('code');
    const supabase = anonClient(platform);
    await supabase.auth.signInWithOtp({ email, options: { data: { source: 'otp' } } });
    const code = codeIn(await latestMail(platform, email));
    const wrong = await supabase.auth.verifyOtp({ email, token: code === '000000' ? '111111' : '000000', type: 'email' });
    expect(wrong.error).toMatchObject({ status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' });
    const { data, error } = await supabase.auth.verifyOtp({ email, token: code, type: 'email' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    expect(data.user?.user_metadata).toMatchObject({ source: 'otp', email_verified: true });
    const again = await anonClient(platform).auth.verifyOtp({ email, token: code, type: 'email' });
    expect(again.error?.code).toBe('otp_expired');
  });

  it('verifies by token_hash as well', async () => {
    const email = uniqueEmail('hash');
    await anonClient(platform).auth.signInWithOtp({ email });
    const link = new URL(verifyLinkIn(await latestMail(platform, email)));
    const { data, error } = await anonClient(platform).auth.verifyOtp({ token_hash: link.searchParams.get('token') ?? '', type: 'signup' });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
  });

  it('refuses to create a user when create_user is false', async () => {
    const { error } = await anonClient(platform).auth.signInWithOtp({ email: uniqueEmail('none'), options: { shouldCreateUser: false } });
    expect(error).toMatchObject({ status: 422, code: 'otp_disabled', message: 'Signups not allowed for otp' });
  });

  it('texts a code to a phone through the mailbox SMS provider and verifies it', async () => {
    const phone = `+1555${String(Date.now()).slice(-7)}`;
    const supabase = anonClient(platform);
    const sent = await supabase.auth.signInWithOtp({ phone });
    expect(sent.error).toBeNull();
    const sms = await latestMail(platform, phone);
    expect(sms.subject).toBe('SMS');
    const { data, error } = await supabase.auth.verifyOtp({ phone, token: codeIn(sms), type: 'sms' });
    expect(error).toBeNull();
    expect(data.user?.phone).toBe(phone.slice(1));
    expect(data.user?.phone_confirmed_at).toBeTruthy();
  });

  it('resends the sign-up confirmation', async () => {
    const email = uniqueEmail('resend');
    await anonClient(platform).auth.signUp({ email, password: 'resend-password-1' });
    const before = (await latestMail(platform, email)).id;
    expect(await anonClient(platform).auth.resend({ type: 'signup', email })).toMatchObject({ error: null });
    expect((await latestMail(platform, email)).id).not.toBe(before);
  });

  it('enforces the resend interval per user with over_email_send_rate_limit', async () => {
    const strict = await startAuthPlatform(backend, { auth: { emailMaxFrequency: 60 } });
    try {
      const email = uniqueEmail('freq');
      expect((await anonClient(strict).auth.signInWithOtp({ email })).error).toBeNull();
      const { status, body } = await authFetch(strict, '/otp', { body: { email } });
      expect(status).toBe(429);
      expect(body.code).toBe('over_email_send_rate_limit');
      expect(body.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);
    } finally {
      await strict.close();
    }
  });
});
