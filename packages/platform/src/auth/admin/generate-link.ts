// POST /admin/generate_link (service role): the action link and OTP of a signup, invite, magic link, recovery or e-mail change, without mailing it.
import type { AuthCall, AuthRoute } from '../call';
import { createUser } from '../accounts';
import { requireAdmin } from '../authenticate';
import { verifyLink } from '../email-actions';
import { notFound, unprocessable, validationFailed } from '../errors';
import { checkPasswordStrength, hashPassword } from '../passwords';
import { isRedirectUrlValid, getReferrer } from '../redirect';
import { generateOtp, randomPassword, tokenHash } from '../secrets';
import { saveOneTimeToken } from '../store/one-time-tokens';
import { findUserByEmail, mergeMetadata, updateUser, type UserPatch } from '../store/users';
import { loadUserJson } from '../user-json';
import { validateEmail } from '../validation';

const TYPES = new Set(['signup', 'invite', 'magiclink', 'recovery', 'email_change_current', 'email_change_new']);

async function generateLink(call: AuthCall): Promise<unknown> {
  await requireAdmin(call);
  const { s } = call;
  const body = call.body();
  let type = body.string('type');
  const email = validateEmail(body.string('email'));
  const data = body.object('data');
  const bodyRedirect = body.string('redirect_to');
  const redirectTo = bodyRedirect && isRedirectUrlValid(s.settings, bodyRedirect) ? bodyRedirect : getReferrer(call);
  if (!TYPES.has(type)) throw validationFailed(`Invalid email action link type requested: ${type}`);
  let user = await findUserByEmail(s.db, email, s.settings.aud);
  let password = body.string('password');
  if (!user && type === 'magiclink') {
    type = 'signup';
    password = randomPassword();
  }
  if (!user && (type === 'recovery' || type.startsWith('email_change'))) throw notFound('user_not_found', 'User with this email not found');
  if (type === 'signup' && !user) {
    if (password === '') throw validationFailed('Signup requires a valid password');
    checkPasswordStrength(s.settings, password);
  }
  if ((type === 'signup' || type === 'invite') && user?.email_confirmed_at) {
    throw unprocessable('email_exists', 'A user with this email address has already been registered');
  }
  const newEmail = type.startsWith('email_change') ? validateEmail(body.string('new_email')) : '';
  if (newEmail && (await findUserByEmail(s.db, newEmail, s.settings.aud))) {
    throw unprocessable('email_exists', 'A user with this email address has already been registered');
  }
  if (type === 'email_change_current' && !s.settings.secureEmailChange) {
    throw validationFailed('Enable secure email change to generate link for current email');
  }
  const passwordHash = type === 'signup' && !user ? await hashPassword(password) : undefined;
  const otp = generateOtp();
  const hashed = tokenHash(email, otp);
  const id = await s.db.transaction(async (tx) => {
    user ??= await createUser(tx, { aud: s.settings.aud, provider: 'email', email, passwordHash, data: data ?? {} });
    if (data && type === 'signup') user = await mergeMetadata(tx, user.id, 'raw_user_meta_data', data);
    const now = new Date();
    let patch: UserPatch;
    if (type === 'magiclink' || type === 'recovery') patch = { recovery_token: hashed, recovery_sent_at: now };
    else if (type === 'invite') patch = { confirmation_token: hashed, confirmation_sent_at: now, invited_at: now };
    else if (type === 'signup') patch = { confirmation_token: hashed, confirmation_sent_at: now };
    else {
      patch = {
        email_change: newEmail,
        email_change_sent_at: now,
        email_change_confirm_status: 0,
        email_change_token_current: type === 'email_change_current' ? hashed : '',
        email_change_token_new: type === 'email_change_new' ? tokenHash(newEmail, otp) : '',
      };
    }
    user = await updateUser(tx, user.id, patch);
    const ott =
      type === 'magiclink' || type === 'recovery'
        ? 'recovery_token'
        : type === 'email_change_current'
          ? 'email_change_token_current'
          : type === 'email_change_new'
            ? 'email_change_token_new'
            : 'confirmation_token';
    await saveOneTimeToken(
      tx,
      user.id,
      ott,
      type === 'email_change_new' ? tokenHash(newEmail, otp) : hashed,
      type === 'email_change_new' ? newEmail : email,
    );
    return user.id;
  });
  const linkHash = type === 'email_change_new' ? tokenHash(newEmail, otp) : hashed;
  const linkType = type.startsWith('email_change') ? 'email_change' : type;
  return {
    ...(await loadUserJson(s.db, id)),
    action_link: verifyLink(s, linkHash, linkType, redirectTo),
    email_otp: otp,
    hashed_token: linkHash,
    verification_type: type,
    redirect_to: redirectTo,
  };
}

export const generateLinkRoute: AuthRoute = { method: 'POST', url: '/admin/generate_link', handler: generateLink };
