// PUT /user: metadata, password (other sessions signed out), e-mail change by confirmation, phone change by SMS code.
import type { AuthCall, AuthRoute } from '../call';
import { requireUser } from '../authenticate';
import { sendEmailChange, sendPhoneOtp } from '../email-actions';
import { forbidden, unauthorized, unprocessable, validationFailed } from '../errors';
import { Outbox } from '../outbox';
import { checkPasswordStrength, hashPassword, verifyPassword } from '../passwords';
import { flowOf, validatePkceParams } from '../pkce';
import { FIVE_MINUTES } from '../rate-limiter';
import { getReferrer } from '../redirect';
import { audit } from '../store/audit-log';
import { listFactors } from '../store/factors';
import { createFlowState } from '../store/flow-state';
import { clearAllOneTimeTokens } from '../store/one-time-tokens';
import { deleteUserSessions } from '../store/sessions';
import { findUserByEmail, findUserByPhone, mergeMetadata, updateUser } from '../store/users';
import { loadUserJson } from '../user-json';
import { validateEmail, validatePhone } from '../validation';
import { basicIdentityData } from '../accounts';
import { findIdentity, insertIdentity } from '../store/identities';

async function updateCurrentUser(call: AuthCall): Promise<unknown> {
  const { s } = call;
  const { user, session } = await requireUser(call);
  s.limiter.enforce(`user:${call.ip}`, s.settings.rateLimitIp, FIVE_MINUTES);
  const body = call.body();
  let email = body.string('email');
  let phone = body.string('phone');
  const password = body.optionalString('password');
  const data = body.object('data');
  const appData = body.object('app_metadata');
  const nonce = body.string('nonce');
  const channel = body.string('channel') || 'sms';
  const challenge = body.string('code_challenge');
  const challengeMethod = body.string('code_challenge_method');
  if (email !== '') email = validateEmail(email);
  if (phone !== '') phone = validatePhone(phone);
  if (phone !== '' && channel !== 'sms') {
    throw validationFailed(
      "Invalid channel, supported values are 'sms' or 'whatsapp'. 'whatsapp' is only supported if Twilio or Twilio Verify is used as the provider.",
    );
  }
  if (password !== undefined) checkPasswordStrength(s.settings, password);
  validatePkceParams(challengeMethod, challenge);
  if (appData) throw forbidden('not_admin', 'Updating app_metadata requires admin privileges');
  const hasVerifiedFactor = (await listFactors(s.db, user.id)).some((factor) => factor.status === 'verified');
  const changesCredentials = (password ?? '') !== '' || (email !== '' && email !== user.email) || (phone !== '' && phone !== user.phone);
  if (hasVerifiedFactor && session?.aal !== 'aal2' && changesCredentials) {
    throw unauthorized('insufficient_aal', 'AAL2 session is required to update email or password when MFA is enabled.');
  }
  if (user.is_anonymous && (password ?? '') !== '' && email === '' && phone === '') {
    throw unprocessable('validation_failed', 'Updating password of an anonymous user without an email or phone is not allowed');
  }
  if (user.is_sso_user && (changesCredentials || nonce !== '')) {
    throw unprocessable('user_sso_managed', 'Updating email, phone, password of a SSO account only possible via SSO');
  }
  if (email !== '' && email !== user.email) {
    const other = await findUserByEmail(s.db, email, s.settings.aud);
    if (other && other.id !== user.id) throw unprocessable('email_exists', 'A user with this email address has already been registered');
  }
  if (phone !== '' && phone !== user.phone) {
    const other = await findUserByPhone(s.db, phone, s.settings.aud);
    if (other && other.id !== user.id) throw unprocessable('phone_exists', 'A user with this phone number has already been registered');
  }
  let passwordHash: string | undefined;
  if (password !== undefined && password !== '') {
    if (await verifyPassword(password, user.encrypted_password)) {
      throw unprocessable('same_password', 'New password should be different from the old password.');
    }
    passwordHash = await hashPassword(password);
  }
  const redirectTo = getReferrer(call);
  const flow = flowOf(challenge);
  const outbox = new Outbox();
  await s.db.transaction(async (tx) => {
    let current = user;
    if (passwordHash) {
      current = await updateUser(tx, user.id, {
        encrypted_password: passwordHash,
        confirmation_token: '',
        confirmation_sent_at: null,
        recovery_token: '',
        recovery_sent_at: null,
        email_change_token_current: '',
        email_change_token_new: '',
        email_change_sent_at: null,
        phone_change_token: '',
        phone_change_sent_at: null,
        reauthentication_token: '',
        reauthentication_sent_at: null,
      });
      await clearAllOneTimeTokens(tx, user.id);
      await deleteUserSessions(tx, user.id, session?.id);
      await audit(tx, current, 'user_updated_password', call.ip);
      if (current.email && !(await findIdentity(tx, user.id, 'email'))) {
        await insertIdentity(tx, {
          userId: user.id,
          provider: 'email',
          providerId: user.id,
          data: basicIdentityData(user.id, current.email, ''),
        });
      }
    }
    if (data) current = await mergeMetadata(tx, user.id, 'raw_user_meta_data', data);
    if (email !== '' && email !== current.email && current.is_anonymous && s.settings.mailerAutoconfirm) {
      // GoTrue converts an anonymous user at once when e-mail confirmation is off.
      await insertIdentity(tx, {
        userId: user.id,
        provider: 'email',
        providerId: user.id,
        data: { ...basicIdentityData(user.id, email, ''), email_verified: true },
      });
      current = await updateUser(tx, user.id, {
        email,
        email_confirmed_at: new Date(),
        is_anonymous: false,
        raw_app_meta_data: { provider: 'email', providers: ['email'] },
      });
    } else if (email !== '' && email !== current.email) {
      if (flow === 'pkce') {
        await createFlowState(tx, {
          providerType: 'email_change',
          authenticationMethod: 'email_change',
          codeChallenge: challenge,
          codeChallengeMethod: challengeMethod,
          userId: user.id,
        });
      }
      current = await sendEmailChange(tx, s, outbox, current, email, { redirectTo, flow });
    }
    if (phone !== '' && phone !== current.phone) current = await sendPhoneOtp(tx, s, outbox, current, phone, 'phone_change');
    await audit(tx, current, 'user_modified', call.ip);
  });
  await outbox.flush(s);
  return loadUserJson(s.db, user.id);
}

export const userUpdateRoute: AuthRoute = { method: 'PUT', url: '/user', handler: updateCurrentUser };
