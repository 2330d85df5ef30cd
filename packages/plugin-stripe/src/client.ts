/**
 * The browser-side provider the confirm actions use: Stripe.js, loaded from Stripe only when a real account is
 * configured (`@stripe/stripe-js/pure` defers the script until `loadStripe` is called), else the sandbox's client
 * (`sandboxClient.ts`), which speaks the same flow to the local sandbox.
 */

export interface ProviderResult {
  error?: { message?: string } & Record<string, unknown>;
  paymentIntent?: unknown;
}

/** The part of Stripe.js the plugin calls. */
export interface PaymentClient {
  retrievePaymentIntent(clientSecret: string): Promise<ProviderResult>;
  confirmPayment(options: { elements: unknown; confirmParams: { return_url: string } }): Promise<ProviderResult>;
  confirmCardPayment(clientSecret: string, data: { payment_method: { card: unknown } }): Promise<ProviderResult>;
}

/** Loads Stripe.js for a publishable key (Stripe's `loadStripe` by default). */
export type StripeLoader = (publishableKey: string) => Promise<PaymentClient | null>;

export const loadStripeJs: StripeLoader = async (publishableKey) => {
  const { loadStripe } = await import('@stripe/stripe-js/pure');
  return (await loadStripe(publishableKey)) as unknown as PaymentClient | null;
};
