/**
 * The visitor's session cookies, as the sites' server and browser share them: the auth plugin writes them, the
 * publisher, the file service and the payment plugin read the access token from them. One source for their names.
 */
export const ACCESS_TOKEN_COOKIE = 'sb-access-token';
export const REFRESH_TOKEN_COOKIE = 'sb-refresh-token';

/** A cookie's value (URL-decoded; as sent when it is not valid URL encoding) from a `Cookie` header or `document.cookie`. */
export function readCookie(cookies: string | undefined, name: string): string | undefined {
  for (const part of (cookies ?? '').split(';')) {
    const trimmed = part.trim();
    if (!trimmed.startsWith(`${name}=`)) continue;
    const raw = trimmed.slice(name.length + 1);
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/** The access token in the browser document's cookies (none outside a browser). */
export function documentAccessToken(): string | undefined {
  return readCookie((globalThis as { document?: { cookie?: string } }).document?.cookie, ACCESS_TOKEN_COOKIE);
}
