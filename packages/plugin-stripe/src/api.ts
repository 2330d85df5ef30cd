/** Calls the publisher's payment endpoints (`{apiUrl}/designs/{websiteId}/stripe/…`) as the signed-in visitor. */
import { StripePluginError } from './errors';

export type FetchLike = (
  input: string,
  init: { method: string; headers: Record<string, string>; body: string; credentials?: 'include' | 'same-origin' },
) => Promise<{
  ok: boolean;
  status: number;
  text(): Promise<string>;
}>;

export interface PaymentApi {
  post(
    endpoint: 'create-checkout-session' | 'create-customer-portal-session' | 'create-payment-intent',
    body: Record<string, unknown>,
  ): Promise<unknown>;
}

export interface PaymentApiOptions {
  /** Origin of the payment endpoints; '' for the page's own origin. */
  apiUrl: string;
  websiteId: string;
  fetch: FetchLike;
  /** The visitor's access token, sent as Bearer (the server links the purchase to that user). */
  accessToken: () => string | undefined | Promise<string | undefined>;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function createPaymentApi(options: PaymentApiOptions): PaymentApi {
  const base = options.apiUrl.replace(/\/+$/, '');
  // Called as a plain function, never as `options.fetch(…)`: a browser's own fetch refuses another `this`.
  const { fetch } = options;
  return {
    async post(endpoint, body) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      const token = await options.accessToken();
      if (token) headers.authorization = `Bearer ${token}`;
      const response = await fetch(`${base}/designs/${encodeURIComponent(options.websiteId)}/stripe/${endpoint}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        credentials: 'same-origin',
      });
      const data = parse(await response.text());
      if (!response.ok) throw StripePluginError.server(response.status, data);
      return data;
    },
  };
}
