// Sandbox billing: charging a saved card, starting subscriptions, renewing them, retrying failed invoices, ending them.
import type { Queryable } from '@kit/platform';
import { findPrice, type CataloguePrice } from '../catalogue/catalogue';
import { PaymentsError } from '../errors';
import type { CardOutcome } from './cards';
import { newId } from './ids';
import { addInterval, invoiceObject, paymentIntentObject, priceObject } from './objects';
import { emitEvent } from './outbox';
import { findObjects, getObject, putObject, type SandboxObject } from './store';

/** Days between retries of a failed renewal, and how many attempts before the subscription is cancelled. */
export const RETRY_INTERVAL_SECONDS = 3 * 86_400;
export const MAX_PAYMENT_ATTEMPTS = 4;

type Json = Record<string, unknown>;

export async function requirePrice(tx: Queryable, id: string): Promise<CataloguePrice> {
  const price = await findPrice(tx, id);
  if (!price) throw new PaymentsError('unknown_price', `No such price: '${id}'`);
  return price;
}

/** How the customer's default card behaves when charged. */
export async function defaultCardOutcome(tx: Queryable, customerId: string): Promise<CardOutcome | undefined> {
  const customer = await getObject(tx, customerId, 'customer');
  const pmId = (customer.invoice_settings as Json | undefined)?.default_payment_method;
  if (typeof pmId !== 'string') return undefined;
  const pm = await getObject(tx, pmId, 'payment_method');
  return (pm.metadata as Json | undefined)?.sandbox_outcome as CardOutcome | undefined;
}

function firstItem(subscription: SandboxObject): Json {
  return ((subscription.items as Json).data as Json[])[0] ?? {};
}

/** Tries to pay an open invoice with the customer's card; emits the events Stripe would. Returns whether it was paid. */
export async function attemptInvoice(tx: Queryable, invoice: SandboxObject, at: number): Promise<boolean> {
  const customerId = String(invoice.customer);
  const outcome = await defaultCardOutcome(tx, customerId);
  const paid = outcome === 'succeeds';
  const attempts = Number(invoice.attempt_count ?? 0) + 1;
  const intent = paymentIntentObject(at, {
    amount: Number(invoice.amount_due),
    currency: String(invoice.currency),
    customer: customerId,
    metadata: {},
    status: paid ? 'succeeded' : 'requires_payment_method',
    paymentMethodTypes: ['card'],
    invoice: invoice.id,
  });
  await putObject(tx, intent);
  Object.assign(invoice, {
    attempt_count: attempts,
    attempted: true,
    payments: { object: 'list', data: [{ object: 'invoice_payment', payment: { type: 'payment_intent', payment_intent: intent.id } }] },
  });
  if (paid) {
    Object.assign(invoice, {
      status: 'paid',
      amount_paid: invoice.amount_due,
      amount_remaining: 0,
      next_payment_attempt: null,
      status_transitions: { ...(invoice.status_transitions as Json), paid_at: at },
    });
    await putObject(tx, invoice);
    await emitEvent(tx, 'invoice.paid', at, invoice);
    await emitEvent(tx, 'payment_intent.succeeded', at, intent);
    return true;
  }
  const lastAttempt = attempts >= MAX_PAYMENT_ATTEMPTS;
  Object.assign(invoice, { next_payment_attempt: lastAttempt ? null : at + RETRY_INTERVAL_SECONDS });
  await putObject(tx, invoice);
  await emitEvent(tx, 'invoice.payment_failed', at, invoice);
  return false;
}

/** Starts a subscription whose first invoice is paid at once (the card was just checked). */
export async function startSubscription(
  tx: Queryable,
  fields: { customer: string; price: CataloguePrice; quantity: number; metadata: Record<string, string>; paymentMethod: string },
  at: number,
): Promise<{ subscription: SandboxObject; invoice: SandboxObject }> {
  const periodEnd = addInterval(at, fields.price.interval, fields.price.intervalCount);
  const subscription: SandboxObject = {
    id: newId('sub'),
    object: 'subscription',
    created: at,
    customer: fields.customer,
    status: 'active',
    cancel_at_period_end: false,
    cancel_at: null,
    canceled_at: null,
    ended_at: null,
    start_date: at,
    billing_cycle_anchor: at,
    collection_method: 'charge_automatically',
    currency: fields.price.currency,
    default_payment_method: fields.paymentMethod,
    metadata: fields.metadata,
    items: {
      object: 'list',
      data: [
        {
          id: newId('si'),
          object: 'subscription_item',
          price: priceObject(fields.price),
          quantity: fields.quantity,
          current_period_start: at,
          current_period_end: periodEnd,
        },
      ],
    },
    latest_invoice: null,
    livemode: false,
  };
  const invoice = invoiceObject(at, {
    customer: fields.customer,
    subscription: subscription.id,
    price: fields.price,
    quantity: fields.quantity,
    periodStart: at,
    periodEnd,
    billingReason: 'subscription_create',
  });
  subscription.latest_invoice = invoice.id;
  await putObject(tx, subscription);
  await emitEvent(tx, 'customer.subscription.created', at, subscription);
  await attemptInvoice(tx, invoice, at);
  return { subscription, invoice };
}

