/**
 * The portal's own client actions (a small site plugin, loaded with the others after hydration):
 * `liftfix:purchase` reads `GET /payments/purchases/{sessionId}` as the signed-in buyer and, with `waitForGrant`,
 * polls until the webhook has granted access (the grant only ever comes from the webhook) or the wait runs out.
 */
import { ACCESS_TOKEN_COOKIE, readCookie } from '@kit/runtime-core';
import type { ActionHandler } from '@kit/runtime-core';

/** How long the success page waits for the webhook's grant, and how often it asks. */
export const GRANT_WAIT_MS = 45_000;
export const GRANT_POLL_MS = 1_000;

export interface PurchaseActionOptions {
  origin: string;
  fetch?: typeof fetch;
  /** The visitor's access token (the auth cookie the Supabase plugin writes). */
  accessToken: () => string | undefined;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

class PurchaseError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The access cookie's value, if any. */
export function cookieAccessToken(cookie: string): string | undefined {
  return readCookie(cookie, ACCESS_TOKEN_COOKIE);
}

export function purchaseActions(options: PurchaseActionOptions): Record<string, ActionHandler> {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = options.now ?? Date.now;
  const read = async (sessionId: string) => {
    const token = options.accessToken();
    if (!token) throw new PurchaseError('not_authenticated', 'Sign in to see your purchase.');
    const response = await doFetch(`${options.origin}/payments/purchases/${encodeURIComponent(sessionId)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await response.json().catch(() => null)) as { fulfilled?: boolean; message?: string } | null;
    if (response.status === 404) throw new PurchaseError('purchase_not_found', 'We could not find this purchase for your account.');
    if (!response.ok || body === null)
      throw new PurchaseError('purchase_unavailable', body?.message ?? 'The purchase could not be read. Please reload the page.');
    return body;
  };
  return {
    'liftfix:purchase': async (action, context) => {
      const sessionId = context.evaluate(action.sessionId);
      if (typeof sessionId !== 'string' || !/^[A-Za-z0-9_-]{4,200}$/.test(sessionId))
        throw new PurchaseError('no_session', 'This page needs the link from the checkout.');
      const wait = context.evaluate(action.waitForGrant) === true;
      const deadline = now() + GRANT_WAIT_MS;
      let purchase = await read(sessionId);
      while (wait && purchase.fulfilled !== true && now() < deadline) {
        await sleep(GRANT_POLL_MS);
        purchase = await read(sessionId);
      }
      return purchase;
    },
  };
}
