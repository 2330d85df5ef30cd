/**
 * What the portal's browser clients read from the page: the anon key the server put in its state and the visitor's
 * access token (the session cookie). A module of its own: the fleet pages read the session before their API client's
 * code has loaded.
 */
import { ACCESS_TOKEN_COOKIE, readCookie } from '@kit/runtime-core';

let stateKey: string | undefined;

/** The anon key the server put in the page's state (read once). */
export function pageAnonKey(): string | undefined {
  if (stateKey !== undefined || typeof document === 'undefined') return stateKey;
  const script = document.getElementById('__site_state__');
  try {
    const state = script?.textContent ? (JSON.parse(script.textContent) as { config?: { anonKey?: unknown } }) : undefined;
    stateKey = typeof state?.config?.anonKey === 'string' ? state.config.anonKey : undefined;
  } catch {
    stateKey = undefined;
  }
  return stateKey;
}

/** The visitor's access token from the session cookie. */
export function cookieToken(cookie: string = typeof document === 'undefined' ? '' : document.cookie): string | undefined {
  return readCookie(cookie, ACCESS_TOKEN_COOKIE) || undefined;
}
