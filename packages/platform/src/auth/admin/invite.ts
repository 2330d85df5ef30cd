// POST /invite (service role): creates the user if needed and mails an invitation link.
import type { AuthCall, AuthRoute } from '../call';
import { createUser } from '../accounts';
import { requireAdmin } from '../authenticate';
import { sendInvite } from '../email-actions';
import { unprocessable } from '../errors';
import { Outbox } from '../outbox';
import { getReferrer } from '../redirect';
import { audit } from '../store/audit-log';
import { findUserByEmail } from '../store/users';
import { loadUserJson } from '../user-json';
import { validateEmail } from '../validation';

async function invite(call: AuthCall): Promise<unknown> {
  await requireAdmin(call);
  const { s } = call;
  const body = call.body();
  const email = validateEmail(body.string('email'));
  const data = body.object('data') ?? {};
  const existing = await findUserByEmail(s.db, email, s.settings.aud);
  if (existing?.email_confirmed_at) throw unprocessable('email_exists', 'A user with this email address has already been registered');
  const redirectTo = getReferrer(call);
  const outbox = new Outbox();
  const id = await s.db.transaction(async (tx) => {
    const user = existing ?? (await createUser(tx, { aud: s.settings.aud, provider: 'email', email, data }));
    await audit(tx, { id: '00000000-0000-0000-0000-000000000000', email: 'service_role' }, 'user_invited', call.ip, {
      user_id: user.id,
      user_email: user.email,
    });
    await sendInvite(tx, s, outbox, user, { redirectTo });
    return user.id;
  });
  await outbox.flush(s);
  return loadUserJson(s.db, id);
}

export const inviteRoute: AuthRoute = { method: 'POST', url: '/invite', handler: invite };
