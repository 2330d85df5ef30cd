// The card number checksum (Luhn) and Stripe's messages for a card the form cannot take, in the package both card
// checks use: the sandbox card form's, as the buyer types, and the payments sandbox's, before it accepts a card.

/** Stripe's own texts for an incomplete, invalid or expired card, word for word. */
export const CARD_MESSAGES = {
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryInvalid: "Your card's expiration date is invalid.",
  expiryPast: "Your card's expiration year is in the past.",
  cvcIncomplete: "Your card's security code is incomplete.",
} as const;

/** True when a string of digits passes the Luhn checksum (every second digit from the right doubled). */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
