// A generic OpenID Connect relying party: discovery, authorization URL (PKCE), code exchange, ID-token verification.
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { AuthApiError } from '../errors';
import type { OidcSettings } from '../settings';

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  userinfo_endpoint?: string;
}

export interface ProviderTokens {
  accessToken: string;
  refreshToken?: string;
  idToken?: string;
}

export interface OidcClient {
  readonly provider: string;
  readonly settings: OidcSettings;
  authorizationUrl(params: {
    state: string;
    redirectUri: string;
    codeChallenge: string;
    scopes?: string;
    extra?: Record<string, string>;
  }): Promise<string>;
  exchangeCode(code: string, codeVerifier: string | undefined, redirectUri: string): Promise<ProviderTokens>;
  /** Verifies signature, issuer, audience and expiry; returns the claims. */
  verifyIdToken(idToken: string): Promise<JWTPayload>;
  userInfo(accessToken: string): Promise<Record<string, unknown>>;
}

const TIMEOUT_MS = 10_000;

function providerError(message: string, cause?: unknown): AuthApiError {
  return new AuthApiError('bad_oauth_callback', message, { status: 400, cause });
}

async function fetchJson(url: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw providerError(`Provider answered ${response.status} with a body that is not JSON`);
  }
  if (!response.ok || typeof body !== 'object' || body === null) {
    const detail =
      (body as { error_description?: string; error?: string } | null)?.error_description ?? (body as { error?: string } | null)?.error;
    throw providerError(`Error from the provider: ${detail ?? response.status}`);
  }
  return body as Record<string, unknown>;
}

export function createOidcClient(settings: OidcSettings): OidcClient {
  let discovery: Promise<Discovery> | undefined;
  let jwks: ReturnType<typeof createRemoteJWKSet> | undefined;

  function discover(): Promise<Discovery> {
    discovery ??= fetchJson(`${settings.issuer}/.well-known/openid-configuration`)
      .then((doc) => {
        for (const field of ['authorization_endpoint', 'token_endpoint', 'jwks_uri'] as const) {
          if (typeof doc[field] !== 'string') throw providerError(`OIDC discovery document lacks ${field}`);
        }
        return doc as unknown as Discovery;
      })
      .catch((error: unknown) => {
        discovery = undefined;
        throw error instanceof AuthApiError ? error : providerError('OIDC discovery failed', error);
      });
    return discovery;
  }

  return {
    provider: settings.provider,
    settings,
    async authorizationUrl({ state, redirectUri, codeChallenge, scopes, extra }) {
      const doc = await discover();
      const url = new URL(doc.authorization_endpoint);
      for (const [key, value] of Object.entries(extra ?? {})) url.searchParams.set(key, value);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('client_id', settings.clientId);
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('scope', [...new Set(`${settings.scopes} ${scopes ?? ''}`.split(/[\s,]+/).filter(Boolean))].join(' '));
      url.searchParams.set('state', state);
      url.searchParams.set('code_challenge', codeChallenge);
      url.searchParams.set('code_challenge_method', 'S256');
      return url.toString();
    },
    async exchangeCode(code, codeVerifier, redirectUri) {
      const doc = await discover();
      const form = new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri });
      if (codeVerifier) form.set('code_verifier', codeVerifier);
      const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' };
      if (settings.clientSecret) {
        const credentials = `${encodeURIComponent(settings.clientId)}:${encodeURIComponent(settings.clientSecret)}`;
        headers.authorization = `Basic ${Buffer.from(credentials).toString('base64')}`;
      } else {
        form.set('client_id', settings.clientId);
      }
      const body = await fetchJson(doc.token_endpoint, { method: 'POST', headers, body: form });
      if (typeof body.access_token !== 'string') throw providerError('The provider returned no access token');
      return {
        accessToken: body.access_token,
        refreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : undefined,
        idToken: typeof body.id_token === 'string' ? body.id_token : undefined,
      };
    },
    async verifyIdToken(idToken) {
      const doc = await discover();
      jwks ??= createRemoteJWKSet(new URL(doc.jwks_uri));
      try {
        const { payload } = await jwtVerify(idToken, jwks, { issuer: doc.issuer, audience: settings.clientId });
        return payload;
      } catch (error) {
        throw new AuthApiError('validation_failed', `ID token verification failed: ${(error as Error).message}`, {
          status: 400,
          cause: error,
        });
      }
    },
    async userInfo(accessToken) {
      const doc = await discover();
      if (!doc.userinfo_endpoint) return {};
      return fetchJson(doc.userinfo_endpoint, { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } });
    },
  };
}
