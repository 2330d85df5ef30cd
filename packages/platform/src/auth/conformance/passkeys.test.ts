import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { testBackends, type TestPlatform } from '../../testing';
import { SoftwareAuthenticator } from '../passkeys/software-authenticator';
import { totpCode } from '../totp';
import { authFetch, decodeJwt, serviceClient, startAuthPlatform, uniqueEmail } from './harness';

const RP_ID = 'localhost';
const ORIGIN = 'http://localhost:5173';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PASSWORD = 'passkey-password-1';

interface CreationOptions extends Options {
  options: Options['options'] & {
    rp: unknown;
    user: { id: string; name: string };
    pubKeyCredParams: unknown[];
    authenticatorSelection: unknown;
    attestation: string;
    excludeCredentials: unknown[];
  };
}

type Options = { challenge_id: string; options: { challenge: string; user: { id: string } } & Record<string, unknown>; expires_at: number };

describe.each(testBackends())('passkeys (WebAuthn) on %s', (backend) => {
  let platform: TestPlatform;

  beforeAll(async () => {
    platform = await startAuthPlatform(backend, {
      authAutoconfirm: true,
      auth: {
        anonymousUsers: true,
        passkeyEnabled: true,
        passkeyMaxPerUser: 3,
        webauthnRpId: RP_ID,
        webauthnRpOrigins: [ORIGIN],
        webauthnRpDisplayName: 'Kit tests',
      },
    });
  });
  afterAll(() => platform?.close());

  function client(): SupabaseClient {
    return createClient(platform.url, platform.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, experimental: { passkey: true } },
      realtime: { transport: WebSocket as never },
    });
  }

  /** A confirmed user signed in with a password: their client and access token. */
  async function signedInUser(): Promise<{ supabase: SupabaseClient; userId: string; token: string; email: string }> {
    const supabase = client();
    const email = uniqueEmail('passkey');
    const { data, error } = await supabase.auth.signUp({ email, password: PASSWORD });
    if (error || !data.session || !data.user) throw new Error(`sign-up failed: ${error?.message}`);
    return { supabase, userId: data.user.id, token: data.session.access_token, email };
  }

  async function register(supabase: SupabaseClient, authenticator: SoftwareAuthenticator): Promise<string> {
    const { data: options, error } = await supabase.auth.passkey.startRegistration();
    if (error || !options) throw new Error(`registration options failed: ${error?.message}`);
    const created = await supabase.auth.passkey.verifyRegistration({
      challengeId: options.challenge_id,
      credential: authenticator.create(options.options) as never,
    });
    if (created.error || !created.data) throw new Error(`registration failed: ${created.error?.message}`);
    return created.data.id;
  }

  async function signInOptions(): Promise<Options> {
    const response = await authFetch(platform, '/passkeys/authentication/options', { body: {} });
    expect(response.status).toBe(200);
    return response.body as unknown as Options;
  }

  function verifySignIn(challengeId: string, credential: unknown) {
    return authFetch(platform, '/passkeys/authentication/verify', { body: { challenge_id: challengeId, credential } });
  }

  it('offers creation options for a discoverable ES256 credential bound to the user, excluding the ones they have', async () => {
    const { supabase, userId, email } = await signedInUser();
    const first = await supabase.auth.passkey.startRegistration();
    expect(first.error).toBeNull();
    const data = first.data as unknown as CreationOptions;
    expect(data.challenge_id).toMatch(UUID);
    expect(data.expires_at).toBeGreaterThan(Date.now() / 1000);
    expect(data.expires_at).toBeLessThanOrEqual(Date.now() / 1000 + 301);
    expect(data.options.rp).toEqual({ id: RP_ID, name: 'Kit tests' });
    expect(Buffer.from(data.options.user.id, 'base64url').toString()).toBe(userId);
    expect(data.options.user.name).toBe(email);
    expect(data.options.pubKeyCredParams).toContainEqual({ alg: -7, type: 'public-key' });
    expect(data.options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'preferred' });
    expect(data.options.attestation).toBe('none');
    expect(data.options.excludeCredentials).toEqual([]);

    const authenticator = new SoftwareAuthenticator(RP_ID, ORIGIN);
    await register(supabase, authenticator);
    const second = (await supabase.auth.passkey.startRegistration()).data as unknown as CreationOptions;
    expect(second.options.excludeCredentials).toEqual([expect.objectContaining({ id: authenticator.id, type: 'public-key' })]);
  });

  it('registers a passkey, signs in with it (aal1, amr passkey) and records the use and the counter', async () => {
    const { supabase, userId } = await signedInUser();
    const authenticator = new SoftwareAuthenticator(RP_ID, ORIGIN);
    const passkeyId = await register(supabase, authenticator);
    expect(passkeyId).toMatch(UUID);

    const visitor = client();
    const options = await visitor.auth.passkey.startAuthentication();
    expect(options.error).toBeNull();
    expect(options.data?.options.allowCredentials ?? []).toEqual([]);
    const signedIn = await visitor.auth.passkey.verifyAuthentication({
      challengeId: options.data?.challenge_id ?? '',
      credential: authenticator.get(options.data!.options) as never,
    });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data?.user?.id).toBe(userId);
    const claims = decodeJwt(signedIn.data?.session?.access_token ?? '');
    expect(claims).toMatchObject({ sub: userId, aal: 'aal1' });
    expect((claims.amr as { method: string }[]).map((entry) => entry.method)).toEqual(['passkey']);
    expect((await visitor.auth.getUser()).data.user?.id).toBe(userId);

    const [listed] = (await supabase.auth.passkey.list()).data ?? [];
    expect(listed).toMatchObject({ id: passkeyId, last_used_at: expect.any(String) });
    const { rows } = await platform.db.query<{ sign_count: number }>(
      'select sign_count::int as sign_count from auth.webauthn_credentials where id = $1',
      [passkeyId],
    );
    expect(rows[0]?.sign_count).toBe(1);
  });

  it('takes each challenge once and only within its expiry', async () => {
    const { supabase } = await signedInUser();
    const authenticator = new SoftwareAuthenticator(RP_ID, ORIGIN);
    await register(supabase, authenticator);

    const options = await signInOptions();
    const assertion = authenticator.get(options.options);
    expect((await verifySignIn(options.challenge_id, assertion)).status).toBe(200);
    const replayed = await verifySignIn(options.challenge_id, assertion);
    expect(replayed.status).toBe(400);
    expect(replayed.body).toMatchObject({ code: 'webauthn_challenge_not_found', message: 'Challenge not found or already used' });

    const stale = await signInOptions();
    await platform.db.query(`update auth.webauthn_challenges set expires_at = now() - interval '1 second' where id = $1`, [
      stale.challenge_id,
    ]);
    const expired = await verifySignIn(stale.challenge_id, authenticator.get(stale.options));
    expect(expired.status).toBe(400);
    expect(expired.body.code).toBe('webauthn_challenge_expired');

    // A registration challenge is no sign-in challenge, and one user's is not another's.
    const registration = (await supabase.auth.passkey.startRegistration()).data as unknown as Options;
    expect((await verifySignIn(registration.challenge_id, authenticator.get(registration.options))).body.code).toBe(
      'webauthn_challenge_not_found',
    );
    const other = await signedInUser();
    const foreign = await other.supabase.auth.passkey.verifyRegistration({
      challengeId: (await supabase.auth.passkey.startRegistration()).data?.challenge_id ?? '',
      credential: new SoftwareAuthenticator(RP_ID, ORIGIN).create({ challenge: 'x', user: { id: 'eA' } }) as never,
    });
    expect(foreign.error).toMatchObject({ status: 400, code: 'webauthn_challenge_not_found' });
  });

  it('rejects an assertion of an unknown authenticator, another origin or RP, another challenge or user, or a counter that did not grow', async () => {
    const { supabase } = await signedInUser();
    const authenticator = new SoftwareAuthenticator(RP_ID, ORIGIN);
    await register(supabase, authenticator);
    const stranger = new SoftwareAuthenticator(RP_ID, ORIGIN);
    const strangerOptions = (await supabase.auth.passkey.startRegistration()).data as unknown as Options;
    stranger.create(strangerOptions.options); // bound to the real user handle, never registered

    const failures: Array<(options: Options) => unknown> = [
      (options) => stranger.get(options.options),
      (options) => authenticator.get(options.options, { origin: 'https://evil.example' }),
      (options) => authenticator.get(options.options, { rpId: 'evil.example' }),
      () => authenticator.get({ challenge: Buffer.from('another challenge').toString('base64url') }),
      (options) => authenticator.get(options.options, { userHandle: Buffer.from(crypto.randomUUID()).toString('base64url') }),
      () => ({ id: authenticator.id, type: 'public-key', response: 'not an object' }),
    ];
    for (const make of failures) {
      const options = await signInOptions();
      const response = await verifySignIn(options.challenge_id, make(options));
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'webauthn_verification_failed', message: 'Credential verification failed' });
    }
    // The counter moves only forward: a sign-in with the last counter again is refused after a good one.
    const good = await signInOptions();
    expect((await verifySignIn(good.challenge_id, authenticator.get(good.options, { signCount: 10 }))).status).toBe(200);
    for (const signCount of [10, 4, 0]) {
      const cloned = await signInOptions();
      expect((await verifySignIn(cloned.challenge_id, authenticator.get(cloned.options, { signCount }))).body.code).toBe(
        'webauthn_verification_failed',
      );
    }
  });

  it('refuses bad verify bodies with 400 validation_failed', async () => {
    const { supabase } = await signedInUser();
    const options = await signInOptions();
    expect((await verifySignIn('', {})).body).toMatchObject({ code: 'validation_failed', message: 'challenge_id is required' });
    expect(
      (await authFetch(platform, '/passkeys/authentication/verify', { body: { challenge_id: options.challenge_id } })).body.message,
    ).toBe('credential is required');
    expect((await verifySignIn('nope', {})).body).toMatchObject({
      code: 'validation_failed',
      message: 'challenge_id must be a valid UUID',
    });
    expect((await authFetch(platform, '/passkeys/authentication/verify', { raw: '{' })).body.code).toBe('bad_json');
    const unknown = await supabase.auth.passkey.verifyRegistration({ challengeId: crypto.randomUUID(), credential: {} as never });
    expect(unknown.error).toMatchObject({ status: 400, code: 'webauthn_challenge_not_found' });
  });

  it('refuses a second registration of one credential and more passkeys than the limit', async () => {
    const owner = await signedInUser();
    const authenticator = new SoftwareAuthenticator(RP_ID, ORIGIN);
    await register(owner.supabase, authenticator);
    const other = await signedInUser();
    const options = (await other.supabase.auth.passkey.startRegistration()).data as unknown as Options;
    const again = await other.supabase.auth.passkey.verifyRegistration({
      challengeId: options.challenge_id,
      credential: authenticator.create(options.options) as never,
    });
    expect(again.error).toMatchObject({ status: 422, code: 'webauthn_credential_exists' });

    await register(owner.supabase, new SoftwareAuthenticator(RP_ID, ORIGIN));
    await register(owner.supabase, new SoftwareAuthenticator(RP_ID, ORIGIN));
    const fourth = await owner.supabase.auth.passkey.startRegistration();
    expect(fourth.error).toMatchObject({ status: 422, code: 'too_many_passkeys', message: 'Maximum number of passkeys reached' });
  });

  it('renames and deletes a passkey of the user only; a deleted passkey no longer signs in', async () => {
    const { supabase } = await signedInUser();
    const authenticator = new SoftwareAuthenticator(RP_ID, ORIGIN);
    const passkeyId = await register(supabase, authenticator);
    const renamed = await supabase.auth.passkey.update({ passkeyId, friendlyName: 'Laptop' });
    expect(renamed.data).toMatchObject({ id: passkeyId, friendly_name: 'Laptop' });
    expect((await supabase.auth.passkey.update({ passkeyId, friendlyName: '' })).error).toMatchObject({
      status: 400,
      code: 'validation_failed',
    });
    expect((await supabase.auth.passkey.update({ passkeyId, friendlyName: 'x'.repeat(121) })).error).toMatchObject({
      status: 400,
      message: 'friendly_name must be 120 characters or less',
    });

    const other = await signedInUser();
    expect((await other.supabase.auth.passkey.update({ passkeyId, friendlyName: 'mine' })).error).toMatchObject({
      status: 404,
      message: 'Passkey not found',
    });
    expect((await other.supabase.auth.passkey.delete({ passkeyId })).error).toMatchObject({ status: 404 });
    expect((await supabase.auth.passkey.list()).data).toHaveLength(1);

    const removed = await authFetch(platform, `/passkeys/${passkeyId}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${(await supabase.auth.getSession()).data.session?.access_token}` },
    });
    expect(removed.status).toBe(204);
    expect((await supabase.auth.passkey.list()).data).toEqual([]);
    const options = await signInOptions();
    expect((await verifySignIn(options.challenge_id, authenticator.get(options.options))).body.code).toBe('webauthn_verification_failed');
  });

  it('lets the service role list and delete a user’s passkeys', async () => {
    const { supabase, userId } = await signedInUser();
    const keep = await register(supabase, new SoftwareAuthenticator(RP_ID, ORIGIN));
    const drop = await register(supabase, new SoftwareAuthenticator(RP_ID, ORIGIN));
    const admin = createClient(platform.url, platform.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false, experimental: { passkey: true } },
      realtime: { transport: WebSocket as never },
    }).auth.admin;
    expect((await admin.passkey.listPasskeys({ userId })).data?.map((passkey) => passkey.id)).toEqual([keep, drop]);
    expect((await admin.passkey.deletePasskey({ userId, passkeyId: drop })).error).toBeNull();
    expect((await admin.passkey.listPasskeys({ userId })).data?.map((passkey) => passkey.id)).toEqual([keep]);
    const asUser = await authFetch(platform, `/admin/users/${userId}/passkeys`, {
      headers: { authorization: `Bearer ${(await supabase.auth.getSession()).data.session?.access_token}` },
    });
    expect(asUser.status).toBe(403);
    // Deleting the user deletes their passkeys.
    await serviceClient(platform).auth.admin.deleteUser(userId);
    expect((await platform.db.query('select 1 from auth.webauthn_credentials where user_id = $1', [userId])).rows).toEqual([]);
  });

  it('asks an aal2 session to add or remove passkeys once the user has a verified MFA factor', async () => {
    const { supabase, email } = await signedInUser();
    const passkeyId = await register(supabase, new SoftwareAuthenticator(RP_ID, ORIGIN));
    const factor = await supabase.auth.mfa.enroll({ factorType: 'totp' });
    if (factor.error || factor.data.type !== 'totp') throw new Error('no totp factor');
    const verified = await supabase.auth.mfa.challengeAndVerify({ factorId: factor.data.id, code: totpCode(factor.data.totp.secret) });
    expect(verified.error).toBeNull();
    expect((await supabase.auth.passkey.startRegistration()).error).toBeNull();

    const aal1 = client();
    await aal1.auth.signInWithPassword({ email, password: PASSWORD });
    expect((await aal1.auth.passkey.startRegistration()).error).toMatchObject({ status: 403, code: 'insufficient_aal' });
    expect((await aal1.auth.passkey.delete({ passkeyId })).error).toMatchObject({ status: 403, code: 'insufficient_aal' });
    expect((await aal1.auth.passkey.update({ passkeyId, friendlyName: 'renamed at aal1' })).error).toBeNull();
  });

  it('answers 404 passkey_disabled while passkeys are off, and reports the switch in /settings', async () => {
    expect((await authFetch(platform, '/settings')).body.passkeys_enabled).toBe(true);
    const auth = platform.ctx.config.auth ?? {};
    auth.passkeyEnabled = false;
    try {
      const options = await authFetch(platform, '/passkeys/authentication/options', { body: {} });
      expect(options.status).toBe(404);
      expect(options.body).toMatchObject({ code: 'passkey_disabled', message: 'Passkeys are disabled' });
      expect((await authFetch(platform, '/passkeys')).body.code).toBe('passkey_disabled');
      expect((await authFetch(platform, '/settings')).body.passkeys_enabled).toBe(false);
    } finally {
      auth.passkeyEnabled = true;
    }
  });

  it('refuses anonymous users', async () => {
    const anonymous = client();
    expect((await anonymous.auth.signInAnonymously()).error).toBeNull();
    expect((await anonymous.auth.passkey.startRegistration()).error).toMatchObject({ status: 403, code: 'no_authorization' });
  });
});
