/**
 * The payment client for the local sandbox, in place of Stripe.js when no real publishable key is set: the same calls
 * (retrievePaymentIntent, confirmPayment, confirmCardPayment) against the sandbox's browser API
 * (`/_sandbox/payment_intents/{id}`), with the same results — `{paymentIntent}` or `{error}` with the provider's
 * message — and the same navigation: a successful confirmPayment goes to its return_url with Stripe's parameters, a
 * card that needs authentication goes to the sandbox's authentication page. The element is the sandbox card form's
 * handle (`{type: 'sandbox-card', card: {number, expiry, cvc}, clientSecret?}`), which the payment element exposes.
 */
import type { PaymentClient, ProviderResult } from './client';
import type { FetchLike } from './api';
import { StripePluginError } from './errors';

export interface SandboxCardHandle {
  type: 'sandbox-card';
  card: { number: string; expiry: string; cvc: string };
  /** The intent the form pays (confirmPayment reads it, as Stripe's Elements holds its client secret). */
  clientSecret?: string;
}

export interface SandboxClientOptions {
  /** Origin of the server; '' for the page's own. */
  apiUrl: string;
  fetch: FetchLike | ((input: string, init?: RequestInit) => Promise<Response>);
  navigate: (url: string) => void;
  /** The page's URL, where confirmCardPayment's authentication returns. */
  currentUrl?: () => string | undefined;
}

function handleOf(value: unknown): SandboxCardHandle {
  const handle = value as Partial<SandboxCardHandle> | null;
  if (
    typeof handle !== 'object' ||
    handle === null ||
    handle.type !== 'sandbox-card' ||
    typeof handle.card !== 'object' ||
    handle.card === null
  ) {
    throw StripePluginError.validation('INVALID_ELEMENT');
  }
  return handle as SandboxCardHandle;
}

const intentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0] ?? '';

export function createSandboxPaymentClient(options: SandboxClientOptions): PaymentClient {
  const base = options.apiUrl.replace(/\/+$/, '');
  const fetch = options.fetch as (input: string, init?: RequestInit) => Promise<Response>;

  const call = async (path: string, init?: RequestInit): Promise<ProviderResult> => {
    const response = await fetch(`${base}${path}`, { credentials: 'same-origin', ...init });
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (response.ok) return { paymentIntent: body };
    const error = (typeof body.error === 'object' && body.error !== null ? body.error : body) as ProviderResult['error'];
    return {
      error: { ...error, message: typeof error?.message === 'string' ? error.message : `The payment failed (status ${response.status}).` },
    };
  };

  const confirm = async (clientSecret: string, handle: SandboxCardHandle, returnUrl: string | undefined) => {
    const result = await call(`/_sandbox/payment_intents/${encodeURIComponent(intentIdOf(clientSecret))}/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_secret: clientSecret, card: handle.card, ...(returnUrl ? { return_url: returnUrl } : {}) }),
    });
    const intent = result.paymentIntent as { status?: string; next_action?: { redirect_to_url?: { url?: string } } } | undefined;
    const authentication = intent?.status === 'requires_action' ? intent.next_action?.redirect_to_url?.url : undefined;
    if (authentication) options.navigate(authentication);
    return result;
  };

  return {
    retrievePaymentIntent: (clientSecret) =>
      call(`/_sandbox/payment_intents/${encodeURIComponent(intentIdOf(clientSecret))}?client_secret=${encodeURIComponent(clientSecret)}`),
    // The card form's handle, empty: the payment element fills in the card as the buyer types.
    elements: ({ clientSecret }): SandboxCardHandle => ({ type: 'sandbox-card', card: { number: '', expiry: '', cvc: '' }, clientSecret }),
    async confirmPayment({ elements, confirmParams, redirect }) {
      const handle = handleOf(elements);
      if (!handle.clientSecret) throw StripePluginError.validation('INVALID_ELEMENT');
      const result = await confirm(handle.clientSecret, handle, confirmParams.return_url);
      const intent = result.paymentIntent as { id?: string; status?: string } | undefined;
      if (intent?.status === 'succeeded' && redirect !== 'if_required') {
        // As Stripe.js: success leaves the page for the return URL, which reads the outcome from its query.
        const url = new URL(confirmParams.return_url, options.currentUrl?.() ?? 'http://localhost/');
        url.searchParams.set('payment_intent', String(intent.id));
        url.searchParams.set('payment_intent_client_secret', handle.clientSecret);
        url.searchParams.set('redirect_status', 'succeeded');
        options.navigate(url.href);
      }
      return result;
    },
    confirmCardPayment: (clientSecret, data) => confirm(clientSecret, handleOf(data.payment_method.card), options.currentUrl?.()),
  };
}
