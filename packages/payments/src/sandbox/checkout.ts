// Sandbox checkout sessions: created as Stripe creates them, paid from the hosted page with a test card.
import type { Queryable } from '@kit/platform';
import { PaymentsError } from '../errors';
import type { CheckoutSessionParams } from '../provider/types';
import { requirePrice, startSubscription } from './billing';
import { chargeError, checkCard, type CardInput } from './cards';
import { newId } from './ids';
import { customerObject, paymentIntentObject, priceObject } from './objects';
import { emitEvent } from './outbox';
import { getObject, putObject, type SandboxObject } from './store';

/** Checkout sessions expire 24 hours after creation, as on Stripe. */
export const CHECKOUT_LIFETIME_SECONDS = 86_400;

type Json = Record<string, unknown>;

export async function createSandboxCheckoutSession(
  tx: Queryable,
  params: CheckoutSessionParams,
  now: number,
  baseUrl: string,
): Promise<SandboxObject> {
  if (params.lineItems.length === 0) throw new PaymentsError('validation_failed', 'No product defined.');
  const lineItems: Json[] = [];
  let amountTotal = 0;
  let currency: string | undefined;
  for (const item of params.lineItems) {
    const price = await requirePrice(tx, item.price);
    if (params.mode === 'payment' && price.type !== 'one_time') {
      throw new PaymentsError('validation_failed', `The price '${item.price}' is recurring; use mode=subscription.`);
    }
    if (params.mode === 'subscription' && price.type !== 'recurring') {
      throw new PaymentsError('validation_failed', `The price '${item.price}' is one-off; use mode=payment.`);
    }
    if (currency && currency !== price.currency) throw new PaymentsError('validation_failed', 'All prices must have the same currency.');
    currency = price.currency;
    amountTotal += price.unitAmount * item.quantity;
    lineItems.push({
      id: newId('si').replace('si_', 'li_'),
      object: 'item',
      description: price.productName,
      price: priceObject(price),
      quantity: item.quantity,
      amount_total: price.unitAmount * item.quantity,
      currency: price.currency,
      adjustable_quantity: item.adjustableQuantity
        ? { enabled: true, minimum: item.adjustableQuantity.minimum ?? 0, maximum: item.adjustableQuantity.maximum ?? 99 }
        : null,
    });
  }
  if (params.mode === 'subscription' && lineItems.length !== 1) {
    throw new PaymentsError('validation_failed', 'The sandbox supports one recurring price per subscription.');
  }
  if (params.customerId) await getObject(tx, params.customerId, 'customer');
  const id = newId('cs_test');
  const session: SandboxObject = {
    id,
    object: 'checkout.session',
    created: now,
    expires_at: now + CHECKOUT_LIFETIME_SECONDS,
    mode: params.mode,
    status: 'open',
    payment_status: 'unpaid',
    url: `${baseUrl}/_sandbox/checkout/${id}`,
    success_url: params.successUrl,
    cancel_url: params.cancelUrl,
    customer: params.customerId ?? null,
    customer_email: params.customerId ? null : (params.customerEmail ?? null),
    customer_details: null,
    client_reference_id: params.clientReferenceId ?? null,
    payment_method_types: params.paymentMethodTypes,
    allow_promotion_codes: params.allowPromotionCodes ?? false,
    shipping_address_collection: params.shippingCountries?.length ? { allowed_countries: params.shippingCountries } : null,
    phone_number_collection: { enabled: params.phoneNumberCollection ?? false },
    automatic_tax: { enabled: params.automaticTax ?? false, status: null },
    locale: params.locale,
    metadata: params.metadata,
    amount_subtotal: amountTotal,
    amount_total: amountTotal,
    currency: currency ?? 'usd',
    subscription: null,
    invoice: null,
    payment_intent: null,
    line_items: { object: 'list', data: lineItems, has_more: false },
    livemode: false,
  };
  return putObject(tx, session);
}

export interface CheckoutSubmission {
  email?: string;
  name?: string;
  phone?: string;
  country?: string;
  /** New quantities for adjustable line items, by index. */
  quantities?: Record<number, number>;
  card: CardInput;
}

export function checkoutIsOpen(session: SandboxObject, now: number): boolean {
  return session.status === 'open' && Number(session.expires_at) > now;
}

