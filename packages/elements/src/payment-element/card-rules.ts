/**
 * The sandbox card form's rules, as Stripe's card fields behave: the brand from the first digits, the number grouped
 * as the brand prints it (4-4-4-4, Amex 4-6-5), the expiry as `MM / YY`, the security code's length by brand, and
 * Stripe's own messages for an incomplete, invalid or expired card (the sandbox checks the same on the server).
 */
import { CARD_MESSAGES, passesLuhn } from '@kit/runtime-core';

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unionpay' | 'unknown';
export type CardField = 'number' | 'expiry' | 'cvc';

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
}

const BRANDS: readonly [CardBrand, RegExp][] = [
  ['amex', /^3[47]/],
  ['diners', /^3(?:0[0-5]|[689])/],
  ['jcb', /^35/],
  ['visa', /^4/],
  ['mastercard', /^(?:5[1-5]|2[2-7])/],
  ['unionpay', /^62/],
  ['discover', /^6(?:011|5|4[4-9])/],
];

/** Digit groups per brand; the number's length is their sum. */
const GROUPS: Partial<Record<CardBrand, readonly number[]>> = { amex: [4, 6, 5], diners: [4, 6, 4] };
const DEFAULT_GROUPS = [4, 4, 4, 4] as const;

export const digitsOf = (value: string): string => value.replace(/\D/g, '');

export function cardBrand(number: string): CardBrand {
  const digits = digitsOf(number);
  return BRANDS.find(([, pattern]) => pattern.test(digits))?.[0] ?? 'unknown';
}

/** How many digits the brand's numbers have (16 when the brand is not known yet). */
export function numberLength(brand: CardBrand): number {
  return (GROUPS[brand] ?? DEFAULT_GROUPS).reduce((sum, size) => sum + size, 0);
}

export const cvcLength = (brand: CardBrand): number => (brand === 'amex' ? 4 : 3);

/** The number as typed, grouped as the brand prints it, extra digits dropped. */
export function formatCardNumber(value: string): string {
  const brand = cardBrand(value);
  const digits = digitsOf(value).slice(0, numberLength(brand));
  const groups: string[] = [];
  let at = 0;
  for (const size of GROUPS[brand] ?? DEFAULT_GROUPS) {
    if (at >= digits.length) break;
    groups.push(digits.slice(at, at + size));
    at += size;
  }
  return groups.join(' ');
}

/** `MM / YY`: a first digit above 1 is a month of its own (4 → 04); the separator comes with the year's first digit. */
export function formatExpiry(value: string): string {
  let digits = digitsOf(value).slice(0, 4);
  if (digits.length === 1 && digits > '1') digits = `0${digits}`;
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

export const formatCvc = (value: string, brand: CardBrand): string => digitsOf(value).slice(0, cvcLength(brand));

/** Where the caret goes after formatting: just after the same count of digits as before it. */
export function caretAfterDigits(formatted: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/.test(formatted[index]!)) seen += 1;
    if (seen === digitsBefore) return index + 1;
  }
  return formatted.length;
}

/**
 * The message for one field, or undefined when it is fine. `complete` false checks only what can already be wrong
 * while the buyer is still typing (a full number failing the checksum, a past date); true (on leaving the field or
 * paying) also reports what is missing.
 */
export function fieldError(field: CardField, card: CardInput, now: Date, complete: boolean): string | undefined {
  const brand = cardBrand(card.number);
  if (field === 'number') {
    const digits = digitsOf(card.number);
    if (digits.length < numberLength(brand)) return complete ? CARD_MESSAGES.numberIncomplete : undefined;
    return passesLuhn(digits) ? undefined : CARD_MESSAGES.numberInvalid;
  }
  if (field === 'expiry') {
    const digits = digitsOf(card.expiry);
    if (digits.length < 4) return complete ? CARD_MESSAGES.expiryIncomplete : undefined;
    const month = Number(digits.slice(0, 2));
    if (month < 1 || month > 12) return CARD_MESSAGES.expiryInvalid;
    const year = 2000 + Number(digits.slice(2, 4));
    if (year * 12 + month - 1 < now.getFullYear() * 12 + now.getMonth()) return CARD_MESSAGES.expiryPast;
    return undefined;
  }
  return digitsOf(card.cvc).length < cvcLength(brand) && complete ? CARD_MESSAGES.cvcIncomplete : undefined;
}

/** Every field's message (complete check), in the form's order. */
export function cardErrors(card: CardInput, now: Date): Partial<Record<CardField, string>> {
  const errors: Partial<Record<CardField, string>> = {};
  for (const field of ['number', 'expiry', 'cvc'] as const) {
    const message = fieldError(field, card, now, true);
    if (message) errors[field] = message;
  }
  return errors;
}
