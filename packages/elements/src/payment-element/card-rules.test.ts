/** The card form's rules: brands, grouping, the expiry's shape, caret placement and Stripe's messages. */
import { describe, expect, it } from 'vitest';
import { CARD_MESSAGES } from '@kit/runtime-core';
import { caretAfterDigits, cardBrand, cardErrors, fieldError, formatCardNumber, formatCvc, formatExpiry } from './card-rules';

const NOW = new Date(2026, 10, 25);

describe('card rules', () => {
  it('tells the brand from the first digits and groups the number as the brand prints it', () => {
    expect(cardBrand('4242')).toBe('visa');
    expect(cardBrand('5555 5555')).toBe('mastercard');
    expect(cardBrand('2221')).toBe('mastercard');
    expect(cardBrand('3782')).toBe('amex');
    expect(cardBrand('9')).toBe('unknown');
    expect(formatCardNumber('4242424242424242999')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0000-0000-0002')).toBe('4000 0000 0000 0002');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('42424')).toBe('4242 4');
  });

  it('shapes the expiry as MM / YY and cuts the security code to the brand’s length', () => {
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12 / 3');
    expect(formatExpiry('12/345')).toBe('12 / 34');
    expect(formatCvc('12345', 'visa')).toBe('123');
    expect(formatCvc('12345', 'amex')).toBe('1234');
  });

  it('puts the caret after the same count of digits', () => {
    expect(caretAfterDigits('4242 4242', 4)).toBe(4);
    expect(caretAfterDigits('4242 4242', 5)).toBe(6);
    expect(caretAfterDigits('4242', 9)).toBe(4);
    expect(caretAfterDigits('4242', 0)).toBe(0);
  });

  it("reports Stripe's messages: incomplete only when asked for a complete check, invalid and past at once", () => {
    const card = { number: '4242 4242 4242', expiry: '12 / 3', cvc: '12' };
    expect(fieldError('number', card, NOW, false)).toBeUndefined();
    expect(cardErrors(card, NOW)).toEqual({
      number: CARD_MESSAGES.numberIncomplete,
      expiry: CARD_MESSAGES.expiryIncomplete,
      cvc: CARD_MESSAGES.cvcIncomplete,
    });
    expect(fieldError('number', { ...card, number: '4242 4242 4242 4241' }, NOW, false)).toBe('Your card number is invalid.');
    expect(fieldError('expiry', { ...card, expiry: '10 / 26' }, NOW, false)).toBe("Your card's expiration year is in the past.");
    expect(fieldError('expiry', { ...card, expiry: '11 / 26' }, NOW, false)).toBeUndefined();
    expect(fieldError('expiry', { ...card, expiry: '13 / 30' }, NOW, false)).toBe("Your card's expiration date is invalid.");
    expect(cardErrors({ number: '3782 822463 10005', expiry: '12 / 34', cvc: '123' }, NOW)).toEqual({
      cvc: "Your card's security code is incomplete.",
    });
    expect(cardErrors({ number: '4000 0000 0000 0002', expiry: '12 / 34', cvc: '123' }, NOW)).toEqual({});
  });
});
