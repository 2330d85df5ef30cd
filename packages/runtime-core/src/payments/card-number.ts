// The card number checksum (Luhn), in the package both card checks use: the sandbox card form's, as the buyer types,
// and the payments sandbox's, before it accepts a card.

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
