/**
 * The browser-side provider the confirm actions use: Stripe.js, loaded from Stripe only when a real account is
 * configured (`@stripe/stripe-js/pure` defers the script until `loadStripe` is called), else the sandbox's client
 * (`sandbox-client.ts`), which speaks the same flow to the local sandbox.
 */

export interface ProviderResult {
  error?: { message?: string } & Record<string, unknown>;
  paymentIntent?: unknown;
}

/** What Stripe.js's `stripe.elements()` takes here: the intent the form pays, its look and language. */
export interface ElementsOptions {
  clientSecret: string;
  appearance?: Record<string, unknown>;
  locale?: string;
}

/**
 * Stripe.js's `confirmPayment` options. `redirect: 'if_required'` keeps the page on success (Stripe.js then
 * resolves with the intent); a card needing authentication still leaves for it and comes back to `return_url`.
 */
export interface ConfirmPaymentOptions {
  elements: unknown;
  confirmParams: { return_url: string };
  redirect?: 'always' | 'if_required';
}

/** The part of Stripe.js the plugin calls. */
export interface PaymentClient {
  /** An Elements group for one intent (Stripe.js); the sandbox answers with its card form's handle. */
  elements(options: ElementsOptions): unknown;
  retrievePaymentIntent(clientSecret: string): Promise<ProviderResult>;
  confirmPayment(options: ConfirmPaymentOptions): Promise<ProviderResult>;
  confirmCardPayment(clientSecret: string, data: { payment_method: { card: unknown } }): Promise<ProviderResult>;
}

/** Loads Stripe.js for a publishable key (Stripe's `loadStripe` by default). */
export type StripeLoader = (publishableKey: string) => Promise<PaymentClient | null>;

export const loadStripeJs: StripeLoader = async (publishableKey) => {
  const { loadStripe } = await import('@stripe/stripe-js/pure');
  return (await loadStripe(publishableKey)) as unknown as PaymentClient | null;
};
