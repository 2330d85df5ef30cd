// The e-mailed and texted one-time tokens: GoTrue's token hashes stored on the user, the link or code queued for sending.
import type { Queryable } from '../db';
import { renderMail, type MailTemplate } from '../mail';
import { tooManyRequests } from './errors';
import type { Outbox } from './outbox';
import { generateOtp, tokenHash } from './secrets';
import type { AuthServices } from './services';
import { assertSmsProvider } from './sms';
import { saveOneTimeToken } from './store/one-time-tokens';
import { updateUser, type UserPatch, type UserRow } from './store/users';

export type FlowType = 'implicit' | 'pkce';

export interface SendOptions {
  redirectTo: string;
  flow?: FlowType;
  /** Skip the per-user resend interval (admin-triggered mail). */
  ignoreFrequency?: boolean;
}

/** 429 over_email_send_rate_limit when the same kind of message went to this user too recently. */
export function checkFrequency(s: AuthServices, sentAt: Date | null): void {
  const limit = s.settings.emailMaxFrequency * 1000;
  if (!sentAt || limit <= 0) return;
  const left = new Date(sentAt).getTime() + limit - Date.now();
  if (left > 0) {
    throw tooManyRequests(
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${Math.ceil(left / 1000)} seconds.`,
    );
  }
}

/** What every auth mail says of the site: its address, name, colour and how long its links work. */
function siteOf(s: AuthServices) {
  return {
    siteUrl: s.settings.siteUrl,
    siteName: s.settings.siteName,
    accentColor: s.settings.siteColor,
    expiresInSeconds: s.settings.otpExpiry,
  };
}

export function verifyLink(s: AuthServices, hash: string, type: string, redirectTo: string): string {
  return `${s.settings.externalUrl}/verify?token=${encodeURIComponent(hash)}&type=${type}&redirect_to=${encodeURIComponent(redirectTo)}`;
}

function withFlowPrefix(hash: string, flow: FlowType | undefined): string {
  return flow === 'pkce' ? `pkce_${hash}` : hash;
}

interface LinkMailSpec {
  template: MailTemplate;
  linkType: string;
  tokenColumn: 'confirmation_token' | 'recovery_token';
  sentColumn: 'confirmation_sent_at' | 'recovery_sent_at';
  ottType: 'confirmation_token' | 'recovery_token';
  extra?: UserPatch;
}

async function sendLinkMail(
  q: Queryable,
  s: AuthServices,
  outbox: Outbox,
  user: UserRow,
  spec: LinkMailSpec,
  options: SendOptions,
): Promise<UserRow> {
  const email = user.email ?? '';
  if (!options.ignoreFrequency) checkFrequency(s, user[spec.sentColumn]);
  const otp = generateOtp();
  const hash = withFlowPrefix(tokenHash(email, otp), options.flow);
  const updated = await updateUser(q, user.id, { [spec.tokenColumn]: hash, [spec.sentColumn]: new Date(), ...spec.extra });
  await saveOneTimeToken(q, user.id, spec.ottType, hash, email);
  const confirmationUrl = verifyLink(s, hash, spec.linkType, options.redirectTo);
  outbox.mail({ to: email, ...renderMail(spec.template, { confirmationUrl, token: otp, email, ...siteOf(s) }) });
  return updated;
}

export function sendConfirmation(q: Queryable, s: AuthServices, outbox: Outbox, user: UserRow, options: SendOptions): Promise<UserRow> {
  return sendLinkMail(
    q,
    s,
    outbox,
    user,
    {
      template: 'confirmation',
      linkType: 'signup',
      tokenColumn: 'confirmation_token',
      sentColumn: 'confirmation_sent_at',
      ottType: 'confirmation_token',
    },
    options,
  );
}

export function sendInvite(q: Queryable, s: AuthServices, outbox: Outbox, user: UserRow, options: SendOptions): Promise<UserRow> {
  return sendLinkMail(
    q,
    s,
    outbox,
    user,
    {
      template: 'invite',
      linkType: 'invite',
      tokenColumn: 'confirmation_token',
      sentColumn: 'confirmation_sent_at',
      ottType: 'confirmation_token',
      extra: { invited_at: new Date() },
    },
    { ...options, ignoreFrequency: true },
  );
}

export function sendRecovery(q: Queryable, s: AuthServices, outbox: Outbox, user: UserRow, options: SendOptions): Promise<UserRow> {
  return sendLinkMail(
    q,
    s,
    outbox,
    user,
    {
      template: 'recovery',
      linkType: 'recovery',
      tokenColumn: 'recovery_token',
      sentColumn: 'recovery_sent_at',
      ottType: 'recovery_token',
    },
    options,
  );
}

export function sendMagicLink(q: Queryable, s: AuthServices, outbox: Outbox, user: UserRow, options: SendOptions): Promise<UserRow> {
  return sendLinkMail(
    q,
    s,
    outbox,
    user,
    {
      template: 'magic_link',
      linkType: 'magiclink',
      tokenColumn: 'recovery_token',
      sentColumn: 'recovery_sent_at',
      ottType: 'recovery_token',
    },
    options,
  );
}

/** Mails the new address (and, with secure e-mail change, the current one) a confirmation link each. */
export async function sendEmailChange(
  q: Queryable,
  s: AuthServices,
  outbox: Outbox,
  user: UserRow,
  newEmail: string,
  options: SendOptions,
): Promise<UserRow> {
  checkFrequency(s, user.email_change_sent_at);
  const current = user.email ?? '';
  const secure = s.settings.secureEmailChange && current !== '';
  const otpNew = generateOtp();
  const otpCurrent = generateOtp();
  const hashNew = withFlowPrefix(tokenHash(newEmail, otpNew), options.flow);
  const hashCurrent = secure ? withFlowPrefix(tokenHash(current, otpCurrent), options.flow) : '';
  const updated = await updateUser(q, user.id, {
    email_change: newEmail,
    email_change_token_new: hashNew,
    email_change_token_current: hashCurrent,
    email_change_sent_at: new Date(),
    email_change_confirm_status: 0,
  });
  await saveOneTimeToken(q, user.id, 'email_change_token_new', hashNew, newEmail);
  if (secure) await saveOneTimeToken(q, user.id, 'email_change_token_current', hashCurrent, current);
  const targets = [{ to: newEmail, otp: otpNew, hash: hashNew }];
  if (secure) targets.push({ to: current, otp: otpCurrent, hash: hashCurrent });
  for (const target of targets) {
    const confirmationUrl = verifyLink(s, target.hash, 'email_change', options.redirectTo);
    outbox.mail({
      to: target.to,
      ...renderMail('email_change', { confirmationUrl, token: target.otp, email: current, newEmail, ...siteOf(s) }),
    });
  }
  return updated;
}

/** A nonce for password changes that require reauthentication, by e-mail or SMS. */
export async function sendReauthentication(q: Queryable, s: AuthServices, outbox: Outbox, user: UserRow): Promise<UserRow> {
  checkFrequency(s, user.reauthentication_sent_at);
  const otp = generateOtp();
  const address = user.email || user.phone || '';
  const hash = tokenHash(address, otp);
  const updated = await updateUser(q, user.id, { reauthentication_token: hash, reauthentication_sent_at: new Date() });
  await saveOneTimeToken(q, user.id, 'reauthentication_token', hash, address);
  if (user.email) outbox.mail({ to: user.email, ...renderMail('reauthentication', { token: otp, email: user.email, ...siteOf(s) }) });
  else {
    assertSmsProvider(s.sms);
    outbox.sms(address, otp);
  }
  return updated;
}

export type PhoneOtpKind = 'confirmation' | 'phone_change';

/** A 6-digit SMS code for phone sign-up or sign-in, or for a phone-number change. */
export async function sendPhoneOtp(
  q: Queryable,
  s: AuthServices,
  outbox: Outbox,
  user: UserRow,
  phone: string,
  kind: PhoneOtpKind,
): Promise<UserRow> {
  checkFrequency(s, kind === 'confirmation' ? user.confirmation_sent_at : user.phone_change_sent_at);
  assertSmsProvider(s.sms);
  const otp = generateOtp();
  const hash = tokenHash(phone, otp);
  const patch: UserPatch =
    kind === 'confirmation'
      ? { confirmation_token: hash, confirmation_sent_at: new Date() }
      : { phone_change: phone, phone_change_token: hash, phone_change_sent_at: new Date() };
  const updated = await updateUser(q, user.id, patch);
  await saveOneTimeToken(q, user.id, kind === 'confirmation' ? 'confirmation_token' : 'phone_change_token', hash, phone);
  outbox.sms(phone, otp);
  return updated;
}
