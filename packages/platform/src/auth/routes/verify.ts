// GET /verify (the e-mailed link: redirects with tokens, a code or the error) and POST /verify (code or token_hash → session).
import type { AuthCall, AuthRoute } from '../call';
import { refreshProviders } from '../accounts';
import { AuthApiError, unprocessable, validationFailed } from '../errors';
import { FIVE_MINUTES } from '../rate-limiter';
import { getReferrer } from '../redirect';
import { codeRedirectUrl, errorRedirectUrl, messageRedirectUrl, tokenRedirectUrl } from '../redirect-urls';
import { findFlowStateForUser, updateFlowState } from '../store/flow-state';
import { issueSession } from '../tokens';
import { applyVerification, SINGLE_CONFIRMATION } from '../verify-actions';
import { userByAddressAndCode, userByTokenHash } from '../verify-lookup';
import { validateEmail, validatePhone } from '../validation';

const EMAIL_TYPES = new Set(['signup', 'invite', 'magiclink', 'recovery', 'email_change', 'email']);
const PHONE_TYPES = new Set(['sms', 'phone_change']);
const PKCE_METHOD: Record<string, string> = {
  signup: 'email/signup',
  invite: 'invite',
  magiclink: 'magiclink',
  recovery: 'recovery',
  email_change: 'email_change',
};

async function verifyGet(call: AuthCall): Promise<unknown> {
  const { s } = call;
  const type = call.param('type');
  const token = call.param('token');
  const referrer = getReferrer(call);
  if (type === '') throw validationFailed('Verify requires a verification type');
  if (token === '') throw validationFailed('Verify requires a token or a token hash');
  const pkce = token.startsWith('pkce_');
  const hash = pkce ? token.slice('pkce_'.length) : token;
  let target: string;
  try {
    if (!EMAIL_TYPES.has(type) || type === 'email') throw validationFailed('Unsupported verification type');
    const result = await s.db.transaction(async (tx) => {
      const found = await userByTokenHash(tx, s, type, hash);
      const outcome = await applyVerification(tx, s, call, found.user, found.type, hash);
      if (outcome === 'pending') return { kind: 'message' as const, message: SINGLE_CONFIRMATION };
      const user = await refreshProviders(tx, outcome);
      if (!pkce) return { kind: 'session' as const, session: await issueSession(tx, s, user, 'otp', call) };
      const flow = await findFlowStateForUser(tx, user.id, PKCE_METHOD[found.type] ?? found.type);
      if (!flow?.auth_code)
        throw unprocessable('flow_state_not_found', 'No associated flow state found. No valid flow state found for user.');
      await updateFlowState(tx, flow.id, { issued: true });
      return { kind: 'code' as const, code: flow.auth_code };
    });
    if (result.kind === 'message') target = messageRedirectUrl(referrer, result.message, pkce);
    else if (result.kind === 'code') target = codeRedirectUrl(referrer, result.code);
    else target = tokenRedirectUrl(referrer, result.session, { type });
  } catch (error) {
    if (!(error instanceof AuthApiError) || error.status >= 500) throw error;
    target = errorRedirectUrl(referrer, error, pkce);
  }
  return call.reply.redirect(target, 303);
}

async function verifyPost(call: AuthCall): Promise<unknown> {
  const { s } = call;
  const body = call.body();
  const type = body.string('type');
  const token = body.string('token');
  const tokenHash = body.string('token_hash');
  let email = body.string('email');
  let phone = body.string('phone');
  if (type === '') throw validationFailed('Verify requires a verification type');
  if ((token === '') === (tokenHash === '')) throw validationFailed('Verify requires either a token or a token hash');
  if (!EMAIL_TYPES.has(type) && !PHONE_TYPES.has(type)) throw validationFailed('Unsupported verification type');
  if (token !== '') {
    if (phone !== '' && email === '') phone = validatePhone(phone);
    else if (email !== '' && phone === '') {
      try {
        email = validateEmail(email);
      } catch {
        throw unprocessable('validation_failed', 'Invalid email format');
      }
    } else throw validationFailed('Only an email address or phone number should be provided on verify');
  } else if (email !== '' || phone !== '' || body.string('redirect_to') !== '') {
    throw validationFailed('Only the token_hash and type should be provided');
  }
  const result = await s.db.transaction(async (tx) => {
    const found =
      tokenHash !== ''
        ? { ...(await userByTokenHash(tx, s, type, tokenHash.replace(/^pkce_/, ''))), hash: tokenHash.replace(/^pkce_/, '') }
        : await userByAddressAndCode(tx, s, type, email !== '' ? { email } : { phone }, token);
    const outcome = await applyVerification(tx, s, call, found.user, found.type, found.hash);
    if (outcome === 'pending') return undefined;
    const user = await refreshProviders(tx, outcome);
    return issueSession(tx, s, user, 'otp', call);
  });
  return result ?? { msg: SINGLE_CONFIRMATION, code: '200' };
}

async function verify(call: AuthCall): Promise<unknown> {
  call.s.limiter.enforce(`verify:${call.ip}`, call.s.settings.rateLimitIp, FIVE_MINUTES);
  return call.request.method === 'GET' ? verifyGet(call) : verifyPost(call);
}

export const verifyRoutes: AuthRoute[] = [
  { method: 'GET', url: '/verify', handler: verify },
  { method: 'POST', url: '/verify', handler: verify },
];
