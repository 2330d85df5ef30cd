// GET /reauthenticate: sends the signed-in user a nonce (e-mail or SMS) to confirm a sensitive change.
import type { AuthCall, AuthRoute } from '../call';
import { requireUser } from '../authenticate';
import { sendReauthentication } from '../email-actions';
import { unprocessable, validationFailed } from '../errors';
import { Outbox } from '../outbox';
import { audit } from '../store/audit-log';

async function reauthenticate(call: AuthCall): Promise<unknown> {
  const { s } = call;
  const { user } = await requireUser(call);
  if (!user.email && !user.phone) throw validationFailed('Reauthentication requires the user to have an email or a phone number');
  if (user.email && !user.email_confirmed_at) throw unprocessable('email_not_confirmed', 'Please verify your email first.');
  if (!user.email && !user.phone_confirmed_at) throw unprocessable('phone_not_confirmed', 'Please verify your phone first.');
  const outbox = new Outbox();
  await s.db.transaction(async (tx) => {
    await audit(tx, user, 'user_reauthenticate_requested', call.ip);
    await sendReauthentication(tx, s, outbox, user);
  });
  const messageId = await outbox.flush(s);
  return messageId ? { message_id: messageId } : {};
}

export const reauthenticateRoute: AuthRoute = { method: 'GET', url: '/reauthenticate', handler: reauthenticate };
