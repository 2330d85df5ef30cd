// Builders of the Stripe-shaped objects the sandbox keeps and sends in events (fields as in Stripe's API reference).
import type { CataloguePrice } from '../catalogue/catalogue';
import { newId } from './ids';
import type { SandboxObject } from './store';

export const SANDBOX_API_VERSION = '2026-10-28.endive';

export function priceObject(price: CataloguePrice): Record<string, unknown> {
  return {
    id: price.id,
    object: 'price',
    active: true,
    currency: price.currency,
    unit_amount: price.unitAmount,
    type: price.type,
    product: price.productId,
    recurring: price.type === 'recurring' ? { interval: price.interval, interval_count: price.intervalCount } : null,
    livemode: false,
  };
}

/** Adds a billing interval to a Unix time, in UTC calendar terms as Stripe bills. */
export function addInterval(start: number, interval: CataloguePrice['interval'], count: number): number {
  const date = new Date(start * 1000);
  if (interval === 'day') date.setUTCDate(date.getUTCDate() + count);
  else if (interval === 'week') date.setUTCDate(date.getUTCDate() + 7 * count);
  else if (interval === 'year') date.setUTCFullYear(date.getUTCFullYear() + count);
  else date.setUTCMonth(date.getUTCMonth() + count);
  return Math.floor(date.getTime() / 1000);
}

export function customerObject(created: number, email: string | null, metadata: Record<string, string>): SandboxObject {
  return {
    id: newId('cus'),
    object: 'customer',
    created,
    email,
    metadata,
    invoice_settings: { default_payment_method: null },
    livemode: false,
  };
}

export function paymentIntentObject(
  created: number,
  fields: {
    amount: number;
    currency: string;
    customer: string | null;
    metadata: Record<string, string>;
    status: string;
    paymentMethodTypes: string[];
    invoice?: string;
  },
): SandboxObject {
  const id = newId('pi');
  return {
    id,
    object: 'payment_intent',
    created,
    amount: fields.amount,
    amount_received: fields.status === 'succeeded' ? fields.amount : 0,
    currency: fields.currency,
    customer: fields.customer,
    metadata: fields.metadata,
    status: fields.status,
    client_secret: `${id}_secret_${newId('pi').slice(3)}`,
    payment_method_types: fields.paymentMethodTypes,
    payment_method: null,
    last_payment_error: null,
    livemode: false,
  };
}

export function invoiceObject(
  created: number,
  fields: {
    customer: string;
    subscription: string;
    price: CataloguePrice;
    quantity: number;
    periodStart: number;
    periodEnd: number;
    billingReason: string;
  },
): SandboxObject {
  const amount = fields.price.unitAmount * fields.quantity;
  return {
    id: newId('in'),
    object: 'invoice',
    created,
    customer: fields.customer,
    currency: fields.price.currency,
    amount_due: amount,
    amount_paid: 0,
    amount_remaining: amount,
    attempt_count: 0,
    attempted: false,
    billing_reason: fields.billingReason,
    next_payment_attempt: null,
    status: 'open',
    period_start: fields.periodStart,
    period_end: fields.periodEnd,
    parent: { type: 'subscription_details', subscription_details: { subscription: fields.subscription, metadata: {} } },
    lines: {
      object: 'list',
      data: [
        {
          object: 'line_item',
          amount,
          currency: fields.price.currency,
          quantity: fields.quantity,
          period: { start: fields.periodStart, end: fields.periodEnd },
          pricing: { type: 'price_details', price_details: { price: fields.price.id, product: fields.price.productId } },
        },
      ],
    },
    status_transitions: { paid_at: null, finalized_at: created },
    livemode: false,
  };
}

export function eventObject(
  type: string,
  created: number,
  object: Record<string, unknown>,
  previousAttributes?: Record<string, unknown>,
): SandboxObject {
  return {
    id: newId('evt'),
    object: 'event',
    api_version: SANDBOX_API_VERSION,
    created,
    data: { object, ...(previousAttributes ? { previous_attributes: previousAttributes } : {}) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}
