// /passkeys/registration/{options,verify} (signed in) and /passkeys/authentication/{options,verify} (discoverable sign-in).
// Each options call stores a challenge; its verify consumes it once, within the expiry, for the same ceremony and user.
import type { AuthCall, AuthRoute } from '../call';
import { badRequest, forbidden, unprocessable, validationFailed } from '../errors';
import { passkeyOwner, requirePasskeyManagementAal, requirePasskeysEnabled } from '../passkeys/access';
import {
  assertedCredentialId,
  assertedUserId,
  authenticationOptions,
  registrationOptions,
  verificationFailed,
  verifyAuthentication,
  verifyRegistration,
} from '../passkeys/ceremony';
import { FIVE_MINUTES } from '../rate-limiter';
import { audit, auditEntry } from '../store/audit-log';
import { findUserById, isBanned, isEmailConfirmed, isPhoneConfirmed } from '../store/users';
import { consumeWebauthnChallenge, createWebauthnChallenge, type CeremonyType, type ChallengeRow } from '../store/webauthn-challenges';
import { countPasskeys, findPasskeyByCredentialId, insertPasskey, listPasskeys, recordPasskeyUse } from '../store/webauthn-credentials';
import { issueSession } from '../tokens';
import { isUuid } from '../validation';

function expiresAt(call: AuthCall): Date {
  return new Date(Date.now() + call.s.settings.passkey.challengeExpiry * 1000);
}

function tooManyPasskeys(): Error {
  return unprocessable('too_many_passkeys', 'Maximum number of passkeys reached');
}

/** challenge_id and credential of a verify body; the challenge taken (deleted) so it can never be used again. */
async function takeChallenge(
  call: AuthCall,
  type: CeremonyType,
  userId: string | null,
): Promise<{ challenge: ChallengeRow; credential: Record<string, unknown> }> {
  const body = call.body();
  const challengeId = body.string('challenge_id');
  const credential = body.object('credential');
  if (challengeId === '') throw validationFailed('challenge_id is required');
  if (!credential) throw validationFailed('credential is required');
  if (!isUuid(challengeId)) throw validationFailed('challenge_id must be a valid UUID');
  const challenge = await consumeWebauthnChallenge(call.s.db, challengeId, type, userId);
  if (!challenge) throw badRequest('webauthn_challenge_not_found', 'Challenge not found or already used');
  if (new Date(challenge.expires_at).getTime() <= Date.now()) throw badRequest('webauthn_challenge_expired', 'Challenge has expired');
  return { challenge, credential };
}

async function registrationOptionsHandler(call: AuthCall): Promise<unknown> {
  const auth = await passkeyOwner(call);
  await requirePasskeyManagementAal(call, auth);
  call.body({ allowEmpty: true });
  const { s } = call;
  const existing = await listPasskeys(s.db, auth.user.id);
  if (existing.length >= s.settings.passkey.maxPerUser) throw tooManyPasskeys();
  const options = await registrationOptions(s.settings.passkey, auth.user, existing);
  const challenge = await createWebauthnChallenge(s.db, {
    userId: auth.user.id,
    type: 'registration',
    challenge: options.challenge,
    expiresAt: expiresAt(call),
  });
  return { challenge_id: challenge.id, options, expires_at: Math.floor(new Date(challenge.expires_at).getTime() / 1000) };
}

async function registrationVerifyHandler(call: AuthCall): Promise<unknown> {
  const auth = await passkeyOwner(call);
  await requirePasskeyManagementAal(call, auth);
  const { s } = call;
  const { challenge, credential } = await takeChallenge(call, 'registration', auth.user.id);
  const verified = await verifyRegistration(s.settings.passkey, credential, challenge.challenge);
  const created = await s.db.transaction(async (tx) => {
    // Counted again inside the transaction: two ceremonies started side by side cannot both pass the limit.
    await tx.query('select 1 from auth.users where id = $1 for update', [auth.user.id]);
    if ((await countPasskeys(tx, auth.user.id)) >= s.settings.passkey.maxPerUser) throw tooManyPasskeys();
    const row = await insertPasskey(tx, { userId: auth.user.id, ...verified, friendlyName: null });
    if (!row) throw unprocessable('webauthn_credential_exists', 'This credential is already registered');
    await audit(tx, auth.user, 'passkey_created', call.ip, { passkey_id: row.id });
    return row;
  });
  return { id: created.id, created_at: new Date(created.created_at).toISOString() };
}

async function authenticationOptionsHandler(call: AuthCall): Promise<unknown> {
  requirePasskeysEnabled(call);
  const { s } = call;
  call.body({ allowEmpty: true });
  s.limiter.enforce(`passkey-options:${call.ip}`, s.settings.rateLimitToken, FIVE_MINUTES);
  const options = await authenticationOptions(s.settings.passkey);
  const challenge = await createWebauthnChallenge(s.db, {
    userId: null,
    type: 'authentication',
    challenge: options.challenge,
    expiresAt: expiresAt(call),
  });
  return { challenge_id: challenge.id, options, expires_at: Math.floor(new Date(challenge.expires_at).getTime() / 1000) };
}

async function authenticationVerifyHandler(call: AuthCall): Promise<unknown> {
  requirePasskeysEnabled(call);
  const { s } = call;
  s.limiter.enforce(`passkey-verify:${call.ip}`, s.settings.rateLimitToken, FIVE_MINUTES);
  const { challenge, credential } = await takeChallenge(call, 'authentication', null);
  const passkey = await findPasskeyByCredentialId(s.db, assertedCredentialId(credential));
  // An unknown credential and a user handle naming someone else fail alike: nothing tells which accounts exist.
  if (!passkey || assertedUserId(credential) !== passkey.user_id) throw verificationFailed();
  const signCount = await verifyAuthentication(s.settings.passkey, credential, challenge.challenge, passkey);
  const user = await findUserById(s.db, passkey.user_id);
  if (!user) throw verificationFailed();
  if (user.email && !isEmailConfirmed(user)) throw forbidden('email_not_confirmed', 'Email not confirmed');
  if (user.phone && !isPhoneConfirmed(user)) throw forbidden('phone_not_confirmed', 'Phone not confirmed');
  if (isBanned(user)) throw forbidden('user_banned', 'User is banned');
  return s.db.transaction(async (tx) => {
    // Compare-and-set on the counter: of two sign-ins replaying one counter value only the first gets a session.
    if (!(await recordPasskeyUse(tx, passkey.id, passkey.sign_count, signCount))) throw verificationFailed();
    return issueSession(tx, s, user, 'passkey', call, { audit: auditEntry(user, 'login', call.ip, { passkey_id: passkey.id }) });
  });
}

export const passkeyCeremonyRoutes: AuthRoute[] = [
  { method: 'POST', url: '/passkeys/registration/options', handler: registrationOptionsHandler },
  { method: 'POST', url: '/passkeys/registration/verify', handler: registrationVerifyHandler },
  { method: 'POST', url: '/passkeys/authentication/options', handler: authenticationOptionsHandler },
  { method: 'POST', url: '/passkeys/authentication/verify', handler: authenticationVerifyHandler },
];
