/**
 * The Stripe actions: every validation message verbatim and in the seed's order, the payloads sent to the payment
 * endpoints (a recording server on loopback), redirects, server errors rethrown, and Stripe.js confirm results
 * (Stripe's browser SDK is the outside world here: a stand-in object answers as Stripe.js does).
 */
import { createTestRuntime } from '@kit/runtime-core/testing';
import type { TestRuntime } from '@kit/runtime-core/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STRIPE_ACTIONS } from './actions';
import type { PaymentClient } from './client';
import { STRIPE_MESSAGES } from './messages';
import { createStripePlugin } from './plugin';
import { SANDBOX_PUBLISHABLE_KEY } from './settings';
import { startRecordingServer } from './testing/recording-server';
import type { RecordingServer } from './testing/recording-server';
import { runAction } from './testing/run-action';

let server: RecordingServer;
beforeAll(async () => {
  server = await startRecordingServer();
});
afterAll(() => server.close());

interface Setup {
  runtime: TestRuntime;
  visited: string[];
  loads: string[];
  calls: unknown[][];
}

function setup(stripe: Partial<PaymentClient> | null = {}, publishableKey = 'pk_test_abc'): Setup {
  const visited: string[] = [];
  const loads: string[] = [];
  const calls: unknown[][] = [];
  const record =
    (name: string, result: unknown) =>
    async (...args: unknown[]) => {
      calls.push([name, ...args]);
      return result;
    };
  const plugin = createStripePlugin(
    { publicData: { publicApiKey: publishableKey } },
    {
      websiteId: 'site-1',
      apiUrl: server.url,
      accessToken: () => 'visitor-token',
      navigate: (url) => visited.push(url),
      redirectTo: (page) => `https://shop.example/${page}`,
      lang: () => 'fr',
      loadStripe: async (key) => {
        loads.push(key);
        if (stripe === null) return null;
        return {
          retrievePaymentIntent: record('retrievePaymentIntent', { paymentIntent: { id: 'pi_1', status: 'requires_payment_method' } }),
          confirmPayment: record('confirmPayment', { error: { message: 'Your card was declined.', code: 'card_declined' } }),
          confirmCardPayment: record('confirmCardPayment', { paymentIntent: { id: 'pi_1', status: 'succeeded' } }),
          elements: (options: unknown) => {
            calls.push(['elements', options]);
            return { kind: 'elements', options };
          },
          ...stripe,
        } as PaymentClient;
      },
    },
  );
  const runtime = createTestRuntime();
  runtime.variables.define([
    { id: 'elements', type: 'object', defaultValue: null, preserveReference: true },
    { id: 'card', type: 'object', defaultValue: null, preserveReference: true },
  ]);
  plugin.install(runtime);
  return { runtime, visited, loads, calls };
}

const validCheckout = { mode: 'subscription', prices: ['price_1'], paymentMethods: ['card'], successPage: 'thanks', cancelPage: 'pricing' };

