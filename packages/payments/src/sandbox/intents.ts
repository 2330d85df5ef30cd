// Payment intents confirmed in the sandbox, the browser flow of Stripe.js's confirmPayment/confirmCardPayment: the
// client secret proves the caller holds the intent; a test card succeeds, is declined (the intent waits for another
// card, `payment_intent.payment_failed`), or — 4000 0027 6000 3184, as in Stripe's test mode — needs the buyer to
// authenticate on a sandbox page first (a 3-D Secure-like redirect). Success emits `payment_intent.succeeded`, which
// the webhook turns into access like a checkout's.
import type { Queryable } from '@kit/platform';
import { PaymentsError } from '../errors';
import { CardError, chargeError, checkCard, type CardInput } from './cards';
import { newId } from './ids';
import { emitEvent } from './outbox';
import { getObject, putObject, type SandboxObject } from './store';

/** Stripe's test card that always asks for authentication. */
export const AUTHENTICATION_CARD = '4000002760003184';

export interface IntentConfirmation {
  clientSecret: string;
  card: CardInput;
  /** Where the buyer comes back after authenticating (Stripe's return_url). */
  returnUrl?: string;
}

const CONFIRMABLE = new Set(['requires_payment_method', 'requires_confirmation']);

/** The intent behind a client secret; the same not-found answer for a wrong secret as for a missing intent. */
export async function intentForSecret(tx: Queryable, id: string, clientSecret: string): Promise<SandboxObject> {
  const intent = await getObject(tx, id, 'payment_intent').catch(() => undefined);
  if (!intent || typeof clientSecret !== 'string' || intent.client_secret !== clientSecret) {
    throw new PaymentsError('not_found', 'No such payment_intent.');
  }
  return intent;
}

function declined(intent: SandboxObject, error: CardError, now: number): SandboxObject {
  return Object.assign(intent, {
    status: 'requires_payment_method',
    last_payment_error: {
      type: 'card_error',
      code: error.code,
      decline_code: error.declineCode ?? null,
      message: error.message,
      created: now,
    },
  });
}

async function succeed(tx: Queryable, intent: SandboxObject, now: number): Promise<SandboxObject> {
  Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, last_payment_error: null, next_action: null });
  await putObject(tx, intent);
  await emitEvent(tx, 'payment_intent.succeeded', now, intent);
  return intent;
}

export interface ConfirmOutcome {
  intent: SandboxObject;
  /** A declined card: recorded on the intent (committed), then thrown to the caller with the provider's message. */
  declined?: CardError;
}

/** Confirms with a card; a declined card is recorded on the intent, which stays open for another card. */
export async function confirmSandboxIntent(
  tx: Queryable,
  id: string,
  confirmation: IntentConfirmation,
  now: number,
  baseUrl: string,
): Promise<ConfirmOutcome> {
  const intent = await intentForSecret(tx, id, confirmation.clientSecret);
  if (!CONFIRMABLE.has(String(intent.status))) {
    throw new PaymentsError('conflict', `This PaymentIntent's status is ${String(intent.status)}; it cannot be confirmed.`);
  }
  const card = checkCard(confirmation.card, now);
  const number = confirmation.card.number.replace(/[\s-]/g, '');
  intent.payment_method = {
    id: newId('pm'),
    object: 'payment_method',
    type: 'card',
    card: { brand: card.brand, last4: card.last4, exp_month: card.expMonth, exp_year: card.expYear },
  };
  const refused = chargeError(card.outcome);
  if (refused) {
    await putObject(tx, declined(intent, refused, now));
    await emitEvent(tx, 'payment_intent.payment_failed', now, intent);
    return { intent, declined: refused };
  }
  if (number === AUTHENTICATION_CARD) {
    const returnUrl = confirmation.returnUrl ?? '';
    const url = `${baseUrl.replace(/\/+$/, '')}/_sandbox/authenticate/${encodeURIComponent(intent.id)}?client_secret=${encodeURIComponent(String(intent.client_secret))}${returnUrl ? `&return_url=${encodeURIComponent(returnUrl)}` : ''}`;
    Object.assign(intent, {
      status: 'requires_action',
      next_action: { type: 'redirect_to_url', redirect_to_url: { url, return_url: returnUrl || null } },
    });
    await putObject(tx, intent);
    await emitEvent(tx, 'payment_intent.requires_action', now, intent);
    return { intent };
  }
  return { intent: await succeed(tx, intent, now) };
}

/** The buyer's answer on the authentication page: approved, the payment succeeds; refused, it fails. */
export async function authenticateSandboxIntent(
  tx: Queryable,
  id: string,
  clientSecret: string,
  approve: boolean,
  now: number,
): Promise<SandboxObject> {
  const intent = await intentForSecret(tx, id, clientSecret);
  if (intent.status !== 'requires_action') throw new PaymentsError('conflict', 'This payment does not wait for authentication.');
  if (approve) return succeed(tx, intent, now);
  const error = new CardError(
    'number',
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    'authentication_required',
  );
  Object.assign(intent, { next_action: null });
  await putObject(tx, declined(intent, error, now));
  await emitEvent(tx, 'payment_intent.payment_failed', now, intent);
  return intent;
}

/** The intent as Stripe.js returns it to the browser (no customer or metadata beyond what the page created). */
export function browserIntent(intent: SandboxObject): Record<string, unknown> {
  const {
    id,
    object,
    amount,
    currency,
    status,
    client_secret: clientSecret,
    created,
    payment_method: paymentMethod,
    last_payment_error: lastError,
    next_action: nextAction,
  } = intent;
  return {
    id,
    object,
    amount,
    currency,
    status,
    client_secret: clientSecret,
    created,
    payment_method: paymentMethod,
    last_payment_error: lastError,
    next_action: nextAction ?? null,
    livemode: false,
  };
}
