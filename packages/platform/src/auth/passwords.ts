// Password hashing (bcrypt, cost 10, as GoTrue) and GoTrue's password-strength rules.
import { randomBytes } from 'node:crypto';
import { hash as bcryptHash, verify as bcryptVerify } from '@node-rs/bcrypt';
import { validationFailed, weakPassword } from './errors';
import type { AuthSettings } from './settings';

export const BCRYPT_COST = 10;
const MAX_PASSWORD_BYTES = 72;

/** Hashes on libuv's thread pool (native), so sign-ups never block the event loop; `$2a$` as GoTrue writes it. */
export function hashPassword(password: string): Promise<string> {
  return bcryptHash(password, { cost: BCRYPT_COST, version: '2a' });
}

/** True when the password matches a bcrypt hash ($2a$, $2b$ or $2y$, any cost). */
export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  if (!hash || !/^\$2[aby]\$\d{2}\$/.test(hash)) return false;
  try {
    return await bcryptVerify(password, hash);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Computes the dummy hash ahead of the first unknown-account sign-in (which would otherwise take twice as long). */
export function primeDummyHash(): void {
  dummyHash ??= hashPassword(randomBytes(24).toString('base64url'));
}

/** A bcrypt check (same cost as real hashes) against a hash of a random secret: equal work when no user matched. */
export async function verifyPasswordAgainstNothing(password: string): Promise<void> {
  primeDummyHash();
  await verifyPassword(password, await (dummyHash as Promise<string>));
}

/** Throws 400 for over-long passwords and 422 weak_password with the failed reasons. */
export function checkPasswordStrength(settings: AuthSettings, password: string): void {
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) {
    throw validationFailed(`Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  }
  const reasons: string[] = [];
  const messages: string[] = [];
  if (Buffer.byteLength(password, 'utf8') < settings.passwordMinLength) {
    reasons.push('length');
    messages.push(`Password should be at least ${settings.passwordMinLength} characters.`);
  }
  const sets = settings.passwordRequiredCharacters.filter((set) => set !== '');
  if (sets.some((set) => ![...set].some((char) => password.includes(char)))) {
    reasons.push('characters');
    messages.push(`Password should contain at least one character of each: ${settings.passwordRequiredCharacters.join(', ')}.`);
  }
  if (reasons.length > 0) throw weakPassword(messages.join(' '), reasons);
}
