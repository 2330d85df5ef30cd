// The plugin's endpoints: the seed's validation messages verbatim, sign-in required, locale fallback, ownership checks,
// payment intents, and the hosted checkout page's markup.
import { testBackends } from '@kit/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPaymentsTestServer, type PaymentsTestServer, type TestUser } from './testing/payments-test-server';

const CHECKOUT = '/designs/forklift/stripe/create-checkout-session';
const PORTAL = '/designs/forklift/stripe/create-customer-portal-session';
const INTENT = '/designs/forklift/stripe/create-payment-intent';
const VALID = { mode: 'subscription', prices: ['price_c_monarch_monthly'], paymentMethods: ['card'], successUrl: '/ok', cancelUrl: '/no' };

describe.each(testBackends())('payment endpoints on %s', (backend) => {
  let server: PaymentsTestServer;
  let user: TestUser;
  beforeAll(async () => {
    server = await startPaymentsTestServer({ backend });
    user = await server.createUser('endpoints@example.com');
  });
  afterAll(() => server?.close());

  const session = async (id: string) =>
    (await server.db.query<{ data: Record<string, unknown> }>('select data from payments.sandbox_objects where id = $1', [id])).rows[0]!
      .data;

  it.each([
    ['no mode', { ...VALID, mode: undefined }, 'No mode defined.'],
    ['no product', { ...VALID, prices: [] }, 'No product defined.'],
    ['no payment method', { ...VALID, paymentMethods: undefined }, 'No payment method defined.'],
    ['no success page', { ...VALID, successUrl: '' }, 'No success page defined.'],
    ['no cancel page', { ...VALID, cancelUrl: undefined }, 'No cancel page defined.'],
    ['an unknown mode', { ...VALID, mode: 'setup' }, 'The mode must be "payment" or "subscription".'],
    [
      'a recurring price in payment mode',
      { ...VALID, mode: 'payment' },
      `The price 'price_c_monarch_monthly' is recurring; use the mode "subscription".`,
    ],
    ['a success page elsewhere', { ...VALID, successUrl: 'https://evil.example/ok' }, 'The success page must be on this site.'],
  ])('checkout with %s answers 400 with the message', async (_name, body, message) => {
    const response = await server.call('POST', CHECKOUT, { token: user.token, body });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: 'validation_failed', message });
  });

  it('refuses an unknown price, bad JSON and a missing sign-in without a 5xx', async () => {
    expect((await server.call('POST', CHECKOUT, { token: user.token, body: { ...VALID, prices: ['price_nope'] } })).body).toEqual({
      code: 'unknown_price',
      message: "No such price: 'price_nope'",
    });
    expect((await server.call('POST', CHECKOUT, { token: user.token, body: '{"mode":' })).status).toBe(400);
    expect((await server.call('POST', CHECKOUT, { token: user.token, body: '[1]' })).status).toBe(400);
    expect((await server.call('POST', CHECKOUT, { body: VALID })).status).toBe(401);
    expect((await server.call('POST', CHECKOUT, { token: server.ctx.keys.anonKey, body: VALID })).status).toBe(401);
    expect((await server.call('POST', CHECKOUT, { token: 'not-a-jwt', body: VALID })).status).toBe(401);
  });

  it('links the session to the buyer, prefills their e-mail, and falls back to locale auto', async () => {
    const created = await server.call('POST', CHECKOUT, {
      token: user.token,
      body: { ...VALID, locale: 'xx-YY', metadata: { campaign: 'spring', user_id: 'spoofed' } },
    });
    expect(created.status).toBe(200);
    expect(created.body.url).toBe(`${server.url}/_sandbox/checkout/${created.body.id}`);
    const stored = await session(created.body.id);
    expect(stored).toMatchObject({
      locale: 'auto',
      client_reference_id: user.id,
      customer_email: 'endpoints@example.com',
      metadata: { campaign: 'spring', user_id: user.id, website_id: 'forklift' },
      success_url: `${server.url}/ok`,
    });
    const french = await server.call('POST', CHECKOUT, { token: user.token, body: { ...VALID, locale: 'fr_ca' } });
    expect((await session(french.body.id)).locale).toBe('fr-CA');
  });

  it('passes the optional checkout fields on', async () => {
    const created = await server.call('POST', CHECKOUT, {
      token: user.token,
      body: {
        ...VALID,
        mode: 'payment',
        prices: [{ price: 'price_pass_72h', quantity: 2 }],
        isQuantityAdjustable: true,
        minQuantity: 1,
        maxQuantity: 3,
        isPromoCode: true,
        shippings: ['us', 'DE'],
        isPhoneCollection: true,
        isAutoTax: true,
      },
    });
    expect(created.status).toBe(200);
    const stored = await session(created.body.id);
    expect(stored).toMatchObject({
      mode: 'payment',
      amount_total: 3800,
      allow_promotion_codes: true,
      shipping_address_collection: { allowed_countries: ['US', 'DE'] },
      phone_number_collection: { enabled: true },
      automatic_tax: { enabled: true },
      line_items: { data: [{ quantity: 2, adjustable_quantity: { enabled: true, minimum: 1, maximum: 3 } }] },
    });
    const page = await server.call('GET', created.body.url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    for (const fragment of [
      '<label for="number">Card number</label>',
      'autocomplete="cc-number"',
      'id="phone"',
      'id="country"',
      'name="quantity_0"',
      'prefers-color-scheme:dark',
      'name="viewport"',
    ]) {
      expect(page.text).toContain(fragment);
    }
    const incomplete = await server.call('POST', created.body.url, {
      body: new URLSearchParams({ number: '4242', expiry: '12/34', cvc: '123', phone: '+1 555 0100' }),
    });
    expect(incomplete.status).toBe(400);
    expect(incomplete.text).toContain('aria-invalid="true"');
    expect(incomplete.text).toContain('Your card number is incomplete.');
  });

  it('validates the customer portal with the seed’s messages and refuses another account’s customer', async () => {
    expect((await server.call('POST', PORTAL, { token: user.token, body: { cancelUrl: '/no' } })).body).toEqual({
      code: 'customer_id_required',
      message: 'No currency defined.',
    });
    expect((await server.call('POST', PORTAL, { token: user.token, body: { customerId: 'cus_x' } })).body).toEqual({
      code: 'validation_failed',
      message: 'No cancel page defined.',
    });
    const foreign = await server.payments.provider.createCustomer({ email: 'someone@example.com', metadata: {} });
    const response = await server.call('POST', PORTAL, { token: user.token, body: { customerId: foreign.id, cancelUrl: '/no' } });
    expect(response.status).toBe(404);
  });

  it('creates payment intents for one-off prices only', async () => {
    expect((await server.call('POST', INTENT, { token: user.token, body: { paymentMethods: ['card'] } })).body.message).toBe(
      'No product defined.',
    );
    expect((await server.call('POST', INTENT, { token: user.token, body: { prices: ['price_pass_72h'] } })).body.message).toBe(
      'No payment method defined.',
    );
    const recurring = await server.call('POST', INTENT, {
      token: user.token,
      body: { prices: ['price_c_monarch_monthly'], paymentMethods: ['card'] },
    });
    expect(recurring.status).toBe(400);
    const intent = await server.call('POST', INTENT, { token: user.token, body: { prices: ['price_pass_72h'], paymentMethods: ['card'] } });
    expect(intent.status).toBe(200);
    expect(intent.body).toMatchObject({
      object: 'payment_intent',
      amount: 1900,
      currency: 'usd',
      status: 'requires_payment_method',
      payment_method_types: ['card'],
    });
    expect(intent.body.client_secret).toMatch(/^pi_.+_secret_/);
  });

  it('serves the sandbox clock and 404 pages for unknown sessions', async () => {
    const clock = await server.call('GET', '/_sandbox/clock');
    expect(clock.body.offsetSeconds).toBe(0);
    const service = server.ctx.keys.serviceRoleKey;
    expect((await server.call('POST', '/_sandbox/clock', { body: { advanceSeconds: 60 } })).status).toBe(401);
    for (const advanceSeconds of [-5, 1e300, 'soon', true, 10 * 366 * 24 * 3600]) {
      const refused = await server.call('POST', '/_sandbox/clock', { token: service, body: { advanceSeconds } });
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('clock_advance_invalid');
    }
    expect((await server.call('GET', '/_sandbox/clock')).body.offsetSeconds).toBe(0);
    expect((await server.call('GET', '/_sandbox/checkout/cs_test_unknown')).status).toBe(404);
    expect((await server.call('GET', '/_sandbox/portal/bps_unknown')).status).toBe(404);
  });
});
