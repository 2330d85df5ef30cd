// Reads Stripe-shaped JSON objects (from the API, from the sandbox, from events) into the provider interface's types.
import type { CheckoutSession, Invoice, PaymentIntent, Subscription, SubscriptionStatus } from './types';

type Json = Record<string, unknown>;

const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const num = (value: unknown): number | null => (typeof value === 'number' ? value : null);
const obj = (value: unknown): Json => (value && typeof value === 'object' ? (value as Json) : {});
const list = (value: unknown): Json[] => (Array.isArray(obj(value).data) ? (obj(value).data as Json[]) : []);

/** An expandable field: the id string, or the expanded object's id. */
export function refId(value: unknown): string | null {
  return str(value) ?? str(obj(value).id);
}

export function metadataOf(value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, item] of Object.entries(obj(value))) if (typeof item === 'string') out[key] = item;
  return out;
}

function items(value: unknown): { price: string; quantity: number }[] {
  return list(value).flatMap((item) => {
    const price = refId(item.price);
    return price ? [{ price, quantity: num(item.quantity) ?? 1 }] : [];
  });
}

export function checkoutSessionFromStripe(json: Json): CheckoutSession {
  return {
    id: String(json.id),
    url: str(json.url),
    mode: json.mode === 'subscription' ? 'subscription' : 'payment',
    status: (str(json.status) ?? 'open') as CheckoutSession['status'],
    paymentStatus: (str(json.payment_status) ?? 'unpaid') as CheckoutSession['paymentStatus'],
    customerId: refId(json.customer),
    customerEmail: str(json.customer_email) ?? str(obj(json.customer_details).email),
    clientReferenceId: str(json.client_reference_id),
    subscriptionId: refId(json.subscription),
    paymentIntentId: refId(json.payment_intent),
    metadata: metadataOf(json.metadata),
    amountTotal: num(json.amount_total),
    currency: str(json.currency),
    created: num(json.created) ?? 0,
    lineItems: items(json.line_items),
  };
}

export function subscriptionFromStripe(json: Json): Subscription {
  const firstItem = list(json.items)[0] ?? {};
  return {
    id: String(json.id),
    customerId: refId(json.customer) ?? '',
    status: (str(json.status) ?? 'incomplete') as SubscriptionStatus,
    cancelAtPeriodEnd: json.cancel_at_period_end === true,
    currentPeriodStart: num(firstItem.current_period_start) ?? num(json.current_period_start) ?? 0,
    currentPeriodEnd: num(firstItem.current_period_end) ?? num(json.current_period_end) ?? 0,
    canceledAt: num(json.canceled_at),
    endedAt: num(json.ended_at),
    metadata: metadataOf(json.metadata),
    items: items(json.items),
  };
}

export function invoiceFromStripe(json: Json): Invoice {
  const details = obj(obj(json.parent).subscription_details);
  return {
    id: String(json.id),
    customerId: refId(json.customer),
    subscriptionId: refId(details.subscription) ?? refId(json.subscription),
    status: str(json.status) ?? 'draft',
    amountDue: num(json.amount_due) ?? 0,
    currency: str(json.currency) ?? 'usd',
  };
}

export function paymentIntentFromStripe(json: Json): PaymentIntent {
  return {
    id: String(json.id),
    clientSecret: str(json.client_secret),
    amount: num(json.amount) ?? 0,
    currency: str(json.currency) ?? 'usd',
    status: str(json.status) ?? 'requires_payment_method',
    customerId: refId(json.customer),
    metadata: metadataOf(json.metadata),
    paymentMethodTypes: Array.isArray(json.payment_method_types)
      ? json.payment_method_types.filter((t): t is string => typeof t === 'string')
      : [],
    created: num(json.created) ?? 0,
  };
}
