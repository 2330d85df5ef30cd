// Handles a webhook delivery: verify the signature on the raw body, re-read the object from the provider, then record the
// event id and apply its effect in one transaction, so a redelivery is a no-op and arrival order does not matter.
import type { Database, Queryable } from '@kit/platform';
import { findPrice } from '../catalogue/catalogue';
import { metadataOf, refId } from '../provider/from-stripe';
import type { CheckoutSession, PaymentIntent, PaymentProvider, ProviderEvent, Subscription } from '../provider/types';
import { DEFAULT_ACCESS_POLICY, passAccess, subscriptionAccess, type AccessPolicy } from './access';
import { linkCustomer, previousPastDueSince, userOfCustomer, writeEntitlement } from './entitlement-store';
import { createKeyedMutex } from './keyed-mutex';
import { createRoleLinks, DEFAULT_ROLE_LINK, type RoleLinkConfig } from './role-links';
import { lockUser, syncRoles } from './sync-roles';

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored' | 'unlinked';

export interface WebhookResult {
  eventId: string;
  type: string;
  outcome: WebhookOutcome;
  granted: string[];
  revoked: string[];
}

export interface WebhookProcessorOptions {
  db: Database;
  provider: PaymentProvider;
  policy?: Partial<AccessPolicy>;
  roleLink?: Partial<RoleLinkConfig>;
}

export interface WebhookProcessor {
  handle(rawBody: string | Buffer, signatureHeader: string | undefined): Promise<WebhookResult>;
  /** Applies an already verified event (the signature check is the caller's). */
  process(event: ProviderEvent): Promise<WebhookResult>;
}

type Target =
  { kind: 'subscription'; id: string; paymentFailed: boolean } | { kind: 'checkout'; id: string } | { kind: 'payment_intent'; id: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What object an event is about; undefined for events that do not touch access. */
export function targetOf(event: ProviderEvent): Target | undefined {
  const object = event.data.object;
  const id = typeof object.id === 'string' ? object.id : undefined;
  if (!id) return undefined;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return { kind: 'checkout', id };
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.paused':
    case 'customer.subscription.resumed':
      return { kind: 'subscription', id, paymentFailed: false };
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const parent = object.parent as Record<string, unknown> | undefined;
      const details = parent?.subscription_details as Record<string, unknown> | undefined;
      const subscription = refId(details?.subscription) ?? refId(object.subscription);
      return subscription ? { kind: 'subscription', id: subscription, paymentFailed: event.type === 'invoice.payment_failed' } : undefined;
    }
    case 'payment_intent.succeeded':
      return metadataOf(object.metadata).kit_prices ? { kind: 'payment_intent', id } : undefined;
    default:
      return undefined;
  }
}

const userFrom = (value: string | null | undefined): string | undefined => (value && UUID.test(value) ? value.toLowerCase() : undefined);