describe('validation messages, verbatim and in order', () => {
  const cases: [string, string, Record<string, unknown>, string][] = [
    ['checkout', STRIPE_ACTIONS.checkout, {}, STRIPE_MESSAGES.NO_MODE],
    ['checkout', STRIPE_ACTIONS.checkout, { mode: 'payment' }, 'No product defined.'],
    ['checkout', STRIPE_ACTIONS.checkout, { mode: 'payment', prices: [] }, 'No product defined.'],
    ['checkout', STRIPE_ACTIONS.checkout, { mode: 'payment', prices: ['p'] }, 'No payment method defined.'],
    ['checkout', STRIPE_ACTIONS.checkout, { mode: 'payment', prices: ['p'], paymentMethods: [] }, 'No payment method defined.'],
    ['checkout', STRIPE_ACTIONS.checkout, { mode: 'payment', prices: ['p'], paymentMethods: ['card'] }, 'No success page defined.'],
    ['checkout', STRIPE_ACTIONS.checkout, { ...validCheckout, cancelPage: '' }, 'No cancel page defined.'],
    ['customer portal', STRIPE_ACTIONS.customerPortal, { cancelPage: 'account' }, 'No currency defined.'],
    ['customer portal', STRIPE_ACTIONS.customerPortal, { customerId: 'cus_1' }, 'No cancel page defined.'],
    ['create payment intent', STRIPE_ACTIONS.createPaymentIntent, { paymentMethods: ['card'] }, 'No product defined.'],
    ['create payment intent', STRIPE_ACTIONS.createPaymentIntent, { prices: ['p'] }, 'No payment method defined.'],
    ['retrieve payment intent', STRIPE_ACTIONS.retrievePaymentIntent, {}, 'No client secret defined.'],
    ['confirm payment', STRIPE_ACTIONS.confirmPayment, { redirectPage: 'done' }, 'No element defined.'],
    ['confirm payment', STRIPE_ACTIONS.confirmPayment, { elementId: 'elements' }, 'No redirect page defined.'],
    ['confirm payment', STRIPE_ACTIONS.confirmPayment, { elementId: 'elements', redirectPage: 'done' }, 'Invalid Stripe element.'],
    ['confirm payment', STRIPE_ACTIONS.confirmPayment, { elementId: 'missing-variable', redirectPage: 'done' }, 'Invalid Stripe element.'],
    ['confirm card payment', STRIPE_ACTIONS.confirmCardPayment, { elementId: 'card' }, 'No client secret defined.'],
    ['confirm card payment', STRIPE_ACTIONS.confirmCardPayment, { clientSecret: 'pi_1_secret_x' }, 'No element defined.'],
    [
      'confirm card payment',
      STRIPE_ACTIONS.confirmCardPayment,
      { clientSecret: 'pi_1_secret_x', elementId: 'card' },
      'Invalid Stripe element.',
    ],
  ];
  it.each(cases)('%s %s %j → %s', async (_name, type, settings, message) => {
    const before = server.requests.length;
    const { runtime, loads } = setup();
    await expect(runAction(runtime, type, settings)).rejects.toMatchObject({ name: 'StripePluginError', message });
    expect(server.requests.length).toBe(before);
    expect(loads).toEqual([]);
  });
});

