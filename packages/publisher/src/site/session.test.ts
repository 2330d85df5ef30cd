/** The session cookie verified with the platform's real HS256 verifier: only an unexpired user token counts. */
import { createJwtService } from '@kit/platform';
import { describe, expect, it } from 'vitest';
import { readSessionCookie, sessionFromCookies } from './session';

const jwt = createJwtService('a-test-secret-that-is-long-enough-for-hs256');
const verify = (token: string) => jwt.verify(token).catch(() => null);
const now = () => Math.floor(Date.now() / 1000);

describe('readSessionCookie', () => {
  it('finds the cookie among others and URL-decodes it', () => {
    expect(readSessionCookie('a=1; sb-access-token=x%2Ey; b=2')).toBe('x.y');
    expect(readSessionCookie('a=1')).toBeUndefined();
    expect(readSessionCookie(undefined)).toBeUndefined();
  });
});

describe('sessionFromCookies', () => {
  it('accepts a valid token of a signed-in user', async () => {
    const token = await jwt.sign({ sub: 'u1', role: 'authenticated', exp: now() + 60 });
    expect(await sessionFromCookies(`sb-access-token=${token}`, verify)).toMatchObject({ sub: 'u1', role: 'authenticated' });
  });

  it('refuses an expired, a forged, an anon and a malformed token', async () => {
    const expired = await jwt.sign({ sub: 'u1', role: 'authenticated', exp: now() - 10 });
    const forged = await createJwtService('another-secret-of-enough-length-123456').sign({
      sub: 'u1',
      role: 'authenticated',
      exp: now() + 60,
    });
    const anon = await jwt.sign({ role: 'anon', iss: 'supabase', exp: now() + 60 });
    for (const token of [expired, forged, anon, 'not-a-jwt', '']) {
      expect(await sessionFromCookies(`sb-access-token=${token}`, verify)).toBeNull();
    }
  });

  it('refuses a token without an expiry, and survives a verifier that throws', async () => {
    const forever = await jwt.sign({ sub: 'u1', role: 'authenticated' });
    expect(await sessionFromCookies(`sb-access-token=${forever}`, verify)).toBeNull();
    expect(await sessionFromCookies('sb-access-token=t', () => Promise.reject(new Error('boom')))).toBeNull();
  });
});
