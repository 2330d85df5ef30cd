// What the Stripe provider sends, as captured by a fake Stripe API: paths, form-encoded parameters, key, version, idempotency.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../testing';
import type { PaymentProvider } from '../provider/types';
import { createStripeProvider } from './stripe-provider';

const SECRET_KEY = 'sk_test_fake_123';
const USER = '6f1c2b9e-1d2a-4c3b-8e4f-5a6b7c8d9e0f';

describe('stripe provider against a fake Stripe API', () => {
  let fake: FakeStripe;
  let provider: PaymentProvider;
  beforeAll(async () => {
    fake = await startFakeStripe();
    provider = createStripeProvider({
      secretKey: SECRET_KEY,
      webhookSecret: 'whsec_x',
      host: fake.host,
      port: fake.port,
      protocol: 'http',
    });
  });
  afterAll(() => fake?.close());

  const last = () => fake.requests.at(-1)!;

  it('creates a checkout session with every field of the checkout payload, form-encoded', async () => {
    const session = await provider.createCheckoutSession(
      {
        mode: 'subscription',
        lineItems: [{ price: 'price_123', quantity: 2, adjustableQuantity: { minimum: 1, maximum: 5 } }],
        successUrl: 'http://localhost:3000/successful-purchase?session_id={CHECKOUT_SESSION_ID}',
        cancelUrl: 'http://localhost:3000/dashboard',
        customerEmail: 'buyer@example.com',
        clientReferenceId: USER,
        paymentMethodTypes: ['card'],
        allowPromotionCodes: true,
        shippingCountries: ['US', 'DE'],
        phoneNumberCollection: true,
        automaticTax: true,
        metadata: { user_id: USER, website_id: 'site-1' },
        locale: 'fr-CA',
      },
      { idempotencyKey: 'idem-1' },
    );
    expect(session.url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    const request = last();
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v1/checkout/sessions');
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(request.headers['stripe-version']).toBe(Stripe.API_VERSION);
    expect(request.headers['idempotency-key']).toBe('idem-1');
    expect(request.headers['user-agent']).toMatch(/^Stripe\/v1 NodeBindings\//);
    // The SDK encodes nested parameters with literal brackets and encodes the values.
    expect(request.rawBody).toContain('line_items[0][price]=price_123&line_items[0][quantity]=2');
    expect(request.rawBody).toContain(
      'success_url=http%3A%2F%2Flocalhost%3A3000%2Fsuccessful-purchase%3Fsession_id%3D%7BCHECKOUT_SESSION_ID%7D',
    );
    expect(request.body).toEqual({
      mode: 'subscription',
      line_items: [{ price: 'price_123', quantity: '2', adjustable_quantity: { enabled: 'true', minimum: '1', maximum: '5' } }],
      success_url: 'http://localhost:3000/successful-purchase?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/dashboard',
      allowed_payment_method_types: ['card'],
      metadata: { user_id: USER, website_id: 'site-1' },
      locale: 'fr-CA',
      customer_email: 'buyer@example.com',
      client_reference_id: USER,
      allow_promotion_codes: 'true',
      shipping_address_collection: { allowed_countries: ['US', 'DE'] },
      phone_number_collection: { enabled: 'true' },
      automatic_tax: { enabled: 'true' },
      subscription_data: { metadata: { user_id: USER, website_id: 'site-1' } },
    });
  });

  it('sends the customer instead of an e-mail, and payment-intent metadata in payment mode', async () => {
    await provider.createCheckoutSession({
      mode: 'payment',
      lineItems: [{ price: 'price_pass', quantity: 1 }],
      successUrl: 'http://localhost:3000/ok',
      cancelUrl: 'http://localhost:3000/no',
      customerId: 'cus_1',
      customerEmail: 'ignored@example.com',
      paymentMethodTypes: ['card'],
      metadata: { user_id: USER },
      locale: 'auto',
    });
    const { body, headers } = last();
    expect(body.customer).toBe('cus_1');
    expect(body.customer_email).toBeUndefined();
    expect(body.payment_intent_data).toEqual({ metadata: { user_id: USER } });
    expect(body.subscription_data).toBeUndefined();
    // With network retries on, the SDK adds its own idempotency key to every POST.
    expect(headers['idempotency-key']).toMatch(/^stripe-node-retry-/);
  });

  it('retrieves a checkout session with its line items expanded', async () => {
    const created = await provider.createCheckoutSession({
      mode: 'subscription',
      lineItems: [{ price: 'price_abc', quantity: 1 }],
      successUrl: 'http://localhost/ok',
      cancelUrl: 'http://localhost/no',
      paymentMethodTypes: ['card'],
      metadata: {},
      locale: 'auto',
    });
    const session = await provider.retrieveCheckoutSession(created.id);
    const request = last();
    expect(request.method).toBe('GET');
    expect(request.path).toBe(`/v1/checkout/sessions/${created.id}`);
    expect(request.query).toEqual({ expand: ['line_items'] });
    expect(request.rawBody).toBe('');
    expect(session.lineItems).toEqual([{ price: 'price_abc', quantity: 1 }]);
  });

  it('creates a billing portal session with the customer and return URL', async () => {
    const portal = await provider.createPortalSession({ customerId: 'cus_9', returnUrl: 'http://localhost:3000/dashboard' });
    expect(portal.url).toMatch(/^https:\/\/billing\.stripe\.com\//);
    expect(last().path).toBe('/v1/billing_portal/sessions');
    expect(last().body).toEqual({ customer: 'cus_9', return_url: 'http://localhost:3000/dashboard' });
  });

  it('creates a payment intent with amount, currency, allowed methods and metadata', async () => {
    const intent = await provider.createPaymentIntent(
      {
        amount: 1900,
        currency: 'usd',
        customerId: 'cus_9',
        paymentMethodTypes: ['card'],
        metadata: { user_id: USER, kit_prices: 'price_pass_72h' },
      },
      { idempotencyKey: 'pi-1' },
    );
    expect(intent.clientSecret).toMatch(/_secret_/);
    expect(last().path).toBe('/v1/payment_intents');
    expect(last().headers['idempotency-key']).toBe('pi-1');
    expect(last().body).toEqual({
      amount: '1900',
      currency: 'usd',
      allowed_payment_method_types: ['card'],
      metadata: { user_id: USER, kit_prices: 'price_pass_72h' },
      customer: 'cus_9',
    });
  });

  it('creates a customer with e-mail and metadata', async () => {
    const customer = await provider.createCustomer({ email: 'a@example.com', metadata: { user_id: USER } });
    expect(customer.id).toMatch(/^cus_/);
    expect(last().body).toEqual({ email: 'a@example.com', metadata: { user_id: USER } });
  });

  it('reads subscriptions and invoices in the current API shape (periods on items, invoice parent)', async () => {
    fake.put({
      id: 'sub_1',
      object: 'subscription',
      customer: 'cus_1',
      status: 'past_due',
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      metadata: { user_id: USER },
      items: {
        object: 'list',
        data: [{ id: 'si_1', price: { id: 'price_x' }, quantity: 1, current_period_start: 100, current_period_end: 200 }],
      },
    });
    fake.put({
      id: 'in_1',
      object: 'invoice',
      customer: 'cus_1',
      status: 'open',
      amount_due: 3900,
      currency: 'usd',
      parent: { subscription_details: { subscription: 'sub_1' } },
    });
    const subscription = await provider.retrieveSubscription('sub_1');
    expect(last().path).toBe('/v1/subscriptions/sub_1');
    expect(subscription).toMatchObject({
      id: 'sub_1',
      status: 'past_due',
      currentPeriodStart: 100,
      currentPeriodEnd: 200,
      items: [{ price: 'price_x', quantity: 1 }],
    });
    expect(await provider.retrieveInvoice('in_1')).toMatchObject({ subscriptionId: 'sub_1', status: 'open' });
  });

  it('turns a missing object into a not_found payment error', async () => {
    await expect(provider.retrieveSubscription('sub_missing')).rejects.toMatchObject({ code: 'not_found', status: 404 });
  });
});
