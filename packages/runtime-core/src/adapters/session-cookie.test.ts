/** Reading the session cookie from a header or document.cookie: exact names, decoding, broken encoding. */
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_COOKIE, readCookie } from './session-cookie';

describe('readCookie', () => {
  it('finds the named cookie among others, decoded', () => {
    expect(readCookie(`theme=dark; ${ACCESS_TOKEN_COOKIE}=a%2Eb.c; other=1`, ACCESS_TOKEN_COOKIE)).toBe('a.b.c');
  });

  it('does not take a cookie whose name only starts with the name', () => {
    expect(readCookie(`${ACCESS_TOKEN_COOKIE}-old=x`, ACCESS_TOKEN_COOKIE)).toBeUndefined();
    expect(readCookie(undefined, ACCESS_TOKEN_COOKIE)).toBeUndefined();
  });

  it('keeps a value with = signs and one that is not valid URL encoding', () => {
    expect(readCookie('t=a=b=', 't')).toBe('a=b=');
    expect(readCookie('t=%E0%A4%A', 't')).toBe('%E0%A4%A');
  });
});