describe('calls to the payment endpoints', () => {
  beforeEach(() => {
    server.requests.splice(0);
  });

  it('checkout posts the payload with the Bearer token, page URLs and a supported locale, then goes to the returned URL', async () => {
    server.answer(() => ({ status: 200, body: { url: 'https://checkout.example/c/cs_1', id: 'cs_1' } }));
    const { runtime, visited } = setup();
    const result = await runAction(runtime, STRIPE_ACTIONS.checkout, {
      ...validCheckout,
      customerEmail: 'buyer@example.com',
      isPromoCode: true,
      metadata: [{ key: 'campaign', value: 'spring' }],
    });
    expect(result).toEqual({ url: 'https://checkout.example/c/cs_1', id: 'cs_1' });
    expect(visited).toEqual(['https://checkout.example/c/cs_1']);
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/designs/site-1/stripe/create-checkout-session');
    expect(request?.headers.authorization).toBe('Bearer visitor-token');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      mode: 'subscription',
      prices: ['price_1'],
      paymentMethods: ['card'],
      successUrl: 'https://shop.example/thanks?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'https://shop.example/pricing',
      customerEmail: 'buyer@example.com',
      isPromoCode: true,
      metadata: { campaign: 'spring' },
      locale: 'fr',
    });
  });

  it('falls back to auto for an unsupported locale', async () => {
    server.answer(() => ({ status: 200, body: { url: 'https://checkout.example/c/cs_2' } }));
    const { runtime } = setup();
    await runAction(runtime, STRIPE_ACTIONS.checkout, { ...validCheckout, locale: 'xx-YY' });
    expect(JSON.parse(server.requests[0]?.body ?? '').locale).toBe('auto');
  });

  it('rethrows the server response body of a refused checkout, and does not navigate', async () => {
    server.answer(() => ({ status: 400, body: { code: 'validation_failed', message: 'Unknown price: price_nope' } }));
    const { runtime, visited } = setup();
    const error = await runAction(runtime, STRIPE_ACTIONS.checkout, validCheckout).catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      code: 'STRIPE_SERVER_ERROR',
      message: 'Unknown price: price_nope',
      details: { status: 400, data: { code: 'validation_failed', message: 'Unknown price: price_nope' } },
    });
    expect(visited).toEqual([]);
  });

  it('the customer portal posts customerId and the cancel URL and goes to the portal', async () => {
    server.answer(() => ({ status: 200, body: { url: 'https://billing.example/p/1' } }));
    const { runtime, visited } = setup();
    await runAction(runtime, STRIPE_ACTIONS.customerPortal, { customerId: 'cus_1', cancelPage: 'account' });
    expect(server.requests[0]?.url).toBe('/designs/site-1/stripe/create-customer-portal-session');
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({ customerId: 'cus_1', cancelUrl: 'https://shop.example/account' });
    expect(visited).toEqual(['https://billing.example/p/1']);
  });

  it('create payment intent returns the intent data; a refusal rethrows the body text', async () => {
    server.answer(() => ({ status: 200, body: { id: 'pi_1', client_secret: 'pi_1_secret_x', status: 'requires_payment_method' } }));
    const { runtime } = setup();
    expect(
      await runAction(runtime, STRIPE_ACTIONS.createPaymentIntent, {
        prices: [{ price: 'price_pass', quantity: 1 }],
        paymentMethods: ['card'],
      }),
    ).toEqual({
      id: 'pi_1',
      client_secret: 'pi_1_secret_x',
      status: 'requires_payment_method',
    });
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({
      prices: [{ price: 'price_pass', quantity: 1 }],
      paymentMethods: ['card'],
    });
    server.answer(() => ({ status: 502, body: 'Bad gateway', contentType: 'text/plain' }));
    await expect(runAction(runtime, STRIPE_ACTIONS.createPaymentIntent, { prices: ['p'], paymentMethods: ['card'] })).rejects.toMatchObject(
      {
        message: 'Bad gateway',
        details: { status: 502 },
      },
    );
  });
});

