// Whose phone session this is: the `sub` of the session cookie's access token, read without the network (the
// token's signature is the server's business; here it only picks which saved copies belong to the account).
import { cookieToken } from '../search/page-session';

export function tokenSubject(token: string | undefined): string | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown };
    return typeof json.sub === 'string' && json.sub !== '' ? json.sub : null;
  } catch {
    return null;
  }
}

/** The signed-in account's id, or null for a visitor. */
export function sessionUserId(): string | null {
  return tokenSubject(cookieToken());
}
