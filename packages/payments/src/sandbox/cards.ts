// Card numbers of the sandbox, as Stripe's test mode treats them, and the checks a card form makes before paying.
import { CARD_MESSAGES, passesLuhn } from '@kit/runtime-core';
import { PaymentsError } from '../errors';

/** succeeds: charges work; declined: refused at once; charge_fails: saved, but later charges (renewals) fail. */
export type CardOutcome = 'succeeds' | 'declined' | 'insufficient_funds' | 'charge_fails';

const TEST_CARDS: Record<string, { brand: string; outcome: CardOutcome }> = {
  '4242424242424242': { brand: 'visa', outcome: 'succeeds' },
  '4000056655665556': { brand: 'visa', outcome: 'succeeds' },
  '5555555555554444': { brand: 'mastercard', outcome: 'succeeds' },
  '378282246310005': { brand: 'amex', outcome: 'succeeds' },
  '4000000000000002': { brand: 'visa', outcome: 'declined' },
  // Asks for authentication when a payment intent is confirmed (intents.ts); charges work once authenticated.
  '4000002760003184': { brand: 'visa', outcome: 'succeeds' },
  '4000000000009995': { brand: 'visa', outcome: 'insufficient_funds' },
  '4000000000000341': { brand: 'visa', outcome: 'charge_fails' },
};

export interface CardInput {
  number: string;
  /** MM/YY or MM/YYYY. */
  expiry: string;
  cvc: string;
}

export interface CheckedCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  outcome: CardOutcome;
}

export type CardField = 'number' | 'expiry' | 'cvc';

export class CardError extends PaymentsError {
  constructor(
    readonly field: CardField,
    message: string,
    readonly declineCode?: string,
  ) {
    super(declineCode ? 'card_declined' : 'card_invalid', message);
    this.name = 'CardError';
  }

  override toJSON(): { code: string; message: string; field: CardField; decline_code?: string } {
    return { code: this.code, message: this.message, field: this.field, ...(this.declineCode ? { decline_code: this.declineCode } : {}) };
  }
}

/** Validates the form fields (as Stripe's card element does) and tells how the card behaves; `now` in Unix seconds. */
export function checkCard(input: CardInput, now: number): CheckedCard {
  const number = input.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number)) throw new CardError('number', CARD_MESSAGES.numberIncomplete);
  if (!passesLuhn(number)) throw new CardError('number', CARD_MESSAGES.numberInvalid);
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(input.expiry);
  if (!expiry) throw new CardError('expiry', CARD_MESSAGES.expiryIncomplete);
  const expMonth = Number(expiry[1]);
  const expYear = expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
  if (expMonth < 1 || expMonth > 12) throw new CardError('expiry', CARD_MESSAGES.expiryInvalid);
  const date = new Date(now * 1000);
  const current = date.getUTCFullYear() * 12 + date.getUTCMonth();
  if (expYear * 12 + (expMonth - 1) < current) throw new CardError('expiry', CARD_MESSAGES.expiryPast);
  const known = TEST_CARDS[number];
  const cvcLength = known?.brand === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(input.cvc.trim())) throw new CardError('cvc', CARD_MESSAGES.cvcIncomplete);
  if (!known) {
    throw new CardError(
      'number',
      'Your card was declined. Your request was in test mode, but used a non test card.',
      'live_mode_test_card',
    );
  }
  return { brand: known.brand, last4: number.slice(-4), expMonth, expYear, outcome: known.outcome };
}

/** The error a charge on this card raises, or undefined when it goes through. */
export function chargeError(outcome: CardOutcome, field: CardField = 'number'): CardError | undefined {
  if (outcome === 'declined') return new CardError(field, 'Your card was declined.', 'generic_decline');
  if (outcome === 'insufficient_funds') return new CardError(field, 'Your card has insufficient funds.', 'insufficient_funds');
  if (outcome === 'charge_fails') return new CardError(field, 'Your card was declined.', 'generic_decline');
  return undefined;
}
