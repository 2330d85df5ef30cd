// Our webhook signatures are Stripe's: the SDK verifies ours, and we verify the SDK's.
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { signatureHeader, verifySignature } from './signature';

const SECRET = 'whsec_test_signing_secret';
const stripe = new Stripe('sk_test_unused');
const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'invoice.paid', data: { object: { id: 'in_1' } } });

describe('webhook signatures', () => {
  it('are accepted by the stripe SDK constructEvent', () => {
    const header = signatureHeader(payload, SECRET, Math.floor(Date.now() / 1000));
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(stripe.webhooks.constructEvent(payload, header, SECRET).id).toBe('evt_1');
  });

  it('verify what the SDK generates', () => {
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    expect(() => verifySignature(payload, header, SECRET, Math.floor(Date.now() / 1000))).not.toThrow();
  });

  it.each([
    ['a changed body', payload.replace('in_1', 'in_2'), (now: number) => signatureHeader(payload, SECRET, now)],
    ['another secret', payload, (now: number) => signatureHeader(payload, 'whsec_other', now)],
    ['an old timestamp', payload, (now: number) => signatureHeader(payload, SECRET, now - 301)],
    ['no v1 signature', payload, (now: number) => `t=${now}`],
  ])('refuse %s', (_name, body, header) => {
    const now = Math.floor(Date.now() / 1000);
    expect(() => verifySignature(body, header(now), SECRET, now)).toThrow(
      expect.objectContaining({ code: 'signature_invalid', status: 400 }),
    );
  });

  it('refuse a missing header', () => {
    expect(() => verifySignature(payload, undefined, SECRET, 0)).toThrow(expect.objectContaining({ code: 'signature_invalid' }));
  });
});
