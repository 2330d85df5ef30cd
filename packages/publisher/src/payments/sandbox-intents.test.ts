// The sandbox's browser payment-intent flow through HTTP: create (endpoint) → confirm with a test card (4242 succeeds
// and the signed webhook grants the pass's roles; 4000 0000 0000 0002 is declined with Stripe's message and grants
// nothing; 4000 0027 6000 3184 needs the authentication page first, which returns to return_url), retrieve by
// client secret only.
import { testBackends } from '@kit/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPaymentsTestServer, type PaymentsTestServer, type TestUser } from './testing/payments-test-server';
import { rolesOf } from './testing/purchase';

const INTENT = '/designs/forklift/stripe/create-payment-intent';
const BRAND_ROLES = ['c-monarch-premium', 'h-brick-premium', 'r-raynet-premium', 't-sensei-premium', 'u-stitch-premium'];

describe.each(testBackends())('sandbox payment intents on %s', (backend) => {
  let server: PaymentsTestServer;
  beforeAll(async () => {
    server = await startPaymentsTestServer({ backend });
  });
  afterAll(() => server?.close());

  async function newIntent(user: TestUser): Promise<{ id: string; secret: string }> {
    const created = await server.call('POST', INTENT, {
      token: user.token,
      body: { prices: ['price_pass_72h'], paymentMethods: ['card'] },
    });
    expect(created.status).toBe(200);
    return { id: String(created.body.id), secret: String(created.body.client_secret) };
  }
  // Paid roles only: every new user also holds the freemium role.
  const paidRoles = async (userId: string) => (await rolesOf(server, userId)).filter((role) => role !== 'freemium');
  const confirm = (intent: { id: string; secret: string }, number: string, returnUrl = '/successful-purchase') =>
    server.call('POST', `/_sandbox/payment_intents/${intent.id}/confirm`, {
      body: { client_secret: intent.secret, card: { number, expiry: '12 / 34', cvc: '123' }, return_url: returnUrl },
    });

  it('succeeds with 4242 4242 4242 4242 and the webhook grants the roles', async () => {
    const buyer = await server.createUser('intent-ok@example.com');
    const intent = await newIntent(buyer);
    const confirmed = await confirm(intent, '4242 4242 4242 4242');
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({
      id: intent.id,
      status: 'succeeded',
      payment_method: { card: { brand: 'visa', last4: '4242' } },
    });
    await server.sandbox.deliveries.flush();
    expect(await paidRoles(buyer.id)).toEqual(BRAND_ROLES);
    // Confirming twice is refused; retrieving needs the client secret.
    expect((await confirm(intent, '4242 4242 4242 4242')).status).toBe(409);
    expect((await server.call('GET', `/_sandbox/payment_intents/${intent.id}?client_secret=${intent.secret}`)).body).toMatchObject({
      status: 'succeeded',
    });
    expect((await server.call('GET', `/_sandbox/payment_intents/${intent.id}?client_secret=pi_wrong_secret_x`)).status).toBe(404);
  });

  it('declines 4000 0000 0000 0002 with the provider message, keeps the intent open and grants nothing', async () => {
    const buyer = await server.createUser('intent-declined@example.com');
    const intent = await newIntent(buyer);
    const declined = await confirm(intent, '4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    expect(declined.body).toEqual({
      error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
        param: 'number',
      },
    });
    const after = await server.call('GET', `/_sandbox/payment_intents/${intent.id}?client_secret=${intent.secret}`);
    expect(after.body).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'card_declined', message: 'Your card was declined.' },
    });
    await server.sandbox.deliveries.flush();
    expect(await paidRoles(buyer.id)).toEqual([]);
    expect(server.deliveries.map((delivery) => delivery.event.type)).toContain('payment_intent.payment_failed');
    // Another card may follow.
    expect((await confirm(intent, '4242 4242 4242 4242')).body).toMatchObject({ status: 'succeeded' });
  });

  it('sends a card that needs authentication to the sandbox page, which returns to return_url', async () => {
    const buyer = await server.createUser('intent-3ds@example.com');
    const intent = await newIntent(buyer);
    const pending = await confirm(intent, '4000 0027 6000 3184', `${server.url}/successful-purchase`);
    expect(pending.body).toMatchObject({ status: 'requires_action', next_action: { type: 'redirect_to_url' } });
    const url = new URL(String((pending.body.next_action as { redirect_to_url: { url: string } }).redirect_to_url.url));
    expect(url.pathname).toBe(`/_sandbox/authenticate/${intent.id}`);
    const page = await server.call('GET', url.pathname + url.search);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Complete authentication');
    expect(await paidRoles(buyer.id)).toEqual([]);
    const approved = await server.call('POST', url.pathname, {
      body: new URLSearchParams({ client_secret: intent.secret, return_url: `${server.url}/successful-purchase`, outcome: 'approve' }),
    });
    expect(approved.status).toBe(303);
    const back = new URL(String(approved.headers.get('location')));
    expect(back.pathname).toBe('/successful-purchase');
    expect(Object.fromEntries(back.searchParams)).toEqual({
      payment_intent: intent.id,
      payment_intent_client_secret: intent.secret,
      redirect_status: 'succeeded',
    });
    await server.sandbox.deliveries.flush();
    expect(await paidRoles(buyer.id)).toEqual(BRAND_ROLES);
  });

  it('fails the payment when the buyer fails authentication, and never returns to another site', async () => {
    const buyer = await server.createUser('intent-3ds-fail@example.com');
    const intent = await newIntent(buyer);
    await confirm(intent, '4000 0027 6000 3184', 'https://evil.example/steal');
    const failed = await server.call('POST', `/_sandbox/authenticate/${intent.id}`, {
      body: new URLSearchParams({ client_secret: intent.secret, return_url: 'https://evil.example/steal', outcome: 'fail' }),
    });
    expect(failed.status).toBe(200);
    expect(failed.body).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { decline_code: 'authentication_required' },
    });
    await server.sandbox.deliveries.flush();
    expect(await paidRoles(buyer.id)).toEqual([]);
  });
});