describe('Stripe.js actions', () => {
  it('retrieves an intent through Stripe.js, loaded once for the publishable key', async () => {
    const { runtime, loads, calls } = setup();
    expect(await runAction(runtime, STRIPE_ACTIONS.retrievePaymentIntent, { clientSecret: 'pi_1_secret_x' })).toEqual({
      id: 'pi_1',
      status: 'requires_payment_method',
    });
    await runAction(runtime, STRIPE_ACTIONS.retrievePaymentIntent, { clientSecret: 'pi_1_secret_x' });
    expect(loads).toEqual(['pk_test_abc']);
    expect(calls).toEqual([
      ['retrievePaymentIntent', 'pi_1_secret_x'],
      ['retrievePaymentIntent', 'pi_1_secret_x'],
    ]);
  });

  it('confirm payment passes the elements and the return URL, and throws the provider message on failure', async () => {
    const { runtime, calls } = setup();
    const elements = { kind: 'elements' };
    runtime.variables.set('elements', elements);
    const error = await runAction(runtime, STRIPE_ACTIONS.confirmPayment, { elementId: 'elements', redirectPage: 'done' }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ code: 'STRIPE_PROVIDER_ERROR', message: 'Your card was declined.', cause: { code: 'card_declined' } });
    expect(calls).toEqual([['confirmPayment', { elements, confirmParams: { return_url: 'https://shop.example/done' } }]]);
  });

  it("confirm payment with redirect 'if_required' stays on the page and returns the intent", async () => {
    const { runtime, calls, visited } = setup({
      confirmPayment: async (options) => (calls.push(['confirmPayment', options]), { paymentIntent: { id: 'pi_1', status: 'succeeded' } }),
    });
    const elements = { kind: 'elements' };
    runtime.variables.set('elements', elements);
    expect(
      await runAction(runtime, STRIPE_ACTIONS.confirmPayment, { elementId: 'elements', redirectPage: 'pay', redirect: 'if_required' }),
    ).toEqual({ id: 'pi_1', status: 'succeeded' });
    expect(calls).toEqual([
      ['confirmPayment', { elements, confirmParams: { return_url: 'https://shop.example/pay' }, redirect: 'if_required' }],
    ]);
    expect(visited).toEqual([]);
  });

  it("create elements asks Stripe.js for an Elements group of the intent, in the page's language", async () => {
    const { runtime, calls } = setup();
    await expect(runAction(runtime, STRIPE_ACTIONS.createElements, {})).rejects.toThrow(STRIPE_MESSAGES.NO_CLIENT_SECRET);
    const appearance = { theme: 'night' };
    const elements = await runAction(runtime, STRIPE_ACTIONS.createElements, { clientSecret: 'pi_1_secret_x', appearance });
    expect(calls).toEqual([['elements', { clientSecret: 'pi_1_secret_x', appearance, locale: 'fr' }]]);
    expect(elements).toEqual({ kind: 'elements', options: { clientSecret: 'pi_1_secret_x', appearance, locale: 'fr' } });
  });

  it('confirm card payment returns the intent, or throws the provider message', async () => {
    const declined = setup({ confirmCardPayment: async () => ({ error: { message: 'Your card has insufficient funds.' } }) });
    declined.runtime.variables.set('card', { kind: 'card' });
    await expect(runAction(declined.runtime, STRIPE_ACTIONS.confirmCardPayment, { clientSecret: 's', elementId: 'card' })).rejects.toThrow(
      'Your card has insufficient funds.',
    );
    const { runtime, calls } = setup();
    const card = { kind: 'card' };
    runtime.variables.set('card', card);
    expect(await runAction(runtime, STRIPE_ACTIONS.confirmCardPayment, { clientSecret: 'pi_1_secret_x', elementId: 'card' })).toEqual({
      id: 'pi_1',
      status: 'succeeded',
    });
    expect(calls).toEqual([['confirmCardPayment', 'pi_1_secret_x', { payment_method: { card } }]]);
  });

  it('reports a Stripe.js that fails to load, and tries again on the next action', async () => {
    const { runtime, loads } = setup(null);
    await expect(runAction(runtime, STRIPE_ACTIONS.retrievePaymentIntent, { clientSecret: 's' })).rejects.toThrow(
      'Invalid Stripe configuration.',
    );
    await expect(runAction(runtime, STRIPE_ACTIONS.retrievePaymentIntent, { clientSecret: 's' })).rejects.toThrow(
      'Invalid Stripe configuration.',
    );
    expect(loads).toEqual(['pk_test_abc', 'pk_test_abc']);
  });

  it("never loads Stripe.js with the sandbox key; the sandbox client refuses what is not its card form's element", async () => {
    const { runtime, loads } = setup({}, SANDBOX_PUBLISHABLE_KEY);
    runtime.variables.set('card', { kind: 'card' });
    await expect(runAction(runtime, STRIPE_ACTIONS.confirmCardPayment, { clientSecret: 's', elementId: 'card' })).rejects.toThrow(
      'Invalid Stripe element.',
    );
    // The sandbox's "Elements" is its card form's handle, empty until the buyer types.
    expect(await runAction(runtime, STRIPE_ACTIONS.createElements, { clientSecret: 'pi_1_secret_x' })).toEqual({
      type: 'sandbox-card',
      card: { number: '', expiry: '', cvc: '' },
      clientSecret: 'pi_1_secret_x',
    });
    expect(loads).toEqual([]);
  });
});
