/**
 * The visitor's session as the server sees it: the `sb-access-token` cookie (written by the auth plugin), verified
 * by a function the server hands in (the platform's HS256 verifier; the publisher never imports the platform).
 * Only an unexpired token of a signed-in user counts: an anon or service key in the cookie is no session.
 */
import { ACCESS_TOKEN_COOKIE, readCookie } from '@kit/runtime-core';

/** The verified claims of an access token (GoTrue's: sub, role, email, exp…). */
export type SessionClaims = Readonly<Record<string, unknown>> & { readonly sub?: string; readonly role?: string; readonly exp?: number };

/** Verifies a token's signature and expiry; null when it is forged, expired or malformed. */
export type VerifySession = (token: string) => Promise<SessionClaims | null>;

/** The session cookie's value (URL-decoded), or undefined when the header has none. */
export function readSessionCookie(cookieHeader: string | undefined): string | undefined {
  return readCookie(cookieHeader, ACCESS_TOKEN_COOKIE);
}

/** The signed-in user's claims from the request's cookies, or null (no cookie, forged, expired, not a user). */
export async function sessionFromCookies(cookieHeader: string | undefined, verify: VerifySession): Promise<SessionClaims | null> {
  const token = readSessionCookie(cookieHeader);
  if (token === undefined || token === '') return null;
  let claims: SessionClaims | null;
  try {
    claims = await verify(token);
  } catch {
    claims = null;
  }
  if (claims === null || claims.role !== 'authenticated' || typeof claims.sub !== 'string') return null;
  // The verifier checks expiry too; a token without one is refused here rather than trusted forever.
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= Date.now()) return null;
  return claims;
}
