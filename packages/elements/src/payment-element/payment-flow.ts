/**
 * How the payment element talks to the payment plugin: through the plugin's own workflow actions (create elements,
 * confirm payment, retrieve payment intent), run by the page's workflow engine as any workflow would run them, so
 * the element needs no import of the plugin and a page can swap providers. Also: the outcome of an intent, the
 * provider's error as a workflow event carries it, and the parameters Stripe (and the sandbox) add to the return URL
 * after an authentication or a redirect.
 */
import type { ActionRecord, Runtime } from '@kit/runtime-core';

export const PAYMENT_ACTIONS = {
  createElements: 'stripe:create-elements',
  confirmPayment: 'stripe:confirm-payment',
  retrievePaymentIntent: 'stripe:retrieve-payment-intent',
} as const;

/** Stripe's return-URL parameters (confirmPayment's redirect, the authentication page's answer). */
export const RETURN_PARAMS = ['payment_intent', 'payment_intent_client_secret', 'redirect_status'] as const;

export interface PaymentError {
  message: string;
  /** Stripe's code (`card_declined`…) or the plugin's. */
  code?: string;
  declineCode?: string;
  /** The card field the provider names (`number`, `expiry`, `cvc`). */
  field?: string;
}

export type ActionOutcome = { ok: true; result: unknown } | { ok: false; error: PaymentError };

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** The error a failed action threw, as the element shows it and its `error` event carries it. */
export function paymentError(error: unknown): PaymentError {
  const thrown = (typeof error === 'object' && error !== null ? error : {}) as Record<string, unknown>;
  const cause = (typeof thrown.cause === 'object' && thrown.cause !== null ? thrown.cause : {}) as Record<string, unknown>;
  const code = text(cause.code) ?? text(thrown.code);
  const declineCode = text(cause.decline_code);
  const field = text(cause.param);
  return {
    message: text(thrown.message) ?? text(cause.message) ?? 'The payment failed.',
    ...(code ? { code } : {}),
    ...(declineCode ? { declineCode } : {}),
    ...(field ? { field } : {}),
  };
}

/** Runs one plugin action as a one-action workflow of the page; resolves with its result or its error. */
export async function runPaymentAction(runtime: Runtime, type: string, settings: Record<string, unknown>): Promise<ActionOutcome> {
  const outcome = await runtime.runWorkflow({
    id: `payment-element:${type}`,
    actions: { a: { id: 'a', type, ...settings } },
    firstAction: 'a',
  });
  if (outcome.error !== undefined) return { ok: false, error: paymentError(outcome.error) };
  return { ok: true, result: (outcome.results?.a as ActionRecord | undefined)?.result };
}

export interface WaitOptions {
  /** Polling interval (ms). */
  every?: number;
  /** Give up after this long (ms). */
  timeout?: number;
  signal?: AbortSignal;
}

/**
 * Resolves once the plugin has registered `type`: plugins are installed after hydration (their code loads in its own
 * chunk), so an element mounted by the server's HTML may be ready before them. False on timeout or abort.
 */
export function whenActionRegistered(runtime: Runtime, type: string, options: WaitOptions = {}): Promise<boolean> {
  const { every = 50, timeout = 15_000, signal } = options;
  if (runtime.actions.has(type)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const started = Date.now();
    const timer = setInterval(() => {
      if (signal?.aborted) finish(false);
      else if (runtime.actions.has(type)) finish(true);
      else if (Date.now() - started >= timeout) finish(false);
    }, every);
    function finish(found: boolean) {
      clearInterval(timer);
      resolve(found);
    }
  });
}

export type IntentOutcome = 'succeeded' | 'processing' | 'requires_action' | 'failed';

/** What an intent's status means for the buyer. */
export function intentOutcome(intent: unknown): IntentOutcome {
  const status = (intent as { status?: unknown } | null)?.status;
  if (status === 'succeeded') return 'succeeded';
  if (status === 'processing' || status === 'requires_capture') return 'processing';
  if (status === 'requires_action') return 'requires_action';
  return 'failed';
}

/** The provider's message for an intent that did not succeed (its last payment error), else a plain one. */
export function intentFailure(intent: unknown): PaymentError {
  const last = (intent as { last_payment_error?: Record<string, unknown> | null } | null)?.last_payment_error;
  if (last && typeof last === 'object') return paymentError({ message: last.message, cause: last });
  return { message: 'The payment was not completed.' };
}

/** The intent a return URL names (after an authentication or a redirect), or undefined. */
export function returnedIntent(href: string): { clientSecret: string; redirectStatus: string } | undefined {
  const url = new URL(href);
  const clientSecret = url.searchParams.get('payment_intent_client_secret');
  if (!clientSecret) return undefined;
  return { clientSecret, redirectStatus: url.searchParams.get('redirect_status') ?? '' };
}

/** The same URL without Stripe's return parameters (so a reload does not report the payment again). */
export function withoutReturnParams(href: string): string {
  const url = new URL(href);
  for (const name of RETURN_PARAMS) url.searchParams.delete(name);
  return url.href;
}
