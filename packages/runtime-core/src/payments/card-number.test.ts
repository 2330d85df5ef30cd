/** The Luhn checksum the card form and the payments sandbox share. */
import { describe, expect, it } from 'vitest';
import { passesLuhn } from './card-number';

describe('passesLuhn', () => {
  it.each(['4242424242424242', '5555555555554444', '378282246310005', '4000002760003184', '0'])('accepts %s', (digits) => {
    expect(passesLuhn(digits)).toBe(true);
  });

  it.each(['4242424242424241', '5555555555554440', '378282246310006', '1'])('refuses %s', (digits) => {
    expect(passesLuhn(digits)).toBe(false);
  });
});
