import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends, type TestPlatform } from '../../testing';
import { anonClient, authFetch, startAuthPlatform } from './harness';

describe.each(testBackends())('without an SMS provider (AUTH_SMS_PROVIDER=none) on %s', (backend) => {
  let platform: TestPlatform;

  beforeAll(async () => {
    platform = await startAuthPlatform(backend, { auth: { smsProvider: 'none' } });
  });
  afterAll(() => platform?.close());

  it('refuses to send a phone code as GoTrue does, before storing anything', async () => {
    const phone = `1555${String(Date.now()).slice(-7)}`;
    const { data, error } = await anonClient(platform).auth.signInWithOtp({ phone: `+${phone}` });
    expect(data).toEqual({ user: null, session: null });
    expect(error?.status).toBe(500);
    const answer = await authFetch(platform, '/otp', { body: { phone } });
    expect(answer).toMatchObject({ status: 500, body: { code: 'unexpected_failure' } });
    expect((await platform.db.query('select 1 from auth.users where phone = $1', [phone])).rows).toEqual([]);
    expect((await authFetch(platform, '/settings')).body.sms_provider).toBe('');
    // E-mail codes are unaffected.
    expect((await anonClient(platform).auth.signInWithOtp({ email: `sms-none-${phone}@example.com` })).error).toBeNull();
  });
});
