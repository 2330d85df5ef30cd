/** Session cookies (seed 000 §9): the access cookie lives `expires_in` seconds, the refresh cookie a year, Secure, SameSite Lax. */
import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE, readCookie } from '@kit/runtime-core';

export { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE };
export const REFRESH_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export interface CookieOptions {
  maxAge: number;
  path: string;
  secure: boolean;
  sameSite: 'Lax' | 'Strict' | 'None';
}

export interface CookieAdapter {
  set(name: string, value: string, options: CookieOptions): void;
  remove(name: string, path: string): void;
  get(name: string): string | undefined;
}

export interface StoredCookie {
  value: string;
  options: CookieOptions;
}

export interface MemoryCookies extends CookieAdapter {
  readonly entries: ReadonlyMap<string, StoredCookie>;
}

/** Cookies kept in a map, for Node and tests. */
export function createMemoryCookies(): MemoryCookies {
  const entries = new Map<string, StoredCookie>();
  return {
    entries,
    set: (name, value, options) => {
      entries.set(name, { value, options: { ...options } });
    },
    remove: (name) => {
      entries.delete(name);
    },
    get: (name) => entries.get(name)?.value,
  };
}

/** Serialises one `Set-Cookie`-style assignment for `document.cookie`. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Max-Age=${options.maxAge}`,
    `Path=${options.path}`,
    `SameSite=${options.sameSite}`,
  ];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

interface CookieDocument {
  cookie: string;
}

/** Cookies of the browser document (none outside a browser). */
export function browserCookies(doc: CookieDocument | undefined = (globalThis as { document?: CookieDocument }).document): CookieAdapter {
  return {
    set: (name, value, options) => {
      if (doc) doc.cookie = serializeCookie(name, value, options);
    },
    remove: (name, path) => {
      if (doc) doc.cookie = `${name}=; Max-Age=0; Path=${path}`;
    },
    get: (name) => (doc ? readCookie(doc.cookie, name) : undefined),
  };
}

export interface SessionTokens {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

/** Writes both session cookies. */
export function writeSessionCookies(cookies: CookieAdapter, session: SessionTokens, path = '/'): void {
  const base = { path, secure: true, sameSite: 'Lax' as const };
  cookies.set(ACCESS_TOKEN_COOKIE, session.access_token, { ...base, maxAge: session.expires_in });
  cookies.set(REFRESH_TOKEN_COOKIE, session.refresh_token, { ...base, maxAge: REFRESH_COOKIE_MAX_AGE });
}

/** Removes both session cookies. */
export function clearSessionCookies(cookies: CookieAdapter, path = '/'): void {
  cookies.remove(ACCESS_TOKEN_COOKIE, path);
  cookies.remove(REFRESH_TOKEN_COOKIE, path);
}
