// GET|POST /callback: the provider returns here; the code is exchanged, the user signed in, and the browser sent back.
import type { AuthCall, AuthRoute } from '../call';
import { confirmEmail } from '../accounts';
import { sendConfirmation } from '../email-actions';
import { AuthApiError, badRequest, unprocessable } from '../errors';
import { profileFromClaims, signInExternal, type ExternalProfile } from '../oidc/external-account';
import { Outbox } from '../outbox';
import { codeRedirectUrl, errorRedirectUrl, tokenRedirectUrl } from '../redirect-urls';
import { audit } from '../store/audit-log';
import { deleteFlowState, findFlowStateById, takeOAuthClientState, updateFlowState, type FlowStateRow } from '../store/flow-state';
import { findIdentity, insertIdentity } from '../store/identities';
import { findUserById, isEmailConfirmed, type UserRow } from '../store/users';
import { refreshProviders } from '../accounts';
import { issueSession } from '../tokens';
import { isUuid } from '../validation';

async function profileFrom(
  call: AuthCall,
  flow: FlowStateRow,
): Promise<{ profile: ExternalProfile; tokens: { access: string; refresh?: string } }> {
  const oidc = call.s.oidc;
  if (!oidc || oidc.provider !== flow.provider_type) throw badRequest('oauth_provider_not_supported', 'Unsupported provider');
  const providerError = call.param('error');
  if (providerError) {
    throw new AuthApiError('bad_oauth_callback', call.param('error_description') || providerError, { status: 400 });
  }
  const code = call.param('code');
  if (!code) throw badRequest('bad_oauth_callback', 'OAuth callback with missing authorization code');
  const verifier = flow.oauth_client_state_id ? await takeOAuthClientState(call.s.db, flow.oauth_client_state_id) : undefined;
  const tokens = await oidc.exchangeCode(code, verifier, `${call.s.settings.externalUrl}/callback`);
  const idClaims = tokens.idToken ? await oidc.verifyIdToken(tokens.idToken) : {};
  const info = await oidc.userInfo(tokens.accessToken).catch(() => ({}));
  const claims = { ...info, ...idClaims } as Record<string, unknown>;
  return { profile: profileFromClaims(oidc.provider, claims), tokens: { access: tokens.accessToken, refresh: tokens.refreshToken } };
}

async function linkIdentity(call: AuthCall, targetId: string, profile: ExternalProfile): Promise<UserRow> {
  return call.s.db.transaction(async (tx) => {
    const existing = await findIdentity(tx, profile.subject, profile.provider);
    if (existing && existing.user_id !== targetId)
      throw unprocessable('identity_already_exists', 'Identity is already linked to another user');
    const user = await findUserById(tx, targetId);
    if (!user) throw unprocessable('user_not_found', 'User not found');
    if (!existing)
      await insertIdentity(tx, { userId: targetId, provider: profile.provider, providerId: profile.subject, data: profile.data });
    await audit(tx, user, 'identity_linked', call.ip, { provider: profile.provider });
    return refreshProviders(tx, user);
  });
}

async function complete(call: AuthCall, flow: FlowStateRow): Promise<string> {
  const { s } = call;
  const referrer = flow.referrer ?? s.settings.siteUrl;
  const pkce = !!flow.code_challenge;
  const { profile, tokens } = await profileFrom(call, flow);
  const outbox = new Outbox();
  const user = flow.linking_target_id
    ? await linkIdentity(call, flow.linking_target_id, profile)
    : await s.db.transaction(async (tx) => {
        const result = await signInExternal(tx, s, profile);
        if (result.user.email && !isEmailConfirmed(result.user)) {
          if (s.settings.mailerAutoconfirm) return confirmEmail(tx, result.user);
          await sendConfirmation(tx, s, outbox, result.user, { redirectTo: referrer });
          return undefined;
        }
        return result.user;
      });
  await outbox.flush(s);
  if (!user) {
    throw unprocessable(
      'provider_email_needs_verification',
      `Unverified email with ${profile.provider}. A confirmation email has been sent to your ${profile.provider} email`,
    );
  }
  if (pkce) {
    await updateFlowState(s.db, flow.id, {
      userId: user.id,
      providerAccessToken: tokens.access,
      providerRefreshToken: tokens.refresh,
      issued: true,
    });
    return codeRedirectUrl(referrer, flow.auth_code ?? '');
  }
  const session = await s.db.transaction(async (tx) => {
    await audit(tx, user, 'login', call.ip, { provider: profile.provider });
    const response = await issueSession(tx, s, user, 'oauth', call);
    await deleteFlowState(tx, flow.id);
    return response;
  });
  const extra: Record<string, string> = { provider_token: tokens.access };
  if (tokens.refresh) extra.provider_refresh_token = tokens.refresh;
  return tokenRedirectUrl(referrer, session, extra);
}

async function callback(call: AuthCall): Promise<unknown> {
  const state = call.param('state');
  if (!state) throw badRequest('bad_oauth_callback', 'OAuth state parameter missing');
  const flow = isUuid(state) ? await findFlowStateById(call.s.db, state) : undefined;
  if (!flow || flow.user_id) throw badRequest('bad_oauth_state', 'OAuth callback with invalid state');
  let target: string;
  try {
    target = await complete(call, flow);
  } catch (error) {
    if (!(error instanceof AuthApiError) || error.status >= 500) throw error;
    target = errorRedirectUrl(flow.referrer ?? call.s.settings.siteUrl, error, !!flow.code_challenge);
  }
  return call.reply.redirect(target, 302);
}

export const callbackRoutes: AuthRoute[] = [
  { method: 'GET', url: '/callback', handler: callback },
  { method: 'POST', url: '/callback', handler: callback },
];
