import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../totp';
import { testBackends, type TestPlatform } from '../../testing';
import { anonClient, decodeJwt, startAuthPlatform, uniqueEmail } from './harness';

describe.each(testBackends())('TOTP multi-factor authentication on %s', (backend) => {
  let platform: TestPlatform;
  const email = uniqueEmail('mfa');
  const password = 'mfa-password-123';

  beforeAll(async () => {
    platform = await startAuthPlatform(backend, { authAutoconfirm: true });
    await anonClient(platform).auth.signUp({ email, password });
  });
  afterAll(() => platform?.close());

  it('enrols a TOTP factor and raises the session to aal2', async () => {
    const supabase = anonClient(platform);
    await supabase.auth.signInWithPassword({ email, password });
    const enrolled = await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'phone app' });
    expect(enrolled.error).toBeNull();
    const factor = enrolled.data;
    if (!factor || factor.type !== 'totp') throw new Error('no totp factor');
    expect(factor.totp.qr_code.startsWith('data:image/svg+xml;utf-8,')).toBe(true);
    expect(factor.totp.uri).toMatch(/^otpauth:\/\/totp\//);
    expect(factor.totp.secret).toMatch(/^[A-Z2-7]{32}$/);

    const before = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(before.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });

    const challenge = await supabase.auth.mfa.challenge({ factorId: factor.id });
    expect(challenge.error).toBeNull();
    const wrong = await supabase.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.data?.id ?? '',
      code: '000000' === totpCode(factor.totp.secret) ? '111111' : '000000',
    });
    expect(wrong.error).toMatchObject({ status: 422, code: 'mfa_verification_failed', message: 'Invalid TOTP code entered' });
    const verified = await supabase.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.data?.id ?? '',
      code: totpCode(factor.totp.secret),
    });
    expect(verified.error).toBeNull();
    const claims = decodeJwt(verified.data?.access_token ?? '');
    expect(claims.aal).toBe('aal2');
    expect((claims.amr as { method: string }[]).map((entry) => entry.method).sort()).toEqual(['password', 'totp']);

    const after = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(after.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    const factors = await supabase.auth.mfa.listFactors();
    expect(factors.data?.totp).toHaveLength(1);
    expect(factors.data?.totp[0]).toMatchObject({ id: factor.id, status: 'verified', friendly_name: 'phone app' });
  });

  it('asks a new password sign-in to step up (nextLevel aal2) and lets it', async () => {
    const supabase = anonClient(platform);
    await supabase.auth.signInWithPassword({ email, password });
    const level = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    const change = await supabase.auth.updateUser({ password: 'another-password-9' });
    expect(change.error).toMatchObject({ status: 401, code: 'insufficient_aal' });
    const factorId = (await supabase.auth.mfa.listFactors()).data?.totp[0]?.id ?? '';
    const { rows } = await platform.db.query<{ secret: string }>('select secret from auth.mfa_factors where id = $1', [factorId]);
    const stepped = await supabase.auth.mfa.challengeAndVerify({ factorId, code: totpCode(rows[0]?.secret ?? '') });
    expect(stepped.error).toBeNull();
    expect((await supabase.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe('aal2');
    const removed = await supabase.auth.mfa.unenroll({ factorId });
    expect(removed.error).toBeNull();
    expect((await supabase.auth.mfa.listFactors()).data?.totp).toHaveLength(0);
  });
});
