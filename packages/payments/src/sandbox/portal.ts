// The sandbox customer portal: short-lived sessions for one customer; cancel or resume subscriptions, replace the card.
import type { Queryable } from '@kit/platform';
import { PaymentsError } from '../errors';
import { attemptInvoice, endSubscription } from './billing';
import { chargeError, checkCard, type CardInput } from './cards';
import { newId } from './ids';
import { emitEvent } from './outbox';
import { findObjects, getObject, putObject, type SandboxObject } from './store';

/** Portal links work for an hour (Stripe's are short-lived too). */
export const PORTAL_LIFETIME_SECONDS = 3_600;

type Json = Record<string, unknown>;

export async function createSandboxPortalSession(
  tx: Queryable,
  customerId: string,
  returnUrl: string,
  now: number,
  baseUrl: string,
): Promise<SandboxObject> {
  await getObject(tx, customerId, 'customer');
  const id = newId('bps');
  return putObject(tx, {
    id,
    object: 'billing_portal.session',
    created: now,
    customer: customerId,
    return_url: returnUrl,
    url: `${baseUrl}/_sandbox/portal/${id}`,
    expires_at: now + PORTAL_LIFETIME_SECONDS,
    livemode: false,
  });
}

export interface PortalView {
  session: SandboxObject;
  customer: SandboxObject;
  paymentMethod: SandboxObject | undefined;
  subscriptions: SandboxObject[];
  invoices: SandboxObject[];
}

export async function openPortal(tx: Queryable, portalId: string, now: number): Promise<PortalView> {
  const session = await getObject(tx, portalId, 'billing_portal.session');
  if (Number(session.expires_at) <= now) throw new PaymentsError('not_found', 'This portal session has expired.');
  const customer = await getObject(tx, String(session.customer), 'customer');
  const pmId = (customer.invoice_settings as Json | undefined)?.default_payment_method;
  const paymentMethod = typeof pmId === 'string' ? await getObject(tx, pmId, 'payment_method') : undefined;
  const subscriptions = (await findObjects(tx, 'subscription', 'customer', customer.id)).reverse();
  const invoices = (await findObjects(tx, 'invoice', 'customer', customer.id)).reverse();
  return { session, customer, paymentMethod, subscriptions, invoices };
}

async function ownedSubscription(tx: Queryable, view: PortalView, subscriptionId: string): Promise<SandboxObject> {
  const subscription = view.subscriptions.find((s) => s.id === subscriptionId);
  if (!subscription) throw new PaymentsError('not_found', `No such subscription: '${subscriptionId}'`);
  return getObject(tx, subscription.id, 'subscription');
}

export async function cancelSandboxSubscription(
  tx: Queryable,
  view: PortalView,
  subscriptionId: string,
  when: 'period_end' | 'now',
  now: number,
): Promise<void> {
  const subscription = await ownedSubscription(tx, view, subscriptionId);
  if (subscription.status === 'canceled') throw new PaymentsError('conflict', 'This subscription has already ended.');
  if (when === 'now') {
    Object.assign(subscription, { canceled_at: now });
    await endSubscription(tx, subscription, now);
    return;
  }
  const items = (subscription.items as Json).data as Json[];
  const periodEnd = Number(items[0]?.current_period_end);
  const previous = {
    cancel_at_period_end: subscription.cancel_at_period_end,
    cancel_at: subscription.cancel_at,
    canceled_at: subscription.canceled_at,
  };
  Object.assign(subscription, {
    cancel_at_period_end: true,
    cancel_at: periodEnd,
    canceled_at: now,
    cancellation_details: { reason: 'cancellation_requested' },
  });
  await putObject(tx, subscription);
  await emitEvent(tx, 'customer.subscription.updated', now, subscription, previous);
}

export async function resumeSandboxSubscription(tx: Queryable, view: PortalView, subscriptionId: string, now: number): Promise<void> {
  const subscription = await ownedSubscription(tx, view, subscriptionId);
  if (subscription.status === 'canceled' || subscription.cancel_at_period_end !== true) {
    throw new PaymentsError('conflict', 'This subscription is not scheduled to cancel.');
  }
  const previous = { cancel_at_period_end: true, cancel_at: subscription.cancel_at, canceled_at: subscription.canceled_at };
  Object.assign(subscription, { cancel_at_period_end: false, cancel_at: null, canceled_at: null, cancellation_details: { reason: null } });
  await putObject(tx, subscription);
  await emitEvent(tx, 'customer.subscription.updated', now, subscription, previous);
}

/** Replaces the default card; an unpaid invoice of a past-due subscription is retried with it at once. */
export async function updateSandboxCard(tx: Queryable, view: PortalView, input: CardInput, now: number): Promise<void> {
  const card = checkCard(input, now);
  const refused = card.outcome === 'declined' || card.outcome === 'insufficient_funds' ? chargeError(card.outcome) : undefined;
  if (refused) throw refused;
  const customer = await getObject(tx, view.customer.id, 'customer');
  const paymentMethod: SandboxObject = {
    id: newId('pm'),
    object: 'payment_method',
    created: now,
    type: 'card',
    customer: customer.id,
    card: { brand: card.brand, last4: card.last4, exp_month: card.expMonth, exp_year: card.expYear },
    billing_details: { email: customer.email ?? null, name: null, phone: null },
    metadata: { sandbox_outcome: card.outcome },
    livemode: false,
  };
  await putObject(tx, paymentMethod);
  customer.invoice_settings = { default_payment_method: paymentMethod.id };
  await putObject(tx, customer);
  await emitEvent(tx, 'customer.updated', now, customer);
  for (const listed of view.subscriptions.filter((s) => s.status === 'past_due')) {
    const subscription = await getObject(tx, listed.id, 'subscription');
    const invoice = await getObject(tx, String(subscription.latest_invoice), 'invoice');
    if (invoice.status !== 'open') continue;
    if (await attemptInvoice(tx, invoice, now)) {
      Object.assign(subscription, { status: 'active' });
      await putObject(tx, subscription);
      await emitEvent(tx, 'customer.subscription.updated', now, subscription, { status: 'past_due' });
    }
  }
}
