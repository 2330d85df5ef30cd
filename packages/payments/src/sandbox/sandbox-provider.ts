// The local sandbox provider: Stripe's objects, hosted pages and signed webhook events, kept in the database.
import type { Database, Queryable } from '@kit/platform';
import { PaymentsError } from '../errors';
import { checkoutSessionFromStripe, invoiceFromStripe, paymentIntentFromStripe, subscriptionFromStripe } from '../provider/from-stripe';
import { verifySignature } from '../provider/signature';
import type { PaymentProvider, ProviderEvent } from '../provider/types';
import { runDueBilling } from './billing';
import type { CardInput } from './cards';
import { checkoutIsOpen, createSandboxCheckoutSession, paySandboxCheckout, type CheckoutSubmission } from './checkout';
import { checkClockAdvance, clockAdvanceError, createSandboxClock, MAX_CLOCK_OFFSET_SECONDS, type SandboxClock } from './clock';
import { createDeliveryWorker, type DeliveryWorker, type RetryPolicy, type WebhookTransport } from './delivery';
import { authenticateSandboxIntent, browserIntent, confirmSandboxIntent, intentForSecret, type IntentConfirmation } from './intents';
import { customerObject, paymentIntentObject } from './objects';
import { emitEvent } from './outbox';
import {
  cancelSandboxSubscription,
  createSandboxPortalSession,
  openPortal,
  resumeSandboxSubscription,
  updateSandboxCard,
  type PortalView,
} from './portal';
import { getObject, putObject, type SandboxObject } from './store';

export interface SandboxOptions {
  db: Database;
  webhookSecret: string;
  /** The public origin of the hosted pages (`SITE_URL`), read when a session is created. */
  baseUrl: () => string;
  transport: WebhookTransport;
  retry?: Partial<RetryPolicy>;
  /** How often renewals and period ends are checked in the background (ms); 0 = only on `runDue`/`advanceClock`. */
  tickMs?: number;
  onError?: (error: unknown) => void;
}

export interface CheckoutPageView {
  session: SandboxObject;
  open: boolean;
}

