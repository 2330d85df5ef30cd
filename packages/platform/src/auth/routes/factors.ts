// /factors: TOTP and WebAuthn enrolment, challenge, verification (raising the session to aal2) and unenrolment; phone is
// off, WebAuthn as configured (AUTH_MFA_WEBAUTHN_*).
import QRCode from 'qrcode';
import type { AuthCall, AuthRoute } from '../call';
import { requireUser, type Authenticated } from '../authenticate';
import { forbidden, internalError, notFound, unprocessable, validationFailed } from '../errors';
import { FIVE_MINUTES } from '../rate-limiter';
import { audit } from '../store/audit-log';
import { finishWebauthnCeremony, requireWebauthnVerify, startWebauthnCeremony } from './factor-webauthn';
import {
  createChallenge,
  deleteChallenge,
  deleteFactor,
  deleteUnverifiedFactors,
  findChallenge,
  findFactor,
  insertFactor,
  listFactors,
  markChallengeVerified,
  markFactorVerified,
  type FactorRow,
} from '../store/factors';
import { activeRefreshToken, createRefreshToken, revokeRefreshToken } from '../store/refresh-tokens';
import { addAmrClaim, deleteSessionsBelowAal2, downgradeFactorSessions, setSessionAal } from '../store/sessions';
import { findUserById, type UserRow } from '../store/users';
import { sessionResponse } from '../tokens';
import { generateTotpSecret, totpUri, verifyTotp } from '../totp';
import { isUuid } from '../validation';

const CHALLENGE_EXPIRY_MS = 300_000;

async function caller(call: AuthCall): Promise<Authenticated> {
  const auth = await requireUser(call);
  if (auth.claims.is_anonymous === true) throw forbidden('no_authorization', 'Anonymous user not allowed to perform these actions');
  return auth;
}

async function loadFactor(call: AuthCall, user: UserRow): Promise<FactorRow> {
  const id = (call.request.params as { factorId?: string }).factorId ?? '';
  if (!isUuid(id)) throw notFound('validation_failed', 'factor_id must be an UUID');
  const factor = await findFactor(call.s.db, user.id, id);
  if (!factor) throw notFound('mfa_factor_not_found', 'Factor not found');
  return factor;
}

async function enroll(call: AuthCall): Promise<unknown> {
  const { s } = call;
  const { user, session } = await caller(call);
  const body = call.body();
  const type = body.string('factor_type');
  const friendlyName = body.string('friendly_name');
  const issuer = body.string('issuer') || new URL(s.settings.siteUrl).host;
  if (type === 'phone') throw unprocessable('mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
  if (type === 'webauthn' && !s.settings.mfaWebauthnEnroll)
    throw unprocessable('mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
  if (type !== 'totp' && type !== 'webauthn') throw validationFailed('factor_type needs to be totp, phone, or webauthn');
  if (friendlyName.length > 255) throw validationFailed('friendly_name is too long');
  const factors = await listFactors(s.db, user.id);
  if (friendlyName && factors.some((factor) => factor.friendly_name === friendlyName)) {
    throw unprocessable('mfa_factor_name_conflict', `A factor with the friendly name "${friendlyName}" for this user already exists`);
  }
  if (factors.length >= s.settings.mfaMaxFactors) {
    throw unprocessable('too_many_enrolled_mfa_factors', 'Maximum number of verified factors reached, unenroll to continue');
  }
  if (factors.some((factor) => factor.status === 'verified') && session?.aal !== 'aal2') {
    throw forbidden('insufficient_aal', 'AAL2 required to enroll a new factor');
  }
  if (type === 'webauthn') {
    // The key itself arrives with the first challenge's verification (a creation ceremony).
    const factor = await s.db.transaction(async (tx) => {
      const created = await insertFactor(tx, { userId: user.id, friendlyName, type: 'webauthn', secret: null });
      await audit(tx, user, 'factor_in_progress', call.ip, { factor_id: created.id });
      return created;
    });
    return { id: factor.id, type: 'webauthn', friendly_name: factor.friendly_name ?? '' };
  }
  const secret = generateTotpSecret();
  const uri = totpUri(issuer, user.email ?? '', secret);
  let qr: string;
  try {
    qr = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'H' });
  } catch (error) {
    throw internalError('Error generating QR Code', error);
  }
  const factor = await s.db.transaction(async (tx) => {
    const created = await insertFactor(tx, { userId: user.id, friendlyName, type: 'totp', secret });
    await audit(tx, user, 'factor_in_progress', call.ip, { factor_id: created.id });
    return created;
  });
  return { id: factor.id, type: 'totp', friendly_name: factor.friendly_name ?? '', totp: { qr_code: qr, secret, uri } };
}

