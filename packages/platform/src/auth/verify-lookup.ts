// Finding the user a verification token belongs to, by token hash (links) or by address and code, with expiry checks.
import type { Queryable } from '../db';
import { forbidden } from './errors';
import type { AuthServices } from './services';
import { tokenHash as hashOf } from './secrets';
import {
  findUserByEmail,
  findUserByPhone,
  findUserByPhoneChange,
  findUserByToken,
  isBanned,
  type TokenColumn,
  type UserRow,
} from './store/users';

export interface CallMeta {
  ip?: string;
  userAgent?: string;
}

const LINK_INVALID = 'Email link is invalid or has expired';
const OTP_INVALID = 'Token has expired or is invalid';

function expired(s: AuthServices, sentAt: Date | null): boolean {
  return !sentAt || Date.now() > new Date(sentAt).getTime() + s.settings.otpExpiry * 1000;
}

function matches(actual: string, expected: string | null): boolean {
  return !!expected && (expected === actual || expected === `pkce_${actual}`);
}

/** Link flow: the token hash alone identifies the user. Returns the user and the concrete type (`email` resolves). */
export async function userByTokenHash(q: Queryable, s: AuthServices, type: string, hash: string): Promise<{ user: UserRow; type: string }> {
  const columns: Record<string, TokenColumn[]> = {
    email: ['confirmation_token', 'recovery_token'],
    signup: ['confirmation_token'],
    invite: ['confirmation_token'],
    recovery: ['recovery_token'],
    magiclink: ['recovery_token'],
    email_change: ['email_change_token_current', 'email_change_token_new'],
  };
  const lookup = Object.hasOwn(columns, type) ? columns[type] : undefined;
  if (!lookup) throw forbidden('validation_failed', 'Invalid email verification type');
  const user = await findUserByToken(q, lookup, hash);
  if (!user) throw forbidden('otp_expired', LINK_INVALID);
  if (isBanned(user)) throw forbidden('user_banned', 'User is banned');
  let resolved = type;
  let sentAt = user.confirmation_sent_at;
  if (type === 'email') resolved = matches(hash, user.recovery_token) ? 'magiclink' : 'signup';
  if (resolved === 'recovery' || resolved === 'magiclink') sentAt = user.recovery_sent_at;
  if (resolved === 'email_change') sentAt = user.email_change_sent_at;
  if (expired(s, sentAt)) throw forbidden('otp_expired', LINK_INVALID);
  return { user, type: resolved };
}

/** Code flow: the address finds the user and the code must match the stored hash of the given type. */
export async function userByAddressAndCode(
  q: Queryable,
  s: AuthServices,
  type: string,
  address: { email?: string; phone?: string },
  code: string,
): Promise<{ user: UserRow; type: string; hash: string }> {
  const aud = s.settings.aud;
  let user: UserRow | undefined;
  if (type === 'phone_change') user = await findUserByPhoneChange(q, address.phone ?? '', aud);
  else if (type === 'sms') user = await findUserByPhone(q, address.phone ?? '', aud);
  else if (type === 'email_change') user = await findUserForEmailChange(q, s, address.email ?? '', code);
  else user = await findUserByEmail(q, address.email ?? '', aud);
  if (!user) throw forbidden('otp_expired', OTP_INVALID);
  if (isBanned(user)) throw forbidden('user_banned', 'User is banned');
  const hash = hashOf(address.email ?? address.phone ?? '', code);
  let resolved = type;
  let valid = false;
  switch (type) {
    case 'email':
      if (matches(hash, user.confirmation_token) && !expired(s, user.confirmation_sent_at)) {
        valid = true;
        resolved = 'signup';
      } else if (matches(hash, user.recovery_token) && !expired(s, user.recovery_sent_at)) {
        valid = true;
        resolved = 'magiclink';
      }
      break;
    case 'signup':
    case 'invite':
      valid = matches(hash, user.confirmation_token) && !expired(s, user.confirmation_sent_at);
      break;
    case 'recovery':
    case 'magiclink':
      valid = matches(hash, user.recovery_token) && !expired(s, user.recovery_sent_at);
      break;
    case 'email_change':
      valid =
        (matches(hash, user.email_change_token_current) || matches(hash, user.email_change_token_new)) &&
        !expired(s, user.email_change_sent_at);
      break;
    case 'sms':
      valid = matches(hashOf(address.phone ?? '', code), user.confirmation_token) && !expired(s, user.confirmation_sent_at);
      break;
    case 'phone_change':
      valid = matches(hashOf(user.phone_change ?? '', code), user.phone_change_token) && !expired(s, user.phone_change_sent_at);
      break;
  }
  if (!valid) throw forbidden('otp_expired', OTP_INVALID);
  return { user, type: resolved, hash };
}

async function findUserForEmailChange(q: Queryable, s: AuthServices, email: string, code: string): Promise<UserRow | undefined> {
  const hash = hashOf(email, code);
  const byToken = await findUserByToken(q, ['email_change_token_current', 'email_change_token_new'], hash);
  if (byToken) return byToken;
  return findUserByEmail(q, email, s.settings.aud);
}
