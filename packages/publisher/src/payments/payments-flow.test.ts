// Acceptance: checkout → signed webhook → role granted → premium rows readable under RLS; idempotent, order-independent
// webhook processing; declined cards; cancellation at period end on the sandbox clock; passes; bad signatures.
import { sqlMigration, testBackends } from '@kit/platform/testing';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPaymentsTestServer, WEBHOOK_SECRET, type PaymentsTestServer } from './testing/payments-test-server';
import { advanceClock, buy, CARD_DECLINED, entitlementOf, grantsLogged, rolesOf } from './testing/purchase';

const DAY = 86_400;

const premiumDocs = sqlMigration(
  '0001_premium_docs.sql',
  `create table public.premium_docs (id serial primary key, brand text not null, title text not null);
   alter table public.premium_docs enable row level security;
   create policy premium_docs_by_role on public.premium_docs for select to authenticated using (
     exists (select 1 from public.custom_user_roles l join public.roles r on r.id = l.role_id
              where l.user_id = auth.uid() and r.name = premium_docs.brand || '-premium'));
   insert into public.premium_docs (brand, title) values ('c-monarch', 'CM20 service manual'), ('r-raynet', 'RX wiring diagrams');`,
);

describe.each(testBackends())('payments flow on %s', (backend) => {
  let server: PaymentsTestServer;
  beforeAll(async () => {
    server = await startPaymentsTestServer({ backend, migrations: [premiumDocs], policy: { pastDueGraceSeconds: 2 * DAY } });
  });
  afterAll(() => server?.close());

  const premiumRows = async (token: string) => {
    const response = await server.call('GET', '/rest/v1/premium_docs?select=brand,title&order=id', {
      token,
      headers: { apikey: server.ctx.keys.anonKey },
    });
    expect(response.status).toBe(200);
    return response.body as { brand: string; title: string }[];
  };

  it('grants the role from the webhook after a subscription checkout, and premium rows become readable', async () => {
    const buyer = await server.createUser('buyer@example.com');
    const other = await server.createUser('other@example.com');
    expect(await premiumRows(buyer.token)).toEqual([]);
    const purchase = await buy(server, buyer, 'price_c_monarch_monthly', 'subscription');
    expect(purchase.payStatus).toBe(303);
    expect(purchase.payLocation).toBe(`${server.url}/successful-purchase?session_id=${purchase.sessionId}`);
    expect(await rolesOf(server, buyer.id)).toEqual(['c-monarch-premium']);
    expect(await premiumRows(buyer.token)).toEqual([{ brand: 'c-monarch', title: 'CM20 service manual' }]);
    expect(await premiumRows(other.token)).toEqual([]);
    // The user reads their own role link through the API, and nobody else's.
    const links = await server.call('GET', '/rest/v1/custom_user_roles?select=user_id', {
      token: other.token,
      headers: { apikey: server.ctx.keys.anonKey },
    });
    expect(links.body).toEqual([{ user_id: other.id }]); // only their own freemium link (granted at sign-up)
    const types = server.deliveries.map((d) => d.event.type);
    expect(types).toEqual(
      expect.arrayContaining(['checkout.session.completed', 'customer.subscription.created', 'invoice.paid', 'payment_intent.succeeded']),
    );
  });

  it('signs every delivery exactly as Stripe does (the SDK verifies it)', () => {
    const stripe = new Stripe('sk_test_unused');
    expect(server.deliveries.length).toBeGreaterThan(0);
    for (const delivery of server.deliveries) {
      expect(delivery.headers['stripe-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      const event = stripe.webhooks.constructEvent(delivery.payload, delivery.headers['stripe-signature']!, WEBHOOK_SECRET);
      expect(event.id).toBe(delivery.event.id);
    }
  });

  it('shows the purchase to its buyer only', async () => {
    const buyer = await server.createUser('summary@example.com');
    const stranger = await server.createUser('stranger@example.com');
    const { sessionId } = await buy(server, buyer, 'price_r_raynet_yearly', 'subscription');
    const own = await server.call('GET', `/payments/purchases/${sessionId}`, { token: buyer.token });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({
      id: sessionId,
      mode: 'subscription',
      status: 'complete',
      paymentStatus: 'paid',
      fulfilled: true,
      items: [
        { priceId: 'price_r_raynet_yearly', productId: 'r-raynet-premium', productName: 'R-Raynet Premium', quantity: 1, interval: 'year' },
      ],
      access: [{ productId: 'r-raynet-premium', status: 'active', active: true, accessUntil: null }],
    });
    expect(own.body.customerId).toMatch(/^cus_/);
    expect((await server.call('GET', `/payments/purchases/${sessionId}`, { token: stranger.token })).status).toBe(404);
    expect((await server.call('GET', `/payments/purchases/${sessionId}`)).status).toBe(401);
    expect((await server.call('GET', '/payments/purchases/cs_test_nope', { token: buyer.token })).status).toBe(404);
  });

  it('grants once when the same event is delivered twice', async () => {
    const buyer = await server.createUser('twice@example.com');
    await buy(server, buyer, 'price_t_sensei_monthly', 'subscription');
    const created = server.deliveries.filter((d) => d.event.type === 'customer.subscription.created').at(-1)!;
    const again = await server.postWebhook(created.payload);
    expect(again).toEqual({ status: 200, body: { received: true, id: created.event.id, outcome: 'duplicate' } });
    expect(await rolesOf(server, buyer.id)).toEqual(['t-sensei-premium']);
    expect(await grantsLogged(server, buyer.id)).toBe(1);
  });

  it('grants nothing for a declined card', async () => {
    const buyer = await server.createUser('declined@example.com');
    const before = server.deliveries.length;
    const purchase = await buy(server, buyer, 'price_h_brick_monthly', 'subscription', CARD_DECLINED);
    expect(purchase.payStatus).toBe(402);
    expect(purchase.payText).toContain('Your card was declined.');
    expect(purchase.payText).toContain('role="alert"');
    expect(server.deliveries.length).toBe(before);
    expect(await rolesOf(server, buyer.id)).toEqual([]);
    expect(await entitlementOf(server, buyer.id)).toBeUndefined();
    const summary = await server.call('GET', `/payments/purchases/${purchase.sessionId}`, { token: buyer.token });
    expect(summary.body).toMatchObject({ status: 'open', paymentStatus: 'unpaid', fulfilled: false, access: [] });
  });

  it('ends revoked when deleted arrives before updated', async () => {
    const buyer = await server.createUser('order@example.com');
    server.setMode('capture');
    try {
      await buy(server, buyer, 'price_u_stitch_monthly', 'subscription');
      // Nothing was delivered, so the customer is not linked yet: open the portal on the provider directly.
      const completed = server.deliveries.filter((d) => d.event.type === 'checkout.session.completed').at(-1)!;
      const customerId = completed.event.data.object.customer as string;
      const portal = { body: await server.payments.provider.createPortalSession({ customerId, returnUrl: `${server.url}/dashboard` }) };
      const subscriptionId = completed.event.data.object.subscription as string;
      const form = new URLSearchParams({ subscription: subscriptionId });
      expect((await server.call('POST', `${portal.body.url}/cancel`, { body: form })).status).toBe(303);
      expect((await server.call('POST', `${portal.body.url}/cancel-now`, { body: form })).status).toBe(303);
      await server.sandbox.deliveries.flush();
      const mine = server.deliveries.filter(
        (d) => d.event.data.object.id === subscriptionId || d.event.data.object.subscription === subscriptionId,
      );
      const updated = mine.find((d) => d.event.type === 'customer.subscription.updated')!;
      const deleted = mine.find((d) => d.event.type === 'customer.subscription.deleted')!;
      const created = mine.find((d) => d.event.type === 'customer.subscription.created')!;
      expect((await server.postWebhook(deleted.payload)).body.outcome).toBe('applied');
      expect((await server.postWebhook(updated.payload)).body.outcome).toBe('applied');
      expect((await server.postWebhook(created.payload)).body.outcome).toBe('applied');
    } finally {
      server.setMode('deliver');
    }
    expect(await rolesOf(server, buyer.id)).toEqual([]);
    expect(await entitlementOf(server, buyer.id)).toEqual({ status: 'canceled', active: false });
  });

  it('revokes at period end after cancelling in the portal (sandbox clock)', async () => {
    const buyer = await server.createUser('portal@example.com');
    const { sessionId } = await buy(server, buyer, 'price_c_monarch_monthly', 'subscription');
    const { body: purchase } = await server.call('GET', `/payments/purchases/${sessionId}`, { token: buyer.token });
    const portal = await server.call('POST', '/designs/forklift/stripe/create-customer-portal-session', {
      token: buyer.token,
      body: { customerId: purchase.customerId, cancelUrl: '/dashboard' },
    });
    expect(portal.status).toBe(200);
    const page = await server.call('GET', portal.body.url);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Cancel at period end');
    const subscriptionId = /name="subscription" value="(sub_[A-Za-z0-9]+)"/.exec(page.text)![1]!;
    const cancelled = await server.call('POST', `${portal.body.url}/cancel`, {
      body: new URLSearchParams({ subscription: subscriptionId }),
    });
    expect(cancelled.status).toBe(303);
    await server.sandbox.deliveries.flush();
    expect(await rolesOf(server, buyer.id)).toEqual(['c-monarch-premium']);
    expect((await server.call('GET', portal.body.url)).text).toContain('Cancels on');
    await advanceClock(server, 10 * DAY);
    expect(await rolesOf(server, buyer.id)).toEqual(['c-monarch-premium']);
    await advanceClock(server, 25 * DAY);
    expect(await rolesOf(server, buyer.id)).toEqual([]);
    expect(await entitlementOf(server, buyer.id)).toEqual({ status: 'canceled', active: false });
    expect(
      server.deliveries.some((d) => d.event.type === 'customer.subscription.deleted' && d.event.data.object.id === subscriptionId),
    ).toBe(true);
  });

  it('renews, keeps access through the past-due grace period, and restores it when the card is fixed', async () => {
    const buyer = await server.createUser('renewal@example.com');
    const { sessionId } = await buy(server, buyer, 'price_h_brick_monthly', 'subscription');
    const { body: purchase } = await server.call('GET', `/payments/purchases/${sessionId}`, { token: buyer.token });
    const portal = await server.call('POST', '/designs/forklift/stripe/create-customer-portal-session', {
      token: buyer.token,
      body: { customerId: purchase.customerId, cancelUrl: '/dashboard' },
    });
    // A card that saves but fails when charged: the next renewal fails.
    const card = (number: string) => new URLSearchParams({ number, expiry: '12/34', cvc: '123' });
    expect((await server.call('POST', `${portal.body.url}/card`, { body: card('4000 0000 0000 0341') })).status).toBe(303);
    await advanceClock(server, 32 * DAY);
    expect(
      server.deliveries.some((d) => d.event.type === 'invoice.payment_failed' && d.event.data.object.customer === purchase.customerId),
    ).toBe(true);
    expect(await entitlementOf(server, buyer.id)).toEqual({ status: 'past_due', active: true });
    expect(await rolesOf(server, buyer.id)).toEqual(['h-brick-premium']);
    await advanceClock(server, 2 * DAY + 60);
    expect(await rolesOf(server, buyer.id)).toEqual([]);
    const portal2 = await server.call('POST', '/designs/forklift/stripe/create-customer-portal-session', {
      token: buyer.token,
      body: { customerId: purchase.customerId, cancelUrl: '/dashboard' },
    });
    expect((await server.call('POST', `${portal2.body.url}/card`, { body: card('4242 4242 4242 4242') })).status).toBe(303);
    await server.sandbox.deliveries.flush();
    expect(await entitlementOf(server, buyer.id)).toEqual({ status: 'active', active: true });
    expect(await rolesOf(server, buyer.id)).toEqual(['h-brick-premium']);
  });

  it('gives a 72-hour pass every brand, and takes it back after 72 hours', async () => {
    const buyer = await server.createUser('pass@example.com');
    const purchase = await buy(server, buyer, 'price_pass_72h', 'payment');
    expect(purchase.payStatus).toBe(303);
    expect(await rolesOf(server, buyer.id)).toEqual([
      'c-monarch-premium',
      'h-brick-premium',
      'r-raynet-premium',
      't-sensei-premium',
      'u-stitch-premium',
    ]);
    expect((await premiumRows(buyer.token)).map((row) => row.brand)).toEqual(['c-monarch', 'r-raynet']);
    await advanceClock(server, 71 * 3600);
    expect(await rolesOf(server, buyer.id)).toHaveLength(5);
    await advanceClock(server, 2 * 3600);
    expect(await rolesOf(server, buyer.id)).toEqual([]);
    expect(await entitlementOf(server, buyer.id)).toEqual({ status: 'paid', active: false });
  });

  it('refuses a bad signature with 400 and changes nothing', async () => {
    const buyer = await server.createUser('forged@example.com');
    server.setMode('capture');
    try {
      await buy(server, buyer, 'price_r_raynet_monthly', 'subscription');
    } finally {
      server.setMode('deliver');
    }
    const created = server.deliveries.filter((d) => d.event.type === 'customer.subscription.created').at(-1)!;
    const count = async () => (await server.db.query<{ n: number }>('select count(*)::int as n from payments.webhook_events')).rows[0]?.n;
    const before = await count();
    const now = Math.floor(Date.now() / 1000);
    const forged = `t=${now},v1=${'0'.repeat(64)}`;
    for (const signature of [forged, '', 'garbage']) {
      const response = await server.postWebhook(created.payload, signature);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('signature_invalid');
    }
    const noHeader = await server.call('POST', '/payments/webhook', { body: created.payload });
    expect(noHeader.status).toBe(400);
    const notJson = await server.postWebhook('not json');
    expect(notJson).toEqual({ status: 400, body: { code: 'payload_invalid', message: 'The webhook payload is not an event.' } });
    expect(await count()).toBe(before);
    expect(await rolesOf(server, buyer.id)).toEqual([]);
  });

  it('produces exactly one grant from 50 concurrent deliveries of one event', async () => {
    const buyer = await server.createUser('concurrent@example.com');
    server.setMode('capture');
    try {
      await buy(server, buyer, 'price_all_brands_yearly', 'subscription');
    } finally {
      server.setMode('deliver');
    }
    const created = server.deliveries.filter((d) => d.event.type === 'customer.subscription.created').at(-1)!;
    const results = await Promise.all(Array.from({ length: 50 }, () => server.postWebhook(created.payload)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => r.body.outcome === 'applied')).toHaveLength(1);
    expect(results.filter((r) => r.body.outcome === 'duplicate')).toHaveLength(49);
    expect(await rolesOf(server, buyer.id)).toHaveLength(5);
    expect(await grantsLogged(server, buyer.id)).toBe(5);
    const links = await server.db.query<{ n: number }>(
      `select count(*)::int as n from public.custom_user_roles l join public.roles r on r.id = l.role_id where l.user_id = $1 and r.name <> 'freemium'`,
      [buyer.id],
    );
    expect(links.rows[0]?.n).toBe(5);
    const recorded = await server.db.query<{ n: number }>('select count(*)::int as n from payments.webhook_events where id = $1', [
      created.event.id,
    ]);
    expect(recorded.rows[0]?.n).toBe(1);
  });

  it('retries a failing webhook with back-off until it is accepted', async () => {
    const buyer = await server.createUser('retry@example.com');
    server.setMode('fail');
    try {
      await buy(server, buyer, 'price_t_sensei_yearly', 'subscription');
      expect(await rolesOf(server, buyer.id)).toEqual([]);
      const { rows } = await server.db.query<{ attempts: number }>(
        'select max(attempts)::int as attempts from payments.sandbox_events where delivered_at is null',
      );
      expect(rows[0]?.attempts).toBeGreaterThanOrEqual(1);
    } finally {
      server.setMode('deliver');
    }
    await expect.poll(() => rolesOf(server, buyer.id), { timeout: 5000, interval: 50 }).toEqual(['t-sensei-premium']);
    const pending = async () =>
      (
        await server.db.query<{ n: number }>(
          'select count(*)::int as n from payments.sandbox_events where delivered_at is null and not given_up',
        )
      ).rows[0]?.n;
    await expect.poll(pending, { timeout: 5000, interval: 50 }).toBe(0);
  });
});
