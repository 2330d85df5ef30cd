import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { testBackends, type TestPlatform } from '../../testing';
import { SoftwareAuthenticator } from '../passkeys/software-authenticator';
import { authFetch, decodeJwt, startAuthPlatform, uniqueEmail } from './harness';

const RP = { rpId: 'localhost', rpOrigins: ['http://localhost:5173'] };

interface Challenge {
  id: string;
  type: string;
  expires_at: number;
  webauthn: {
    type: 'create' | 'request';
    credential_options: { publicKey: { challenge: string; user: { id: string }; allowCredentials?: { id: string }[] } };
  };
}

describe.each(testBackends())('WebAuthn MFA factors on %s', (backend) => {
  let platform: TestPlatform;

  beforeAll(async () => {
    platform = await startAuthPlatform(backend, {
      authAutoconfirm: true,
      auth: { mfaWebauthnEnroll: true, mfaWebauthnVerify: true, webauthnRpId: RP.rpId, webauthnRpOrigins: RP.rpOrigins },
    });
  });
  afterAll(() => platform?.close());

  async function signedIn(): Promise<{ supabase: SupabaseClient; email: string; password: string }> {
    const supabase = createClient(platform.url, platform.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: WebSocket as never },
    });
    const email = uniqueEmail('mfa-webauthn');
    const password = 'webauthn-password-1';
    const { error } = await supabase.auth.signUp({ email, password });
    if (error) throw error;
    return { supabase, email, password };
  }

  async function token(supabase: SupabaseClient): Promise<string> {
    return (await supabase.auth.getSession()).data.session?.access_token ?? '';
  }

  async function challenge(supabase: SupabaseClient, factorId: string, webauthn: unknown = RP) {
    return authFetch(platform, `/factors/${factorId}/challenge`, {
      body: { webauthn },
      headers: { authorization: `Bearer ${await token(supabase)}` },
    });
  }

  async function verify(supabase: SupabaseClient, factorId: string, challengeId: string, type: string, credential: unknown) {
    return authFetch(platform, `/factors/${factorId}/verify`, {
      body: { challenge_id: challengeId, webauthn: { type, ...RP, credential_response: credential } },
      headers: { authorization: `Bearer ${await token(supabase)}` },
    });
  }

  it('enrols a security key: a creation ceremony, then a request ceremony for that key raises a session to aal2', async () => {
    const { supabase, email, password } = await signedIn();
    const enrolled = await supabase.auth.mfa.enroll({ factorType: 'webauthn', friendlyName: '' });
    expect(enrolled.error).toBeNull();
    expect(enrolled.data).toMatchObject({ type: 'webauthn', friendly_name: '' });
    const factorId = enrolled.data?.id ?? '';

    const key = new SoftwareAuthenticator(RP.rpId, RP.rpOrigins[0] as string);
    const create = (await challenge(supabase, factorId)).body as unknown as Challenge;
    expect(create).toMatchObject({ type: 'webauthn', webauthn: { type: 'create' } });
    const registered = await verify(supabase, factorId, create.id, 'create', key.create(create.webauthn.credential_options.publicKey));
    expect(registered.status).toBe(200);
    const claims = decodeJwt(String(registered.body.access_token));
    expect(claims.aal).toBe('aal2');
    expect((claims.amr as { method: string }[]).map((entry) => entry.method)).toContain('mfa/webauthn');
    const listed = await supabase.auth.mfa.listFactors();
    expect(listed.data?.all).toEqual([expect.objectContaining({ id: factorId, factor_type: 'webauthn', status: 'verified' })]);

    const later = await signedIn().then(async (other) => {
      await other.supabase.auth.signInWithPassword({ email, password });
      return other.supabase;
    });
    const request = (await challenge(later, factorId)).body as unknown as Challenge;
    expect(request.webauthn.type).toBe('request');
    expect(request.webauthn.credential_options.publicKey.allowCredentials?.map((c) => c.id)).toEqual([key.id]);
    const stranger = new SoftwareAuthenticator(RP.rpId, RP.rpOrigins[0] as string);
    stranger.create({ challenge: 'x', user: { id: 'eA' } });
    expect(
      (await verify(later, factorId, request.id, 'request', stranger.get(request.webauthn.credential_options.publicKey))).body.code,
    ).toBe('webauthn_verification_failed');
    const again = (await challenge(later, factorId)).body as unknown as Challenge;
    const stepUp = await verify(later, factorId, again.id, 'request', key.get(again.webauthn.credential_options.publicKey));
    expect(stepUp.status).toBe(200);
    expect(decodeJwt(String(stepUp.body.access_token)).aal).toBe('aal2');
    // Each challenge counts once.
    expect((await verify(later, factorId, again.id, 'request', key.get(again.webauthn.credential_options.publicKey))).status).toBe(422);
  });

  it('holds the relying party to the configured one and the ceremony type to the challenge', async () => {
    const { supabase } = await signedIn();
    const factorId = (await supabase.auth.mfa.enroll({ factorType: 'webauthn', friendlyName: 'key' })).data?.id ?? '';
    const foreign = await challenge(supabase, factorId, { rpId: 'evil.example', rpOrigins: ['https://evil.example'] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.code).toBe('validation_failed');
    const create = (await challenge(supabase, factorId)).body as unknown as Challenge;
    const key = new SoftwareAuthenticator(RP.rpId, RP.rpOrigins[0] as string);
    expect(
      (await verify(supabase, factorId, create.id, 'request', key.create(create.webauthn.credential_options.publicKey))).body.code,
    ).toBe('validation_failed');
    const wrongOrigin = new SoftwareAuthenticator(RP.rpId, 'https://evil.example');
    expect(
      (await verify(supabase, factorId, create.id, 'create', wrongOrigin.create(create.webauthn.credential_options.publicKey))).body.code,
    ).toBe('webauthn_verification_failed');
    // An unverified WebAuthn factor is removed like any other.
    expect((await supabase.auth.mfa.unenroll({ factorId })).error).toBeNull();
    expect((await supabase.auth.mfa.listFactors()).data?.all).toEqual([]);
  });
});
