// grant_type=id_token: a session from an ID token issued by the configured OpenID Connect provider.
import type { AuthCall } from '../call';
import { badRequest, validationFailed } from '../errors';
import { profileFromClaims, signInExternal } from '../oidc/external-account';
import { sha256Hex } from '../secrets';
import { auditEntry } from '../store/audit-log';
import { issueSession } from '../tokens';

/** The ID-token providers GoTrue names, with the issuers their tokens carry. */
const KNOWN_ISSUERS: Record<string, string> = {
  apple: 'https://appleid.apple.com',
  google: 'https://accounts.google.com',
  azure: 'https://login.microsoftonline.com/common/v2.0',
  facebook: 'https://www.facebook.com',
  kakao: 'https://kauth.kakao.com',
};

export async function idTokenGrant(call: AuthCall): Promise<unknown> {
  const { s } = call;
  const body = call.body();
  const provider = body.string('provider');
  const idToken = body.string('id_token');
  const nonce = body.string('nonce');
  if (idToken === '') throw validationFailed('id_token required');
  const oidc = s.oidc;
  if (!oidc || ![oidc.provider, `custom:${oidc.provider}`, oidc.settings.issuer].includes(provider)) {
    // A provider GoTrue knows by name (or its issuer) that is not the configured one: disabled, in GoTrue's words.
    const issuer = KNOWN_ISSUERS[provider] ?? (Object.values(KNOWN_ISSUERS).includes(provider) ? provider : undefined);
    if (issuer !== undefined) throw badRequest('provider_disabled', `Provider (issuer "${issuer}") is not enabled`);
    throw validationFailed(`Custom OIDC provider "${provider}" not allowed`);
  }
  const claims = await oidc.verifyIdToken(idToken);
  const tokenNonce = typeof claims.nonce === 'string' ? claims.nonce : '';
  if ((tokenNonce !== '') !== (nonce !== '')) {
    throw badRequest('validation_failed', 'Passed nonce and nonce in id_token should either both exist or not.');
  }
  if (nonce !== '' && tokenNonce !== nonce && tokenNonce !== sha256Hex(nonce)) {
    throw badRequest('validation_failed', 'Nonces mismatch');
  }
  const profile = profileFromClaims(oidc.provider, claims);
  return s.db.transaction(async (tx) => {
    const { user } = await signInExternal(tx, s, profile);
    return issueSession(tx, s, user, 'oauth', call, { audit: auditEntry(user, 'login', call.ip, { provider: oidc.provider }) });
  });
}
