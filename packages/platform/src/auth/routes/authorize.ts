// GET /authorize?provider=…: starts an OAuth/OIDC sign-in, redirecting to the provider with PKCE and a flow-state id.
import type { AuthCall, AuthRoute } from '../call';
import { validationFailed } from '../errors';
import { validatePkceParams } from '../pkce';
import { getReferrer } from '../redirect';
import { secureAlphanumeric, sha256Base64Url } from '../secrets';
import { createFlowState, createOAuthClientState } from '../store/flow-state';

const RESERVED = new Set([
  'provider',
  'scopes',
  'redirect_to',
  'code_challenge',
  'code_challenge_method',
  'invite_token',
  'apikey',
  'client_id',
  'redirect_uri',
  'response_type',
  'state',
  'scope',
]);

/** Shared by /authorize and /user/identities/authorize (linking). */
export async function providerRedirectUrl(call: AuthCall, linkingTargetId?: string): Promise<string> {
  const { s } = call;
  const provider = call.param('provider');
  const challenge = call.param('code_challenge');
  const challengeMethod = call.param('code_challenge_method');
  const oidc = s.oidc;
  if (!oidc || (provider !== oidc.provider && provider !== `custom:${oidc.provider}`)) {
    throw validationFailed(`Unsupported provider: provider ${provider} could not be found`);
  }
  validatePkceParams(challengeMethod, challenge);
  const referrer = getReferrer(call);
  const verifier = secureAlphanumeric(64);
  const { flowId } = await s.db.transaction(async (tx) => {
    const clientStateId = await createOAuthClientState(tx, oidc.provider, verifier);
    const flow = await createFlowState(tx, {
      providerType: oidc.provider,
      authenticationMethod: 'oauth',
      codeChallenge: challenge,
      codeChallengeMethod: challengeMethod,
      referrer,
      oauthClientStateId: clientStateId,
      linkingTargetId,
    });
    return { flowId: flow.id };
  });
  const extra: Record<string, string> = {};
  const query = (call.request.query ?? {}) as Record<string, unknown>;
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string' && !RESERVED.has(key.toLowerCase())) extra[key] = value;
  }
  return oidc.authorizationUrl({
    state: flowId,
    redirectUri: `${s.settings.externalUrl}/callback`,
    codeChallenge: sha256Base64Url(verifier),
    scopes: call.param('scopes'),
    extra,
  });
}

async function authorize(call: AuthCall): Promise<unknown> {
  const url = await providerRedirectUrl(call);
  return call.reply.redirect(url, 302);
}

export const authorizeRoute: AuthRoute = { method: 'GET', url: '/authorize', handler: authorize };
