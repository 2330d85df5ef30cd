// The contract both providers pass (run by each provider's own test file), in the manner of a shared router suite.
import { beforeAll, afterAll, expect, it } from 'vitest';
import type { PaymentProvider } from './types';

export interface ContractSubject {
  provider: PaymentProvider;
  /** Signs a payload as this provider's webhooks are signed. */
  sign(payload: string): string;
  close(): Promise<void>;
}

const USER = '0b8e7c1a-5a4b-4c3d-9e2f-1a2b3c4d5e6f';

export function providerContract(setup: () => Promise<ContractSubject>): void {
  let subject: ContractSubject;
  beforeAll(async () => {
    subject = await setup();
  });
  afterAll(() => subject?.close());

  it('creates a subscription checkout session and reads it back', async () => {
    const { provider } = subject;
    const created = await provider.createCheckoutSession({
      mode: 'subscription',
      lineItems: [{ price: 'price_c_monarch_monthly', quantity: 1 }],
      successUrl: 'http://localhost:3000/successful-purchase?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'http://localhost:3000/dashboard',
      customerEmail: 'buyer@example.com',
      clientReferenceId: USER,
      paymentMethodTypes: ['card'],
      metadata: { user_id: USER },
      locale: 'auto',
    });
    expect(created).toMatchObject({
      mode: 'subscription',
      status: 'open',
      paymentStatus: 'unpaid',
      clientReferenceId: USER,
      metadata: { user_id: USER },
    });
    expect(created.id).toMatch(/^cs_test_/);
    expect(created.url).toMatch(/^https?:\/\//);
    const read = await provider.retrieveCheckoutSession(created.id);
    expect(read).toMatchObject({ id: created.id, lineItems: [{ price: 'price_c_monarch_monthly', quantity: 1 }] });
  });

  it('creates a customer and a portal session for it', async () => {
    const customer = await subject.provider.createCustomer({ email: 'portal@example.com', metadata: { user_id: USER } });
    expect(customer.id).toMatch(/^cus_/);
    const portal = await subject.provider.createPortalSession({ customerId: customer.id, returnUrl: 'http://localhost:3000/dashboard' });
    expect(portal).toMatchObject({ customerId: customer.id, returnUrl: 'http://localhost:3000/dashboard' });
    expect(portal.url).toMatch(/^https?:\/\//);
  });

  it('creates a payment intent and reads it back', async () => {
    const intent = await subject.provider.createPaymentIntent({
      amount: 1900,
      currency: 'usd',
      paymentMethodTypes: ['card'],
      metadata: { user_id: USER },
    });
    expect(intent).toMatchObject({ amount: 1900, currency: 'usd', status: 'requires_payment_method', metadata: { user_id: USER } });
    expect(intent.clientSecret).toContain('_secret_');
    expect(await subject.provider.retrievePaymentIntent(intent.id)).toMatchObject({ id: intent.id, amount: 1900 });
  });

  it('answers not_found for an unknown subscription', async () => {
    await expect(subject.provider.retrieveSubscription('sub_doesnotexist')).rejects.toMatchObject({ code: 'not_found', status: 404 });
  });

  it('constructs a correctly signed event and refuses a tampered one', () => {
    const payload = JSON.stringify({
      id: 'evt_contract',
      object: 'event',
      type: 'invoice.paid',
      created: 1,
      data: { object: { id: 'in_1', object: 'invoice' } },
    });
    expect(subject.provider.constructEvent(payload, subject.sign(payload))).toMatchObject({ id: 'evt_contract', type: 'invoice.paid' });
    expect(() => subject.provider.constructEvent(payload.replace('in_1', 'in_2'), subject.sign(payload))).toThrow(
      expect.objectContaining({ code: 'signature_invalid', status: 400 }),
    );
    expect(() => subject.provider.constructEvent(payload, undefined)).toThrow(expect.objectContaining({ code: 'signature_invalid' }));
  });

  it('tells the time in Unix seconds', () => {
    expect(Math.abs(subject.provider.now() - Date.now() / 1000)).toBeLessThan(5);
  });
}
