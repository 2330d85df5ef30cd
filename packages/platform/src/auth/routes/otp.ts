// POST /otp (and /magiclink): a magic link with a 6-digit code by e-mail, or an SMS code; creates the user unless told not to.
import type { AuthCall, AuthRoute } from '../call';
import { confirmEmail, confirmPhone, createUser } from '../accounts';
import { sendConfirmation, sendMagicLink, sendPhoneOtp } from '../email-actions';
import { unprocessable, validationFailed } from '../errors';
import { Outbox } from '../outbox';
import { hashPassword } from '../passwords';
import { flowOf, validatePkceParams } from '../pkce';
import { FIVE_MINUTES, ONE_HOUR } from '../rate-limiter';
import { getReferrer } from '../redirect';
import { randomPassword } from '../secrets';
import { audit } from '../store/audit-log';
import { createFlowState } from '../store/flow-state';
import { findUserByEmail, findUserByPhone, isEmailConfirmed, isPhoneConfirmed } from '../store/users';
import { validateEmail, validatePhone } from '../validation';

async function otp(call: AuthCall): Promise<unknown> {
  const { s } = call;
  const body = call.body();
  let email = body.string('email');
  let phone = body.string('phone');
  const channel = body.string('channel');
  const createUserFlag = body.boolean('create_user', true);
  const data = body.object('data') ?? {};
  const challenge = body.string('code_challenge');
  const challengeMethod = body.string('code_challenge_method');
  if (email !== '' && phone !== '') throw validationFailed('Only an email address or phone number should be provided');
  if (email !== '' && channel !== '') throw validationFailed('Channel should only be specified with Phone OTP');
  validatePkceParams(challengeMethod, challenge);
  if (email === '' && phone === '') {
    if (call.request.url.includes('/magiclink')) throw unprocessable('validation_failed', 'Password recovery requires an email');
    throw validationFailed('One of email or phone must be set');
  }
  s.limiter.enforce(`otp:${call.ip}`, s.settings.rateLimitIp, FIVE_MINUTES);
  if (email !== '') email = validateEmail(email);
  else phone = validatePhone(phone);
  if (phone !== '' && channel !== '' && channel !== 'sms') {
    throw validationFailed(
      "Invalid channel, supported values are 'sms' or 'whatsapp'. 'whatsapp' is only supported if Twilio or Twilio Verify is used as the provider.",
    );
  }
  s.limiter.enforce(`address:${email || phone}`, s.settings.rateLimitEmail, ONE_HOUR);
  const existing = email !== '' ? await findUserByEmail(s.db, email, s.settings.aud) : await findUserByPhone(s.db, phone, s.settings.aud);
  if (!existing && !createUserFlag) throw unprocessable('otp_disabled', 'Signups not allowed for otp');
  if (!existing && s.settings.disableSignup) throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
  const passwordHash = existing ? undefined : await hashPassword(randomPassword());
  const redirectTo = getReferrer(call);
  const flow = flowOf(challenge);
  const outbox = new Outbox();
  await s.db.transaction(async (tx) => {
    let user =
      existing ??
      (await createUser(tx, { aud: s.settings.aud, provider: email !== '' ? 'email' : 'phone', email, phone, passwordHash, data }));
    if (email !== '') {
      if (!isEmailConfirmed(user) && s.settings.mailerAutoconfirm) user = await confirmEmail(tx, user);
      if (!isEmailConfirmed(user)) {
        // A new or unconfirmed address gets the sign-up confirmation, as GoTrue does.
        await audit(tx, user, 'user_confirmation_requested', call.ip, { provider: 'email' });
        if (flow === 'pkce') {
          await createFlowState(tx, {
            providerType: 'email',
            authenticationMethod: 'email/signup',
            codeChallenge: challenge,
            codeChallengeMethod: challengeMethod,
            userId: user.id,
          });
        }
        await sendConfirmation(tx, s, outbox, user, { redirectTo, flow });
        return;
      }
      await audit(tx, user, 'user_recovery_requested', call.ip);
      if (flow === 'pkce') {
        await createFlowState(tx, {
          providerType: 'magiclink',
          authenticationMethod: 'magiclink',
          codeChallenge: challenge,
          codeChallengeMethod: challengeMethod,
          userId: user.id,
        });
      }
      await sendMagicLink(tx, s, outbox, user, { redirectTo, flow });
      return;
    }
    if (!isPhoneConfirmed(user) && s.settings.phoneAutoconfirm) user = await confirmPhone(tx, user);
    await audit(tx, user, isPhoneConfirmed(user) ? 'user_recovery_requested' : 'user_confirmation_requested', call.ip, { channel: 'sms' });
    await sendPhoneOtp(tx, s, outbox, user, phone, 'confirmation');
  });
  const messageId = await outbox.flush(s);
  return phone !== '' && messageId ? { message_id: messageId } : {};
}

export const otpRoutes: AuthRoute[] = [
  { method: 'POST', url: '/otp', handler: otp },
  { method: 'POST', url: '/magiclink', handler: otp },
];