export function createWebhookProcessor(options: WebhookProcessorOptions): WebhookProcessor {
  const { db, provider } = options;
  const policy: AccessPolicy = { ...DEFAULT_ACCESS_POLICY, ...options.policy };
  const links = createRoleLinks({ ...DEFAULT_ROLE_LINK, ...options.roleLink });
  const mutex = createKeyedMutex();

  /** Records the event id; false when it was already recorded (a redelivery). */
  async function record(tx: Queryable, event: ProviderEvent, outcome: WebhookOutcome): Promise<boolean> {
    const { rows } = await tx.query(
      `insert into payments.webhook_events (id, type, object_id, outcome) values ($1, $2, $3, $4) on conflict (id) do nothing returning id`,
      [event.id, event.type, typeof event.data.object.id === 'string' ? event.data.object.id : null, outcome],
    );
    return rows.length > 0;
  }

  const result = (event: ProviderEvent, outcome: WebhookOutcome, granted: string[] = [], revoked: string[] = []): WebhookResult => ({
    eventId: event.id,
    type: event.type,
    outcome,
    granted,
    revoked,
  });

  async function recordOnly(event: ProviderEvent, outcome: WebhookOutcome): Promise<WebhookResult> {
    const fresh = await db.transaction((tx) => record(tx, event, outcome));
    return result(event, fresh ? outcome : 'duplicate');
  }

  async function seen(eventId: string): Promise<boolean> {
    const { rows } = await db.query('select 1 from payments.webhook_events where id = $1', [eventId]);
    return rows.length > 0;
  }

  async function applySubscription(
    event: ProviderEvent,
    subscription: Subscription,
    readAt: number,
    paymentFailed: boolean,
    session?: CheckoutSession,
  ): Promise<WebhookResult> {
    const userId =
      userFrom(subscription.metadata.user_id) ??
      userFrom(session?.clientReferenceId) ??
      (subscription.customerId ? await userOfCustomer(db, subscription.customerId) : undefined);
    const priceId = subscription.items[0]?.price;
    const price = priceId ? await findPrice(db, priceId) : undefined;
    if (!userId) return recordOnly(event, 'unlinked');
    if (!price) return recordOnly(event, 'ignored');
    const now = provider.now();
    return db.transaction(async (tx) => {
      if (!(await record(tx, event, 'applied'))) return result(event, 'duplicate');
      await lockUser(tx, userId);
      if (subscription.customerId) await linkCustomer(tx, subscription.customerId, userId, session?.customerEmail ?? null);
      const access = subscriptionAccess(subscription, now, await previousPastDueSince(tx, subscription.id, price.productId), policy);
      await writeEntitlement(tx, {
        userId,
        productId: price.productId,
        sourceType: 'subscription',
        sourceId: subscription.id,
        customerId: subscription.customerId || null,
        currentPeriodEnd: subscription.currentPeriodEnd || null,
        access,
        paymentFailedAt: paymentFailed ? event.created : null,
        eventId: event.id,
        readAt,
      });
      const changes = await syncRoles(tx, links, userId, now, event.id);
      return result(event, 'applied', changes.granted, changes.revoked);
    });
  }

  async function applyPasses(
    event: ProviderEvent,
    source: { type: 'checkout' | 'payment_intent'; id: string; customerId: string | null; email: string | null },
    userId: string,
    priceIds: string[],
    paidAt: number,
    readAt: number,
  ): Promise<WebhookResult> {
    const prices = (await Promise.all(priceIds.map((id) => findPrice(db, id)))).filter((p) => p?.accessSeconds);
    const now = provider.now();
    return db.transaction(async (tx) => {
      if (!(await record(tx, event, prices.length > 0 ? 'applied' : 'ignored'))) return result(event, 'duplicate');
      if (prices.length === 0) return result(event, 'ignored');
      await lockUser(tx, userId);
      if (source.customerId) await linkCustomer(tx, source.customerId, userId, source.email);
      for (const price of prices) {
        await writeEntitlement(tx, {
          userId,
          productId: price!.productId,
          sourceType: source.type,
          sourceId: source.id,
          customerId: source.customerId,
          currentPeriodEnd: null,
          access: passAccess(paidAt, price!.accessSeconds!, now),
          eventId: event.id,
          readAt,
        });
      }
      const changes = await syncRoles(tx, links, userId, now, event.id);
      return result(event, 'applied', changes.granted, changes.revoked);
    });
  }

  async function applyCheckout(event: ProviderEvent, id: string): Promise<WebhookResult> {
    const readAt = Date.now();
    const session = await provider.retrieveCheckoutSession(id);
    const userId = userFrom(session.clientReferenceId) ?? userFrom(session.metadata.user_id);
    if (session.mode === 'subscription' && session.subscriptionId) {
      const subscriptionId = session.subscriptionId;
      // Same key as the subscription's own events: one subscription is never worked on twice at once.
      return mutex.run(`subscription:${subscriptionId}`, async () => {
        const subscriptionReadAt = Date.now();
        return applySubscription(event, await provider.retrieveSubscription(subscriptionId), subscriptionReadAt, false, session);
      });
    }
    if (!userId) return recordOnly(event, 'unlinked');
    if (session.status !== 'complete' || session.paymentStatus !== 'paid') return recordOnly(event, 'ignored');
    return applyPasses(
      event,
      { type: 'checkout', id: session.id, customerId: session.customerId, email: session.customerEmail },
      userId,
      session.lineItems.map((item) => item.price),
      event.created,
      readAt,
    );
  }

  async function applyPaymentIntent(event: ProviderEvent, id: string): Promise<WebhookResult> {
    const readAt = Date.now();
    const intent: PaymentIntent = await provider.retrievePaymentIntent(id);
    const userId = userFrom(intent.metadata.user_id);
    if (!userId) return recordOnly(event, 'unlinked');
    if (intent.status !== 'succeeded') return recordOnly(event, 'ignored');
    const prices = (intent.metadata.kit_prices ?? '').split(',').filter(Boolean);
    return applyPasses(
      event,
      { type: 'payment_intent', id: intent.id, customerId: intent.customerId, email: null },
      userId,
      prices,
      event.created,
      readAt,
    );
  }

  async function process(event: ProviderEvent): Promise<WebhookResult> {
    // A redelivery of a recorded event is answered without asking the provider again.
    if (await seen(event.id)) return result(event, 'duplicate');
    const target = targetOf(event);
    if (!target) return recordOnly(event, 'ignored');
    if (target.kind === 'subscription') {
      return mutex.run(`subscription:${target.id}`, async () => {
        const readAt = Date.now();
        return applySubscription(event, await provider.retrieveSubscription(target.id), readAt, target.paymentFailed);
      });
    }
    if (target.kind === 'checkout') return mutex.run(`checkout:${target.id}`, () => applyCheckout(event, target.id));
    return mutex.run(`payment_intent:${target.id}`, () => applyPaymentIntent(event, target.id));
  }

  return {
    process,
    handle: (rawBody, signatureHeader) => process(provider.constructEvent(rawBody, signatureHeader)),
  };
}
