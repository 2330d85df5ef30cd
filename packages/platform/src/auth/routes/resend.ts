// POST /resend: sends the sign-up confirmation, e-mail-change or SMS code again.
import type { AuthCall, AuthRoute } from '../call';
import { sendConfirmation, sendEmailChange, sendPhoneOtp } from '../email-actions';
import { validationFailed } from '../errors';
import { Outbox } from '../outbox';
import { flowOf, validatePkceParams } from '../pkce';
import { FIVE_MINUTES, ONE_HOUR } from '../rate-limiter';
import { getReferrer } from '../redirect';
import { audit } from '../store/audit-log';
import { createFlowState } from '../store/flow-state';
import { findUserByEmail, findUserByPhone } from '../store/users';
import { validateEmail, validatePhone } from '../validation';

async function resend(call: AuthCall): Promise<unknown> {
  const { s } = call;
  const body = call.body();
  const type = body.string('type');
  let email = body.string('email');
  let phone = body.string('phone');
  const challenge = body.string('code_challenge');
  const challengeMethod = body.string('code_challenge_method');
  if (!['signup', 'email_change', 'sms', 'phone_change'].includes(type)) {
    throw validationFailed('Missing one of these types: signup, email_change, sms, phone_change');
  }
  if (type === 'signup' || type === 'email_change') validatePkceParams(challengeMethod, challenge);
  if (email === '' && type === 'signup') throw validationFailed('Type provided requires an email address');
  if (phone === '' && type === 'sms') throw validationFailed('Type provided requires a phone number');
  if (email !== '' && phone !== '') throw validationFailed('Only an email address or phone number should be provided.');
  if (email === '' && phone === '') throw validationFailed('Missing email address or phone number');
  s.limiter.enforce(`resend:${call.ip}`, s.settings.rateLimitIp, FIVE_MINUTES);
  if (email !== '') email = validateEmail(email);
  else phone = validatePhone(phone);
  s.limiter.enforce(`address:${email || phone}`, s.settings.rateLimitEmail, ONE_HOUR);
  const user = email !== '' ? await findUserByEmail(s.db, email, s.settings.aud) : await findUserByPhone(s.db, phone, s.settings.aud);
  if (!user) return {};
  if (type === 'signup' && user.email_confirmed_at) return {};
  if (type === 'sms' && user.phone_confirmed_at) return {};
  if (type === 'email_change' && !user.email_change) return {};
  if (type === 'phone_change' && !user.phone_change) return {};
  const redirectTo = getReferrer(call);
  const flow = flowOf(challenge);
  const outbox = new Outbox();
  await s.db.transaction(async (tx) => {
    if (flow === 'pkce') {
      const method = type === 'signup' ? 'email/signup' : 'email_change';
      await createFlowState(tx, {
        providerType: 'email',
        authenticationMethod: method,
        codeChallenge: challenge,
        codeChallengeMethod: challengeMethod,
        userId: user.id,
      });
    }
    if (type === 'signup') {
      await audit(tx, user, 'user_confirmation_requested', call.ip);
      await sendConfirmation(tx, s, outbox, user, { redirectTo, flow });
    } else if (type === 'email_change') {
      await sendEmailChange(tx, s, outbox, user, user.email_change ?? '', { redirectTo, flow });
    } else if (type === 'sms') {
      await audit(tx, user, 'user_recovery_requested', call.ip);
      await sendPhoneOtp(tx, s, outbox, user, phone, 'confirmation');
    } else {
      await sendPhoneOtp(tx, s, outbox, user, user.phone_change ?? '', 'phone_change');
    }
  });
  const messageId = await outbox.flush(s);
  return messageId ? { message_id: messageId } : {};
}

export const resendRoute: AuthRoute = { method: 'POST', url: '/resend', handler: resend };
