import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends, type TestPlatform } from '../../testing';
import { anonClient, authFetch, decodeJwt, follow, startAuthPlatform } from './harness';

describe.each(testBackends())('OAuth / OIDC sign-in against a local OIDC server on %s', (backend) => {
  let platform: TestPlatform;
  let oidc: OAuth2Server;
  const email = `oidc-${process.pid}-${backend}@example.com`;

  beforeAll(async () => {
    oidc = new OAuth2Server();
    await oidc.issuer.keys.generate('RS256');
    await oidc.start(0, '127.0.0.1');
    oidc.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
      Object.assign(token.payload, { sub: 'oidc-subject-1', email, email_verified: true, name: 'Oidc Person' });
    });
    platform = await startAuthPlatform(backend, {
      auth: { oidc: { issuer: oidc.issuer.url ?? '', clientId: 'kit-client', clientSecret: 'kit-secret', provider: 'keycloak' } },
    });
  });
  afterAll(async () => {
    await platform?.close();
    await oidc?.stop();
  });

  /** Browser stand-in: /authorize → provider → /callback → the site. */
  async function runBrowser(start: string): Promise<URL> {
    const toProvider = await follow(start);
    expect(toProvider.status).toBe(302);
    expect(toProvider.location.origin).toBe(new URL(oidc.issuer.url ?? '').origin);
    expect(toProvider.location.searchParams.get('code_challenge_method')).toBe('S256');
    const toCallback = await follow(toProvider.location.toString());
    expect(toCallback.location.pathname).toBe('/auth/v1/callback');
    const toSite = await follow(toCallback.location.toString());
    expect(toSite.status).toBe(302);
    return toSite.location;
  }

  it('signs in with the implicit flow: tokens in the fragment of the redirect', async () => {
    const supabase = anonClient(platform);
    const { data, error } = await supabase.auth.signInWithOAuth({
      provider: 'keycloak',
      options: { redirectTo: `${platform.url}/dashboard`, skipBrowserRedirect: true },
    });
    expect(error).toBeNull();
    const landing = await runBrowser(data.url ?? '');
    expect(landing.pathname).toBe('/dashboard');
    const fragment = new URLSearchParams(landing.hash.slice(1));
    expect(fragment.get('provider_token')).toBeTruthy();
    const claims = decodeJwt(fragment.get('access_token') ?? '');
    expect(claims).toMatchObject({ email, app_metadata: { provider: 'keycloak', providers: ['keycloak'] } });
    expect((claims.amr as { method: string }[])[0]?.method).toBe('oauth');
    const user = await supabase.auth.getUser(fragment.get('access_token') ?? '');
    expect(user.data.user?.identities?.[0]).toMatchObject({
      provider: 'keycloak',
      id: 'oidc-subject-1',
      identity_data: { email, full_name: 'Oidc Person' },
    });
  });

  it('signs in with the PKCE flow and exchangeCodeForSession', async () => {
    const supabase = anonClient(platform, { flowType: 'pkce' });
    const { data } = await supabase.auth.signInWithOAuth({ provider: 'keycloak', options: { skipBrowserRedirect: true } });
    expect(data.url).toContain('code_challenge=');
    const landing = await runBrowser(data.url ?? '');
    const code = landing.searchParams.get('code') ?? '';
    expect(code).not.toBe('');
    const exchanged = await supabase.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.session?.provider_token).toBeTruthy();
    expect(exchanged.data.user?.email).toBe(email);
    const replay = await anonClient(platform, { flowType: 'pkce' }).auth.exchangeCodeForSession(code);
    expect(replay.error).not.toBeNull();
  });

  it('signs in with an ID token from the provider (grant_type=id_token)', async () => {
    const idToken = await oidc.issuer.buildToken({
      scopesOrTransform: (_header: unknown, payload: Record<string, unknown>) => {
        Object.assign(payload, { aud: 'kit-client', sub: 'oidc-subject-1', email, email_verified: true });
      },
    });
    const { data, error } = await anonClient(platform).auth.signInWithIdToken({ provider: 'keycloak', token: idToken });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    const forged = await anonClient(platform).auth.signInWithIdToken({ provider: 'keycloak', token: `${idToken.slice(0, -4)}AAAA` });
    expect(forged.error?.status).toBe(400);
  });

  it('answers an unknown provider, a bad callback state and SSO without SAML with GoTrue errors', async () => {
    const unknown = await authFetch(platform, '/authorize?provider=github');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ code: 'validation_failed', message: 'Unsupported provider: provider github could not be found' });
    const badState = await authFetch(platform, '/callback?code=x&state=not-a-state');
    expect(badState.status).toBe(400);
    expect(badState.body.code).toBe('bad_oauth_state');
    const sso = await anonClient(platform).auth.signInWithSSO({ domain: 'example.com' });
    expect(sso.error).toMatchObject({ status: 404, code: 'saml_provider_disabled', message: 'SAML 2.0 is disabled' });
  });
});
