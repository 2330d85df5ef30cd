// Who is signed in, read from the session cookie's access token (its claims; the server checks the signature), and
// the organization the member last worked in (kept in local storage, per browser).
import { cookieToken } from '../../search/page-session';

export interface SessionUser {
  id: string;
  email: string;
}

export function sessionUser(token: string | undefined = cookieToken()): SessionUser | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown; email?: unknown; exp?: unknown };
    if (typeof claims.sub !== 'string') return null;
    if (typeof claims.exp === 'number' && claims.exp * 1000 < Date.now()) return null;
    return { id: claims.sub, email: typeof claims.email === 'string' ? claims.email : '' };
  } catch {
    return null;
  }
}

const ORG_KEY = 'liftfix-fleet-organization';

export function storedOrganization(): string | null {
  try {
    return window.localStorage.getItem(ORG_KEY);
  } catch {
    return null;
  }
}

export function storeOrganization(id: string): void {
  try {
    window.localStorage.setItem(ORG_KEY, id);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}
