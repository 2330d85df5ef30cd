// grant_type=password: e-mail or phone with password, bcrypt-verified; weak passwords still sign in but are reported.
// A few attempts per account a minute (429 with Retry-After), and the same bcrypt work whether or not the account exists.
import type { AuthCall } from '../call';
import { AuthApiError, badRequest, validationFailed } from '../errors';
import { checkPasswordStrength, verifyPassword, verifyPasswordAgainstNothing } from '../passwords';
import { ONE_HOUR } from '../rate-limiter';
import { accountKey, clearAttempts, reserveAttemptFindingUser } from '../sign-in-attempts';
import { auditEntry } from '../store/audit-log';
import { hasPassword, isBanned, isEmailConfirmed, isPhoneConfirmed, userByEmail, userByPhone } from '../store/users';
import { issueSession } from '../tokens';
import { formatPhone } from '../validation';

const INVALID_LOGIN = 'Invalid login credentials';

export async function passwordGrant(call: AuthCall): Promise<unknown> {
  const { s } = call;
  const body = call.body();
  const email = body.string('email');
  const phone = body.string('phone');
  const password = body.string('password');
  if (email !== '' && phone !== '') throw validationFailed('Only an email address or phone number should be provided on login.');
  if (email === '' && phone === '') throw validationFailed('missing email or phone');
  const address = email !== '' ? email.toLowerCase() : formatPhone(phone);
  s.limiter.enforce(`login:${address}`, s.settings.rateLimitEmail * 10, ONE_HOUR);
  // The attempt is counted (429 over the limit) and the user looked up in one statement.
  const lookup = email !== '' ? userByEmail(email, s.settings.aud) : userByPhone(address, s.settings.aud);
  const user = await reserveAttemptFindingUser(s.db, address, lookup);
  if (!user || !hasPassword(user)) {
    // As long as a real check takes: the answer's timing must not tell which addresses have accounts.
    await verifyPasswordAgainstNothing(password);
    throw badRequest('invalid_credentials', INVALID_LOGIN);
  }
  if (isBanned(user)) throw badRequest('user_banned', 'User is banned');
  if (!(await verifyPassword(password, user.encrypted_password))) throw badRequest('invalid_credentials', INVALID_LOGIN);
  // The right password clears the count, whether or not the address is confirmed yet; a session clears it with its writes.
  const unconfirmed =
    email !== '' && !isEmailConfirmed(user)
      ? badRequest('email_not_confirmed', 'Email not confirmed')
      : phone !== '' && !isPhoneConfirmed(user)
        ? badRequest('phone_not_confirmed', 'Phone not confirmed')
        : undefined;
  if (unconfirmed) {
    await clearAttempts(s.db, address);
    throw unconfirmed;
  }
  let weak: { message: string; reasons: string[] } | undefined;
  try {
    checkPasswordStrength(s.settings, password);
  } catch (error) {
    if (error instanceof AuthApiError && error.extra.weak_password)
      weak = { message: error.message, reasons: error.extra.weak_password.reasons };
  }
  const login = auditEntry(user, 'login', call.ip, { provider: email !== '' ? 'email' : 'phone' });
  const session = await issueSession(s.db, s, user, 'password', call, { audit: login, clearAttemptsOf: accountKey(address) });
  return weak ? { ...session, weak_password: weak } : session;
}
