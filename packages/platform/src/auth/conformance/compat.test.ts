// Conformance (issue 24): asymmetric signing keys (RS256 from a JWK setting) published in jwks.json, verified locally
// by getClaims() and trusted by /rest/v1 and /storage/v1; web3 and id-token sign-in answered as GoTrue does with the
// provider disabled; GoTrue's admin API for OAuth 2.1 server clients.
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends, type TestPlatform } from '../../testing';
import { anonClient, authFetch, decodeJwt, serviceClient, startAuthPlatform, uniqueEmail } from './harness';

const rsaJwk = { ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }), kid: 'compat-rsa-1' };

describe.each(testBackends())('auth compatibility on %s', (backend) => {
  let platform: TestPlatform;

  beforeAll(async () => {
    platform = await startAuthPlatform(backend, { auth: { jwtSigningJwk: JSON.stringify(rsaJwk), anonymousUsers: true } });
  });
  afterAll(() => platform?.close());

  it('signs access tokens RS256 with the configured key, publishes it, and getClaims() verifies them locally', async () => {
    const jwks = await (await fetch(`${platform.url}/auth/v1/.well-known/jwks.json`)).json();
    expect(jwks.keys).toEqual([
      expect.objectContaining({ kty: 'RSA', alg: 'RS256', kid: 'compat-rsa-1', use: 'sig', n: rsaJwk.n, e: rsaJwk.e }),
    ]);
    expect(jwks.keys[0]).not.toHaveProperty('d');
    const client = anonClient(platform);
    const email = uniqueEmail('rsa');
    expect(
      (await serviceClient(platform).auth.admin.createUser({ email, password: 'rsa-signed-pw1', email_confirm: true })).error,
    ).toBeNull();
    const session = (await client.auth.signInWithPassword({ email, password: 'rsa-signed-pw1' })).data.session;
    expect(session).not.toBeNull();
    const header = JSON.parse(Buffer.from(session!.access_token.split('.')[0] ?? '', 'base64url').toString()) as Record<string, unknown>;
    expect(header).toMatchObject({ alg: 'RS256', kid: 'compat-rsa-1' });
    const claims = await client.auth.getClaims();
    expect(claims.error).toBeNull();
    expect(claims.data?.claims).toMatchObject({ email, role: 'authenticated' });
    expect((await client.auth.getUser()).data.user?.email).toBe(email);
  });

  it('lets /rest/v1 and /storage/v1 trust the RS256 access tokens, and refuses one signed by another key', async () => {
    const client = anonClient(platform);
    const session = (await client.auth.signInAnonymously()).data.session;
    const token = session!.access_token;
    const rest = await fetch(`${platform.url}/rest/v1/rpc/no_such_fn`, {
      method: 'POST',
      headers: { apikey: platform.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(rest.status).toBe(404);
    expect((await rest.json()).code).toBe('PGRST202');
    const buckets = await fetch(`${platform.url}/storage/v1/bucket`, {
      headers: { apikey: platform.anonKey, authorization: `Bearer ${token}` },
    });
    expect(buckets.status).toBe(200);
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const { SignJWT, importJWK } = await import('jose');
    const forged = await new SignJWT({ ...decodeJwt(token) })
      .setProtectedHeader({ alg: 'RS256', kid: 'compat-rsa-1' })
      .sign(await importJWK({ ...other.export({ format: 'jwk' }), alg: 'RS256' }, 'RS256'));
    const refused = await fetch(`${platform.url}/rest/v1/rpc/no_such_fn`, {
      method: 'POST',
      headers: { apikey: platform.anonKey, authorization: `Bearer ${forged}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(refused.status).toBe(401);
    expect((await client.auth.admin.listUsers()).error).not.toBeNull();
  });

  it('answers web3 and ID-token sign-in with the provider disabled, as GoTrue does', async () => {
    const web3 = await authFetch(platform, '/token?grant_type=web3', {
      method: 'POST',
      body: { chain: 'ethereum', message: 'm', signature: '0x00' },
    });
    expect(web3.status).toBe(400);
    expect(web3.body).toMatchObject({ code: 'web3_provider_disabled', message: 'Web3 provider is disabled' });
    const chain = await authFetch(platform, '/token?grant_type=web3', { method: 'POST', body: { chain: 'polygon' } });
    expect(chain.body).toMatchObject({ code: 'web3_unsupported_chain' });
    const google = await anonClient(platform).auth.signInWithIdToken({ provider: 'google', token: 'not-a-token', nonce: 'n' });
    expect(google.data.session).toBeNull();
    expect(google.error).toMatchObject({
      status: 400,
      code: 'provider_disabled',
      message: 'Provider (issuer "https://accounts.google.com") is not enabled',
    });
    const custom = await anonClient(platform).auth.signInWithIdToken({ provider: 'my-own', token: 'x' });
    expect(custom.error?.message).toBe('Custom OIDC provider "my-own" not allowed');
  });

  it('manages OAuth clients through the admin API: create, get, list, update, regenerate the secret, delete', async () => {
    const oauth = serviceClient(platform).auth.admin.oauth;
    const created = await oauth.createClient({
      client_name: 'Workshop app',
      redirect_uris: ['https://app.example.com/cb', 'http://localhost:3000/cb'],
    });
    expect(created.error).toBeNull();
    expect(created.data).toMatchObject({
      client_name: 'Workshop app',
      client_type: 'confidential',
      token_endpoint_auth_method: 'client_secret_basic',
      registration_type: 'manual',
      redirect_uris: ['https://app.example.com/cb', 'http://localhost:3000/cb'],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      client_secret: expect.any(String),
    });
    const id = created.data!.client_id;
    const fetched = await oauth.getClient(id);
    expect(fetched.data).toMatchObject({ client_id: id });
    expect(fetched.data).not.toHaveProperty('client_secret');
    const updated = await oauth.updateClient(id, { logo_uri: 'https://app.example.com/logo.png' });
    expect(updated.data).toMatchObject({ client_name: 'Workshop app', logo_uri: 'https://app.example.com/logo.png' });
    const regenerated = await oauth.regenerateClientSecret(id);
    expect(regenerated.data?.client_secret).toEqual(expect.any(String));
    expect(regenerated.data?.client_secret).not.toBe(created.data?.client_secret);
    const publicClient = await oauth.createClient({
      client_name: 'SPA',
      redirect_uris: ['https://spa.example.com/cb'],
      token_endpoint_auth_method: 'none',
    });
    expect(publicClient.data).toMatchObject({ client_type: 'public' });
    expect(publicClient.data).not.toHaveProperty('client_secret');
    const page = await oauth.listClients({ page: 1, perPage: 1 });
    expect(page.error).toBeNull();
    expect(page.data.clients).toHaveLength(1);
    expect(page.data).toMatchObject({ total: 2, lastPage: 2, nextPage: 2 });
    expect((await oauth.deleteClient(id)).error).toBeNull();
    expect((await oauth.getClient(id)).error).toMatchObject({ status: 404, code: 'oauth_client_not_found' });
  });

  it('refuses bad OAuth client input and callers that are not admins', async () => {
    const oauth = serviceClient(platform).auth.admin.oauth;
    expect((await oauth.createClient({ client_name: 'x', redirect_uris: [] })).error?.message).toMatch(/redirect_uris/);
    expect((await oauth.createClient({ client_name: 'x', redirect_uris: ['http://evil.example.com/cb'] })).error?.status).toBe(400);
    expect((await oauth.createClient({ client_name: 'x', redirect_uris: ['javascript:alert(1)'] })).error?.status).toBe(400);
    expect(
      (await oauth.createClient({ client_name: 'x', redirect_uris: ['https://a.example/cb'], grant_types: ['password'] })).error?.status,
    ).toBe(400);
    expect((await oauth.getClient('not-a-uuid')).error?.status).toBe(404);
    const anon = await authFetch(platform, '/admin/oauth/clients', {
      method: 'GET',
      headers: { authorization: `Bearer ${platform.anonKey}` },
    });
    expect(anon.status).toBe(403);
  });
});
