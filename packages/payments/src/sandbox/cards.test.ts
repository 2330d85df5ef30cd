// The sandbox's card checks: the contract's cards, and clear messages for each kind of mistake.
import { describe, expect, it } from 'vitest';
import { chargeError, checkCard } from './cards';

const NOW = Date.UTC(2026, 5, 15) / 1000;

describe('sandbox cards', () => {
  it('accepts 4242 4242 4242 4242 and reports it succeeds', () => {
    expect(checkCard({ number: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123' }, NOW)).toEqual({
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
      outcome: 'succeeds',
    });
  });

  it('declines 4000 0000 0000 0002 with Stripe’s message', () => {
    const card = checkCard({ number: '4000 0000 0000 0002', expiry: '12/30', cvc: '123' }, NOW);
    expect(chargeError(card.outcome)).toMatchObject({
      code: 'card_declined',
      status: 402,
      message: 'Your card was declined.',
      declineCode: 'generic_decline',
    });
  });

  it.each([
    [{ number: '4242', expiry: '12/30', cvc: '123' }, 'number', 'Your card number is incomplete.'],
    [{ number: '4242 4242 4242 4241', expiry: '12/30', cvc: '123' }, 'number', 'Your card number is invalid.'],
    [{ number: '4242424242424242', expiry: '13/30', cvc: '123' }, 'expiry', "Your card's expiration date is invalid."],
    [{ number: '4242424242424242', expiry: '1/20', cvc: '123' }, 'expiry', "Your card's expiration year is in the past."],
    [{ number: '4242424242424242', expiry: '', cvc: '123' }, 'expiry', "Your card's expiration date is incomplete."],
    [{ number: '4242424242424242', expiry: '12/30', cvc: '1' }, 'cvc', "Your card's security code is incomplete."],
    [
      { number: '4111 1111 1111 1111', expiry: '12/30', cvc: '123' },
      'number',
      'Your card was declined. Your request was in test mode, but used a non test card.',
    ],
  ])('refuses %j on %s', (input, field, message) => {
    expect(() => checkCard(input, NOW)).toThrow(expect.objectContaining({ field, message }));
  });
});