async function challenge(call: AuthCall): Promise<unknown> {
  const { s } = call;
  const { user } = await caller(call);
  s.limiter.enforce(`factor-challenge:${call.ip}`, s.settings.rateLimitIp, FIVE_MINUTES);
  const factor = await loadFactor(call, user);
  if (factor.factor_type === 'webauthn') requireWebauthnVerify(call);
  else if (factor.factor_type !== 'totp') throw unprocessable('mfa_phone_verify_not_enabled', 'MFA verification is disabled for Phone');
  const created = await s.db.transaction(async (tx) => {
    const row = await createChallenge(tx, factor.id, call.ip);
    await audit(tx, user, 'challenge_created', call.ip, { factor_id: factor.id, factor_status: factor.status });
    return row;
  });
  const expiresAt = Math.floor((new Date(created.created_at).getTime() + CHALLENGE_EXPIRY_MS) / 1000);
  if (factor.factor_type === 'webauthn') {
    return { id: created.id, type: 'webauthn', expires_at: expiresAt, webauthn: await startWebauthnCeremony(call, user, factor, created) };
  }
  return { id: created.id, type: 'totp', expires_at: expiresAt };
}

async function verify(call: AuthCall): Promise<unknown> {
  const { s } = call;
  const { user, session } = await caller(call);
  s.limiter.enforce(`factor-verify:${call.ip}`, s.settings.rateLimitIp, FIVE_MINUTES);
  const factor = await loadFactor(call, user);
  const webauthn = factor.factor_type === 'webauthn';
  if (webauthn) requireWebauthnVerify(call);
  const body = call.body();
  const challengeId = body.string('challenge_id');
  const code = webauthn ? '' : body.string('code');
  if (!webauthn && code === '') throw validationFailed('Code needs to be non-empty');
  if (!isUuid(challengeId)) throw badChallengeId();
  const found = await findChallenge(s.db, factor.id, challengeId);
  if (!found) throw unprocessable('mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
  if (found.verified_at || found.ip_address !== call.ip) {
    throw unprocessable('mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
  }
  if (Date.now() > new Date(found.created_at).getTime() + CHALLENGE_EXPIRY_MS) {
    await deleteChallenge(s.db, found.id);
    throw unprocessable(
      'mfa_challenge_expired',
      `MFA challenge ${found.id} has expired, verify against another challenge or create a new challenge.`,
    );
  }
  if (webauthn) await finishWebauthnCeremony(call, factor, found);
  else if (!verifyTotp(factor.secret ?? '', code)) throw unprocessable('mfa_verification_failed', 'Invalid TOTP code entered');
  if (!session) throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
  return s.db.transaction(async (tx) => {
    await audit(tx, user, 'verification_attempted', call.ip, {
      factor_id: factor.id,
      challenge_id: found.id,
      factor_type: factor.factor_type,
    });
    await markChallengeVerified(tx, found.id);
    if (factor.status !== 'verified') await markFactorVerified(tx, factor.id);
    await addAmrClaim(tx, session.id, webauthn ? 'mfa/webauthn' : 'totp');
    await setSessionAal(tx, session.id, 'aal2', factor.id);
    const current = await activeRefreshToken(tx, session.id);
    if (current) await revokeRefreshToken(tx, current.id);
    const refresh = await createRefreshToken(tx, { userId: user.id, sessionId: session.id, parent: current?.token ?? null });
    await deleteSessionsBelowAal2(tx, user.id, session.id);
    await deleteUnverifiedFactors(tx, user.id, factor.factor_type);
    const fresh = (await findUserById(tx, user.id)) as UserRow;
    return sessionResponse(tx, s, fresh, session.id, refresh.token);
  });
}

function badChallengeId(): Error {
  return unprocessable('mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
}

async function unenroll(call: AuthCall): Promise<unknown> {
  const { s } = call;
  const { user, session } = await caller(call);
  const factor = await loadFactor(call, user);
  if (factor.status === 'verified' && session?.aal !== 'aal2') {
    throw unprocessable('insufficient_aal', 'AAL2 required to unenroll verified factor');
  }
  await s.db.transaction(async (tx) => {
    await downgradeFactorSessions(tx, factor.id);
    await deleteFactor(tx, factor.id);
    await audit(tx, user, 'factor_unenrolled', call.ip, { factor_id: factor.id, factor_status: factor.status, session_id: session?.id });
  });
  return { id: factor.id };
}

export const factorRoutes: AuthRoute[] = [
  { method: 'POST', url: '/factors', handler: enroll },
  { method: 'POST', url: '/factors/:factorId/challenge', handler: challenge },
  { method: 'POST', url: '/factors/:factorId/verify', handler: verify },
  { method: 'DELETE', url: '/factors/:factorId', handler: unenroll },
];
