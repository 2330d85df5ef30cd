// POST /signup: e-mail or phone sign-up (confirmation mail or SMS unless autoconfirmed), anonymous sign-in without either.
import type { AuthCall, AuthRoute } from '../call';
import { confirmEmail, confirmPhone, createUser } from '../accounts';
import { sendConfirmation, sendPhoneOtp } from '../email-actions';
import { unprocessable, validationFailed } from '../errors';
import { Outbox } from '../outbox';
import { checkPasswordStrength, hashPassword } from '../passwords';
import { flowOf, validatePkceParams } from '../pkce';
import { FIVE_MINUTES, ONE_HOUR } from '../rate-limiter';
import { getReferrer } from '../redirect';
import { newId } from '../secrets';
import { audit, auditEntry } from '../store/audit-log';
import { createFlowState } from '../store/flow-state';
import { findUserByEmail, findUserByPhone, isEmailConfirmed, isPhoneConfirmed, type UserRow } from '../store/users';
import { issueSession } from '../tokens';
import { loadUserJson, userJson } from '../user-json';
import { validateEmail, validatePhone } from '../validation';

async function signUpAnonymously(call: AuthCall, data: Record<string, unknown>): Promise<unknown> {
  const { s } = call;
  if (!s.settings.anonymousUsers) throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  s.limiter.enforce(`anonymous:${call.ip}`, s.settings.rateLimitIp, FIVE_MINUTES);
  return s.db.transaction(async (tx) => {
    const user = await createUser(tx, { aud: s.settings.aud, provider: 'anonymous', data });
    await audit(tx, user, 'user_signedup', call.ip, { provider: 'anonymous' });
    return issueSession(tx, s, user, 'anonymous', call);
  });
}

async function signup(call: AuthCall): Promise<unknown> {
  const { s } = call;
  const body = call.body();
  let email = body.string('email');
  let phone = body.string('phone');
  const password = body.string('password');
  const data = body.object('data') ?? {};
  const challenge = body.string('code_challenge');
  const challengeMethod = body.string('code_challenge_method');
  const channel = body.string('channel') || 'sms';
  if (email === '' && phone === '') return signUpAnonymously(call, data);

  s.limiter.enforce(`signup:${call.ip}`, s.settings.rateLimitIp, FIVE_MINUTES);
  if (s.settings.disableSignup) throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
  if (password === '') throw validationFailed('Signup requires a valid password');
  checkPasswordStrength(s.settings, password);
  if (email !== '' && phone !== '') throw validationFailed('Only an email address or phone number should be provided on signup.');
  if (phone !== '' && channel !== 'sms') {
    throw validationFailed(
      "Invalid channel, supported values are 'sms' or 'whatsapp'. 'whatsapp' is only supported if Twilio or Twilio Verify is used as the provider.",
    );
  }
  if (phone !== '' && challenge !== '') throw validationFailed('PKCE not supported for phone signups');
  validatePkceParams(challengeMethod, challenge);
  const provider = email !== '' ? 'email' : 'phone';
  if (provider === 'email') email = validateEmail(email);
  else phone = validatePhone(phone);
  s.limiter.enforce(`address:${email || phone}`, s.settings.rateLimitEmail, ONE_HOUR);

  const existing =
    provider === 'email' ? await findUserByEmail(s.db, email, s.settings.aud) : await findUserByPhone(s.db, phone, s.settings.aud);
  const alreadyConfirmed = existing && (provider === 'email' ? isEmailConfirmed(existing) : isPhoneConfirmed(existing));
  if (existing && alreadyConfirmed) {
    await s.db.transaction((tx) => audit(tx, existing, 'user_repeated_signup', call.ip, { provider }));
    if (s.settings.mailerAutoconfirm || s.settings.phoneAutoconfirm) throw unprocessable('user_already_exists', 'User already registered');
    return obfuscatedUser(s.settings.aud, provider, email, phone, data);
  }
  const passwordHash = existing ? undefined : await hashPassword(password);
  const redirectTo = getReferrer(call);
  const flow = flowOf(challenge);
  const outbox = new Outbox();
  const result = await s.db.transaction(async (tx) => {
    let user: UserRow = existing ?? (await createUser(tx, { aud: s.settings.aud, provider, email, phone, passwordHash, data }));
    if (provider === 'email') {
      if (s.settings.mailerAutoconfirm) {
        await audit(tx, user, 'user_signedup', call.ip, { provider });
        user = await confirmEmail(tx, user);
      } else {
        await audit(tx, user, 'user_confirmation_requested', call.ip, { provider });
        if (flow === 'pkce') {
          await createFlowState(tx, {
            providerType: 'email',
            authenticationMethod: 'email/signup',
            codeChallenge: challenge,
            codeChallengeMethod: challengeMethod,
            userId: user.id,
          });
        }
        user = await sendConfirmation(tx, s, outbox, user, { redirectTo, flow });
      }
    } else if (s.settings.phoneAutoconfirm) {
      await audit(tx, user, 'user_signedup', call.ip, { provider, channel });
      user = await confirmPhone(tx, user);
    } else {
      await audit(tx, user, 'user_confirmation_requested', call.ip, { provider });
      user = await sendPhoneOtp(tx, s, outbox, user, phone, 'confirmation');
    }
    if (isEmailConfirmed(user) || isPhoneConfirmed(user)) {
      return issueSession(tx, s, user, 'password', call, { audit: auditEntry(user, 'login', call.ip, { provider }) });
    }
    return loadUserJson(tx, user.id);
  });
  await outbox.flush(s);
  return result;
}

/** What GoTrue answers for a repeated sign-up of a confirmed address: a plausible user that reveals nothing. */
function obfuscatedUser(aud: string, provider: string, email: string, phone: string, data: Record<string, unknown>): unknown {
  const now = new Date();
  const user = userJson(
    {
      instance_id: null,
      id: newId(),
      aud,
      role: '',
      email: provider === 'email' ? email : null,
      encrypted_password: null,
      email_confirmed_at: null,
      invited_at: null,
      confirmation_token: null,
      confirmation_sent_at: now,
      recovery_token: null,
      recovery_sent_at: null,
      email_change_token_new: null,
      email_change: null,
      email_change_sent_at: null,
      last_sign_in_at: null,
      raw_app_meta_data: { provider, providers: [provider] },
      raw_user_meta_data: data,
      created_at: now,
      updated_at: now,
      phone: provider === 'phone' ? phone : null,
      phone_confirmed_at: null,
      phone_change: null,
      phone_change_token: null,
      phone_change_sent_at: null,
      confirmed_at: null,
      email_change_token_current: null,
      email_change_confirm_status: 0,
      banned_until: null,
      reauthentication_token: null,
      reauthentication_sent_at: null,
      is_sso_user: false,
      deleted_at: null,
      is_anonymous: false,
    },
    [],
  );
  return user;
}

export const signupRoute: AuthRoute = { method: 'POST', url: '/signup', handler: signup };
