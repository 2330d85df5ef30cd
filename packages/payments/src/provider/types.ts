// The payment provider interface both providers implement (Stripe SDK, local sandbox), in the provider's own terms.

export type CheckoutMode = 'payment' | 'subscription';

export interface CheckoutLineItem {
  /** The provider's price id. */
  price: string;
  quantity: number;
  adjustableQuantity?: { minimum?: number; maximum?: number };
}

export interface CheckoutSessionParams {
  mode: CheckoutMode;
  lineItems: CheckoutLineItem[];
  successUrl: string;
  cancelUrl: string;
  customerId?: string;
  customerEmail?: string;
  clientReferenceId?: string;
  paymentMethodTypes: string[];
  allowPromotionCodes?: boolean;
  /** ISO country codes shipping addresses may come from; collection is off when absent. */
  shippingCountries?: string[];
  phoneNumberCollection?: boolean;
  automaticTax?: boolean;
  metadata: Record<string, string>;
  locale: string;
}

export interface CheckoutSession {
  id: string;
  url: string | null;
  mode: CheckoutMode;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  customerId: string | null;
  customerEmail: string | null;
  clientReferenceId: string | null;
  subscriptionId: string | null;
  paymentIntentId: string | null;
  metadata: Record<string, string>;
  amountTotal: number | null;
  currency: string | null;
  created: number;
  lineItems: { price: string; quantity: number }[];
}

export type SubscriptionStatus =
  'incomplete' | 'incomplete_expired' | 'trialing' | 'active' | 'past_due' | 'canceled' | 'unpaid' | 'paused';

export interface Subscription {
  id: string;
  customerId: string;
  status: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  currentPeriodStart: number;
  currentPeriodEnd: number;
  canceledAt: number | null;
  endedAt: number | null;
  metadata: Record<string, string>;
  items: { price: string; quantity: number }[];
}

export interface Invoice {
  id: string;
  customerId: string | null;
  subscriptionId: string | null;
  status: string;
  amountDue: number;
  currency: string;
}

export interface PaymentIntent {
  id: string;
  clientSecret: string | null;
  amount: number;
  currency: string;
  status: string;
  customerId: string | null;
  metadata: Record<string, string>;
  paymentMethodTypes: string[];
  created: number;
}

export interface PaymentIntentParams {
  amount: number;
  currency: string;
  customerId?: string;
  paymentMethodTypes: string[];
  metadata: Record<string, string>;
}

export interface PortalSession {
  id: string;
  url: string;
  customerId: string;
  returnUrl: string;
}

/** A webhook event as the provider sends it: `data.object` is the object at the time of the event. */
export interface ProviderEvent {
  id: string;
  type: string;
  created: number;
  data: { object: Record<string, unknown> & { id?: string; object?: string } };
}

export interface RequestOptions {
  idempotencyKey?: string;
}

export interface PaymentProvider {
  readonly name: 'stripe' | 'sandbox';
  createCustomer(params: { email?: string; metadata: Record<string, string> }, options?: RequestOptions): Promise<{ id: string }>;
  createCheckoutSession(params: CheckoutSessionParams, options?: RequestOptions): Promise<CheckoutSession>;
  retrieveCheckoutSession(id: string): Promise<CheckoutSession>;
  createPortalSession(params: { customerId: string; returnUrl: string }): Promise<PortalSession>;
  createPaymentIntent(params: PaymentIntentParams, options?: RequestOptions): Promise<PaymentIntent>;
  retrievePaymentIntent(id: string): Promise<PaymentIntent>;
  retrieveSubscription(id: string): Promise<Subscription>;
  retrieveInvoice(id: string): Promise<Invoice>;
  /** Verifies the signature header against the raw body and parses the event; throws `signature_invalid`. */
  constructEvent(rawBody: string | Buffer, signatureHeader: string | undefined): ProviderEvent;
  /** The provider's clock in Unix seconds (the sandbox's is controllable). */
  now(): number;
}
