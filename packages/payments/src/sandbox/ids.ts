// Object ids shaped like Stripe's (`cs_test_…`, `sub_…`, `evt_…`): a prefix and 24 random base-62 characters.
import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

export function randomToken(length = 24): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const byte of bytes) out += ALPHABET[byte % ALPHABET.length];
  return out;
}

export type IdPrefix = 'cs_test' | 'sub' | 'si' | 'in' | 'pi' | 'pm' | 'cus' | 'evt' | 'bps' | 'ch';

export function newId(prefix: IdPrefix): string {
  return `${prefix}_${randomToken()}`;
}
