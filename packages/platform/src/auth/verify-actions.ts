// What a verified token does, per type: confirm sign-up or invite, sign in by magic link or recovery, change e-mail or phone.
import type { Queryable } from '../db';
import { basicIdentityData, confirmEmail, confirmPhone } from './accounts';
import type { CallMeta } from './verify-lookup';
import { hashPassword } from './passwords';
import { randomPassword } from './secrets';
import type { AuthServices } from './services';
import { audit } from './store/audit-log';
import { clearAllOneTimeTokens, clearOneTimeToken } from './store/one-time-tokens';
import { findIdentity, insertIdentity, mergeIdentityData } from './store/identities';
import { updateUser, type UserRow } from './store/users';

export const SINGLE_CONFIRMATION = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';

/** The result: the user to sign in, or 'pending' when an e-mail change still awaits its other confirmation. */
export type VerifyOutcome = UserRow | 'pending';

async function signupVerify(q: Queryable, meta: CallMeta, user: UserRow): Promise<UserRow> {
  if (!user.encrypted_password && user.invited_at) {
    await updateUser(q, user.id, { encrypted_password: await hashPassword(randomPassword()) });
  }
  await audit(q, user, 'user_signedup', meta.ip, { provider: 'email' });
  return confirmEmail(q, user);
}

async function recoverVerify(q: Queryable, meta: CallMeta, user: UserRow): Promise<UserRow> {
  const updated = await updateUser(q, user.id, { recovery_token: '', recovery_sent_at: null });
  await clearOneTimeToken(q, user.id, 'recovery_token');
  if (!updated.email_confirmed_at) {
    await audit(q, user, 'user_signedup', meta.ip, { provider: 'email' });
    return confirmEmail(q, updated);
  }
  await audit(q, user, 'login', meta.ip);
  return updated;
}

async function emailChangeVerify(q: Queryable, s: AuthServices, meta: CallMeta, user: UserRow, tokenHash: string): Promise<VerifyOutcome> {
  const needsBoth = !s.settings.mailerAutoconfirm && s.settings.secureEmailChange && !!user.email;
  if (needsBoth && (user.email_change_confirm_status ?? 0) === 0) {
    const matchesCurrent = user.email_change_token_current === tokenHash || user.email_change_token_current === `pkce_${tokenHash}`;
    await updateUser(q, user.id, {
      email_change_confirm_status: 1,
      ...(matchesCurrent ? { email_change_token_current: '' } : { email_change_token_new: '' }),
    });
    await clearOneTimeToken(q, user.id, matchesCurrent ? 'email_change_token_current' : 'email_change_token_new');
    return 'pending';
  }
  const newEmail = (user.email_change ?? '').toLowerCase();
  await audit(q, user, 'user_modified', meta.ip);
  const identity = await findIdentity(q, user.id, 'email');
  if (identity) await mergeIdentityData(q, identity.id, { email: newEmail, email_verified: true });
  else
    await insertIdentity(q, {
      userId: user.id,
      provider: 'email',
      providerId: user.id,
      data: { ...basicIdentityData(user.id, newEmail, ''), email_verified: true },
    });
  const updated = await updateUser(q, user.id, {
    email: newEmail,
    email_change: '',
    email_change_token_current: '',
    email_change_token_new: '',
    email_change_confirm_status: 0,
    email_change_sent_at: null,
    email_confirmed_at: new Date(),
    is_anonymous: false,
  });
  await clearAllOneTimeTokens(q, user.id);
  return updated;
}

async function smsVerify(q: Queryable, meta: CallMeta, user: UserRow, type: string): Promise<UserRow> {
  if (type === 'sms') {
    await audit(q, user, 'user_signedup', meta.ip, { provider: 'phone' });
    const confirmed = await confirmPhone(q, user);
    return confirmed.is_anonymous ? updateUser(q, user.id, { is_anonymous: false }) : confirmed;
  }
  const phone = user.phone_change ?? '';
  await audit(q, user, 'user_modified', meta.ip);
  const identity = await findIdentity(q, user.id, 'phone');
  if (identity) await mergeIdentityData(q, identity.id, { phone, phone_verified: true });
  else
    await insertIdentity(q, {
      userId: user.id,
      provider: 'phone',
      providerId: user.id,
      data: { ...basicIdentityData(user.id, '', phone), phone_verified: true },
    });
  await clearOneTimeToken(q, user.id, 'phone_change_token');
  return updateUser(q, user.id, {
    phone,
    phone_change: '',
    phone_change_token: '',
    phone_change_sent_at: null,
    phone_confirmed_at: new Date(),
    is_anonymous: false,
  });
}

export async function applyVerification(
  q: Queryable,
  s: AuthServices,
  meta: CallMeta,
  user: UserRow,
  type: string,
  tokenHash: string,
): Promise<VerifyOutcome> {
  switch (type) {
    case 'signup':
    case 'invite':
      return signupVerify(q, meta, user);
    case 'recovery':
    case 'magiclink':
      return recoverVerify(q, meta, user);
    case 'email_change':
      return emailChangeVerify(q, s, meta, user, tokenHash);
    default:
      return smsVerify(q, meta, user, type);
  }
}