function applyQuantities(session: SandboxObject, quantities: Record<number, number> = {}): void {
  const items = (session.line_items as Json).data as Json[];
  let total = 0;
  items.forEach((item, index) => {
    const wanted = quantities[index];
    const adjustable = item.adjustable_quantity as { minimum: number; maximum: number } | null;
    if (wanted !== undefined && adjustable) {
      if (!Number.isInteger(wanted) || wanted < adjustable.minimum || wanted > adjustable.maximum) {
        throw new PaymentsError('validation_failed', `Quantity must be between ${adjustable.minimum} and ${adjustable.maximum}.`);
      }
      item.quantity = wanted;
    }
    const amount = Number((item.price as Json).unit_amount) * Number(item.quantity);
    item.amount_total = amount;
    total += amount;
  });
  session.amount_subtotal = total;
  session.amount_total = total;
}

/** Pays an open session; returns the success URL. Card problems throw `CardError` and change nothing. */
export async function paySandboxCheckout(tx: Queryable, sessionId: string, submission: CheckoutSubmission, now: number): Promise<string> {
  const session = await getObject(tx, sessionId, 'checkout.session');
  if (!checkoutIsOpen(session, now)) throw new PaymentsError('conflict', 'This checkout session is no longer open.');
  const email = (typeof session.customer_email === 'string' ? session.customer_email : submission.email)?.trim() || null;
  if (!session.customer && (!email || !/^[^\s@]+@[^\s@]+$/.test(email)))
    throw new PaymentsError('validation_failed', 'Your email address is invalid.');
  if ((session.phone_number_collection as Json).enabled && !submission.phone?.trim()) {
    throw new PaymentsError('validation_failed', 'Your phone number is incomplete.');
  }
  const card = checkCard(submission.card, now);
  const refused = chargeError(card.outcome);
  if (refused) throw refused;
  applyQuantities(session, submission.quantities);

  const metadata = (session.metadata ?? {}) as Record<string, string>;
  let customer = session.customer ? await getObject(tx, String(session.customer), 'customer') : undefined;
  if (!customer) {
    customer = customerObject(now, email, {});
    await emitEvent(tx, 'customer.created', now, customer);
  }
  const paymentMethod: SandboxObject = {
    id: newId('pm'),
    object: 'payment_method',
    created: now,
    type: 'card',
    customer: customer.id,
    card: { brand: card.brand, last4: card.last4, exp_month: card.expMonth, exp_year: card.expYear },
    billing_details: { email, name: submission.name?.trim() || null, phone: submission.phone?.trim() || null },
    metadata: { sandbox_outcome: card.outcome },
    livemode: false,
  };
  await putObject(tx, paymentMethod);
  customer.invoice_settings = { default_payment_method: paymentMethod.id };
  await putObject(tx, customer);

  Object.assign(session, {
    customer: customer.id,
    customer_details: {
      email,
      name: submission.name?.trim() || null,
      phone: submission.phone?.trim() || null,
      address: submission.country ? { country: submission.country } : null,
    },
    status: 'complete',
    payment_status: 'paid',
  });
  if (session.mode === 'subscription') {
    const item = ((session.line_items as Json).data as Json[])[0]!;
    const price = await requirePrice(tx, String((item.price as Json).id));
    const { subscription, invoice } = await startSubscription(
      tx,
      { customer: customer.id, price, quantity: Number(item.quantity), metadata, paymentMethod: paymentMethod.id },
      now,
    );
    Object.assign(session, { subscription: subscription.id, invoice: invoice.id });
  } else {
    const intent = paymentIntentObject(now, {
      amount: Number(session.amount_total),
      currency: String(session.currency),
      customer: customer.id,
      metadata,
      status: 'succeeded',
      paymentMethodTypes: session.payment_method_types as string[],
    });
    intent.payment_method = paymentMethod.id;
    await putObject(tx, intent);
    session.payment_intent = intent.id;
    await emitEvent(tx, 'payment_intent.succeeded', now, intent);
  }
  await putObject(tx, session);
  await emitEvent(tx, 'checkout.session.completed', now, session);
  return String(session.success_url).replaceAll('{CHECKOUT_SESSION_ID}', session.id);
}
