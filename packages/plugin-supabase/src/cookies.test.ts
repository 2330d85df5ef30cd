/** Session cookies: lifetimes, Secure and SameSite Lax, in memory and through document.cookie. */
import { describe, expect, it } from 'vitest';
import {
  ACCESS_TOKEN_COOKIE,
  REFRESH_COOKIE_MAX_AGE,
  REFRESH_TOKEN_COOKIE,
  browserCookies,
  clearSessionCookies,
  createMemoryCookies,
  writeSessionCookies,
} from './cookies';

describe('session cookies', () => {
  it('writes the access cookie for expires_in and the refresh cookie for a year, Secure, SameSite Lax', () => {
    const cookies = createMemoryCookies();
    writeSessionCookies(cookies, { access_token: 'a', refresh_token: 'r', expires_in: 3600 });
    expect(cookies.entries.get(ACCESS_TOKEN_COOKIE)).toEqual({
      value: 'a',
      options: { path: '/', secure: true, sameSite: 'Lax', maxAge: 3600 },
    });
    expect(cookies.entries.get(REFRESH_TOKEN_COOKIE)).toEqual({
      value: 'r',
      options: { path: '/', secure: true, sameSite: 'Lax', maxAge: 31_536_000 },
    });
    expect(REFRESH_COOKIE_MAX_AGE).toBe(365 * 24 * 3600);
    clearSessionCookies(cookies);
    expect(cookies.entries.size).toBe(0);
  });

  it('serialises to document.cookie in a browser', () => {
    const writes: string[] = [];
    const doc = {
      get cookie() {
        return 'other=1; sb-access-token=a%20b';
      },
      set cookie(value: string) {
        writes.push(value);
      },
    };
    const cookies = browserCookies(doc);
    writeSessionCookies(cookies, { access_token: 'a', refresh_token: 'r', expires_in: 60 });
    clearSessionCookies(cookies);
    expect(writes).toEqual([
      'sb-access-token=a; Max-Age=60; Path=/; SameSite=Lax; Secure',
      'sb-refresh-token=r; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
      'sb-access-token=; Max-Age=0; Path=/',
      'sb-refresh-token=; Max-Age=0; Path=/',
    ]);
    expect(cookies.get(ACCESS_TOKEN_COOKIE)).toBe('a b');
    expect(browserCookies(undefined).get(ACCESS_TOKEN_COOKIE)).toBeUndefined();
  });
});
