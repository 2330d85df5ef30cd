// POST /recover: mails a password-recovery link (answers {} whether or not the address is known).
import type { AuthCall, AuthRoute } from '../call';
import { sendRecovery } from '../email-actions';
import { validationFailed } from '../errors';
import { Outbox } from '../outbox';
import { flowOf, validatePkceParams } from '../pkce';
import { FIVE_MINUTES, ONE_HOUR } from '../rate-limiter';
import { getReferrer } from '../redirect';
import { audit } from '../store/audit-log';
import { createFlowState } from '../store/flow-state';
import { findUserByEmail } from '../store/users';
import { validateEmail } from '../validation';

async function recover(call: AuthCall): Promise<unknown> {
  const { s } = call;
  const body = call.body();
  s.limiter.enforce(`recover:${call.ip}`, s.settings.rateLimitIp, FIVE_MINUTES);
  const raw = body.string('email');
  const challenge = body.string('code_challenge');
  const challengeMethod = body.string('code_challenge_method');
  if (raw === '') throw validationFailed('Password recovery requires an email');
  const email = validateEmail(raw);
  validatePkceParams(challengeMethod, challenge);
  s.limiter.enforce(`address:${email}`, s.settings.rateLimitEmail, ONE_HOUR);
  const user = await findUserByEmail(s.db, email, s.settings.aud);
  if (!user) return {};
  const flow = flowOf(challenge);
  const redirectTo = getReferrer(call);
  const outbox = new Outbox();
  await s.db.transaction(async (tx) => {
    if (flow === 'pkce') {
      await createFlowState(tx, {
        providerType: 'recovery',
        authenticationMethod: 'recovery',
        codeChallenge: challenge,
        codeChallengeMethod: challengeMethod,
        userId: user.id,
      });
    }
    await audit(tx, user, 'user_recovery_requested', call.ip);
    await sendRecovery(tx, s, outbox, user, { redirectTo, flow });
  });
  await outbox.flush(s);
  return {};
}

export const recoverRoute: AuthRoute = { method: 'POST', url: '/recover', handler: recover };