export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox';
  readonly clock: SandboxClock;
  readonly deliveries: DeliveryWorker;
  viewCheckout(sessionId: string): Promise<CheckoutPageView>;
  /** Pays with a test card; returns the success URL. */
  payCheckout(sessionId: string, submission: CheckoutSubmission): Promise<string>;
  viewPortal(portalSessionId: string): Promise<PortalView>;
  cancelSubscription(portalSessionId: string, subscriptionId: string, when: 'period_end' | 'now'): Promise<void>;
  resumeSubscription(portalSessionId: string, subscriptionId: string): Promise<void>;
  updateCard(portalSessionId: string, card: CardInput): Promise<void>;
  /** The browser's payment-intent calls (Stripe.js's confirm and retrieve), authorised by the client secret. */
  confirmPaymentIntent(id: string, confirmation: IntentConfirmation): Promise<Record<string, unknown>>;
  authenticatePaymentIntent(id: string, clientSecret: string, approve: boolean): Promise<Record<string, unknown>>;
  viewPaymentIntent(id: string, clientSecret: string): Promise<Record<string, unknown>>;
  /** Moves the sandbox clock forward and runs the renewals, retries and cancellations now due. */
  advanceClock(seconds: number): Promise<void>;
  runDue(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

const CLOCK_KEY = 'clock_offset_seconds';

export function createSandboxProvider(options: SandboxOptions): SandboxProvider {
  const { db } = options;
  const clock = createSandboxClock();
  const deliveries = createDeliveryWorker({
    db,
    secret: options.webhookSecret,
    transport: options.transport,
    retry: options.retry,
    onError: options.onError,
  });
  let ticker: NodeJS.Timeout | undefined;

  async function write<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const result = await db.transaction(fn);
    deliveries.kick();
    return result;
  }

  const read = <T>(fn: (tx: Queryable) => Promise<T>) => fn(db);

  async function runDue(): Promise<void> {
    await write((tx) => runDueBilling(tx, clock.now()));
  }

  const sandbox: SandboxProvider = {
    name: 'sandbox',
    clock,
    deliveries,
    now: () => clock.now(),
    createCustomer: (params) =>
      write(async (tx) => {
        const customer = customerObject(clock.now(), params.email ?? null, params.metadata);
        await putObject(tx, customer);
        await emitEvent(tx, 'customer.created', clock.now(), customer);
        return { id: customer.id };
      }),
    createCheckoutSession: (params) =>
      write(async (tx) => checkoutSessionFromStripe(await createSandboxCheckoutSession(tx, params, clock.now(), options.baseUrl()))),
    retrieveCheckoutSession: (id) => read(async (tx) => checkoutSessionFromStripe(await getObject(tx, id, 'checkout.session'))),
    createPortalSession: (params) =>
      write(async (tx) => {
        const session = await createSandboxPortalSession(tx, params.customerId, params.returnUrl, clock.now(), options.baseUrl());
        return { id: session.id, url: String(session.url), customerId: params.customerId, returnUrl: params.returnUrl };
      }),
    createPaymentIntent: (params) =>
      write(async (tx) => {
        if (params.customerId) await getObject(tx, params.customerId, 'customer');
        const intent = paymentIntentObject(clock.now(), {
          amount: params.amount,
          currency: params.currency,
          customer: params.customerId ?? null,
          metadata: params.metadata,
          status: 'requires_payment_method',
          paymentMethodTypes: params.paymentMethodTypes,
        });
        return paymentIntentFromStripe(await putObject(tx, intent));
      }),
    retrievePaymentIntent: (id) => read(async (tx) => paymentIntentFromStripe(await getObject(tx, id, 'payment_intent'))),
    async confirmPaymentIntent(id, confirmation) {
      const outcome = await write((tx) => confirmSandboxIntent(tx, id, confirmation, clock.now(), options.baseUrl()));
      if (outcome.declined) throw outcome.declined;
      return browserIntent(outcome.intent);
    },
    authenticatePaymentIntent: async (id, clientSecret, approve) =>
      browserIntent(await write((tx) => authenticateSandboxIntent(tx, id, clientSecret, approve, clock.now()))),
    viewPaymentIntent: (id, clientSecret) => read(async (tx) => browserIntent(await intentForSecret(tx, id, clientSecret))),
    retrieveSubscription: (id) => read(async (tx) => subscriptionFromStripe(await getObject(tx, id, 'subscription'))),
    retrieveInvoice: (id) => read(async (tx) => invoiceFromStripe(await getObject(tx, id, 'invoice'))),
    constructEvent(rawBody, signatureHeader) {
      const payload = typeof rawBody === 'string' ? rawBody : rawBody.toString('utf8');
      verifySignature(payload, signatureHeader, options.webhookSecret, Math.floor(Date.now() / 1000));
      try {
        const event = JSON.parse(payload) as ProviderEvent;
        if (typeof event?.id !== 'string' || typeof event.type !== 'string' || typeof event.data?.object !== 'object')
          throw new Error('not an event');
        return event;
      } catch (cause) {
        throw new PaymentsError('payload_invalid', 'The webhook payload is not an event.', { cause });
      }
    },
    viewCheckout: (id) =>
      read(async (tx) => {
        const session = await getObject(tx, id, 'checkout.session');
        return { session, open: checkoutIsOpen(session, clock.now()) };
      }),
    payCheckout: (id, submission) => write((tx) => paySandboxCheckout(tx, id, submission, clock.now())),
    viewPortal: (id) => read((tx) => openPortal(tx, id, clock.now())),
    cancelSubscription: (portalId, subscriptionId, when) =>
      write(async (tx) => cancelSandboxSubscription(tx, await openPortal(tx, portalId, clock.now()), subscriptionId, when, clock.now())),
    resumeSubscription: (portalId, subscriptionId) =>
      write(async (tx) => resumeSandboxSubscription(tx, await openPortal(tx, portalId, clock.now()), subscriptionId, clock.now())),
    updateCard: (portalId, card) =>
      write(async (tx) => updateSandboxCard(tx, await openPortal(tx, portalId, clock.now()), card, clock.now())),
    async advanceClock(seconds) {
      const step = checkClockAdvance(seconds);
      // The stored offset moves in the database (atomically, so concurrent advances add up) together with the billing
      // that falls due; the in-memory clock follows only once that transaction has committed.
      const offset = await write(async (tx) => {
        const { rows } = await tx.query<{ value: string }>(
          `insert into payments.sandbox_state (key, value) values ($1, to_jsonb($2::bigint))
           on conflict (key) do update set value = to_jsonb((payments.sandbox_state.value #>> '{}')::bigint + $2::bigint)
           returning value #>> '{}' as value`,
          [CLOCK_KEY, step],
        );
        const next = Number(rows[0]?.value ?? step);
        if (next > MAX_CLOCK_OFFSET_SECONDS)
          throw clockAdvanceError(`The sandbox clock cannot run more than ${MAX_CLOCK_OFFSET_SECONDS} seconds ahead.`);
        await runDueBilling(tx, clock.nowAt(next));
        return next;
      });
      clock.setOffset(offset);
    },
    runDue,
    async start() {
      const { rows } = await db.query<{ value: number }>('select value from payments.sandbox_state where key = $1', [CLOCK_KEY]);
      if (rows[0]) clock.setOffset(Number(rows[0].value));
      deliveries.kick();
      const tickMs = options.tickMs ?? 60_000;
      if (tickMs > 0) {
        ticker = setInterval(() => void runDue().catch((error: unknown) => options.onError?.(error)), tickMs);
        ticker.unref();
      }
    },
    async close() {
      if (ticker) clearInterval(ticker);
      await deliveries.close();
    },
  };
  return sandbox;
}