/** When this subscription next needs the billing engine, or undefined. */
export async function nextDue(tx: Queryable, subscription: SandboxObject): Promise<number | undefined> {
  const status = subscription.status;
  const periodEnd = Number(firstItem(subscription).current_period_end);
  if (status === 'active' || status === 'trialing') return periodEnd;
  if (status === 'past_due' && typeof subscription.latest_invoice === 'string') {
    const invoice = await getObject(tx, subscription.latest_invoice, 'invoice');
    return typeof invoice.next_payment_attempt === 'number' ? invoice.next_payment_attempt : undefined;
  }
  return undefined;
}

export async function endSubscription(tx: Queryable, subscription: SandboxObject, at: number): Promise<void> {
  const previous = { status: subscription.status };
  Object.assign(subscription, {
    status: 'canceled',
    ended_at: at,
    canceled_at: subscription.canceled_at ?? at,
    cancel_at_period_end: subscription.cancel_at_period_end,
  });
  await putObject(tx, subscription);
  await emitEvent(tx, 'customer.subscription.deleted', at, subscription, previous);
}

/** Renews (or ends, or retries) one due subscription at time `at`. */
export async function advanceSubscription(tx: Queryable, subscription: SandboxObject, at: number): Promise<void> {
  if (subscription.status === 'past_due') {
    const invoice = await getObject(tx, String(subscription.latest_invoice), 'invoice');
    const paid = await attemptInvoice(tx, invoice, at);
    if (paid) {
      Object.assign(subscription, { status: 'active' });
      await putObject(tx, subscription);
      await emitEvent(tx, 'customer.subscription.updated', at, subscription, { status: 'past_due' });
    } else if (invoice.next_payment_attempt === null) {
      await endSubscription(tx, subscription, at);
    }
    return;
  }
  if (subscription.cancel_at_period_end === true) {
    await endSubscription(tx, subscription, at);
    return;
  }
  const item = firstItem(subscription);
  const price = await requirePrice(tx, String((item.price as Json).id));
  const start = Number(item.current_period_end);
  const end = addInterval(start, price.interval, price.intervalCount);
  const previous = {
    current_period_start: item.current_period_start,
    current_period_end: item.current_period_end,
    latest_invoice: subscription.latest_invoice,
  };
  Object.assign(item, { current_period_start: start, current_period_end: end });
  const invoice = invoiceObject(at, {
    customer: String(subscription.customer),
    subscription: subscription.id,
    price,
    quantity: Number(item.quantity ?? 1),
    periodStart: start,
    periodEnd: end,
    billingReason: 'subscription_cycle',
  });
  subscription.latest_invoice = invoice.id;
  const paid = await attemptInvoice(tx, invoice, at);
  if (!paid) Object.assign(subscription, { status: 'past_due' });
  await putObject(tx, subscription);
  await emitEvent(tx, 'customer.subscription.updated', at, subscription, paid ? previous : { ...previous, status: 'active' });
}

/** Runs every renewal, retry and period-end cancellation due up to `now`, oldest first. */
export async function runDueBilling(tx: Queryable, now: number): Promise<number> {
  let steps = 0;
  for (;;) {
    const live = [
      ...(await findObjects(tx, 'subscription', 'status', 'active')),
      ...(await findObjects(tx, 'subscription', 'status', 'trialing')),
      ...(await findObjects(tx, 'subscription', 'status', 'past_due')),
    ];
    let next: { at: number; subscription: SandboxObject } | undefined;
    for (const subscription of live) {
      const at = await nextDue(tx, subscription);
      if (at !== undefined && at <= now && (!next || at < next.at)) next = { at, subscription };
    }
    if (!next) return steps;
    await advanceSubscription(tx, next.subscription, next.at);
    steps += 1;
    if (steps > 10_000) throw new PaymentsError('internal_error', 'Sandbox billing did not settle.');
  }
}
