import { fileURLToPath } from 'node:url';
import { FunctionsFetchError, FunctionsHttpError, FunctionsRelayError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, userToken } from '../storage/conformance/harness';
import { startTestPlatform, testBackends, type TestPlatform } from '../testing';

const fixtures = fileURLToPath(new URL('./fixtures', import.meta.url));

describe.each(testBackends())('functions.invoke through supabase-js on %s', (backend) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform({ backend, functionDirs: [fixtures] });
  });
  afterAll(async () => {
    platform?.app.server.closeAllConnections();
    await platform?.close();
  });

  it('sends a JSON body with POST and gets JSON back, with the caller claims', async () => {
    const token = await userToken(platform, '6f1c2a9e-1d7b-4a55-9a8e-3c1b2d4e5f60');
    const client = clientFor(platform, platform.anonKey, token);
    const { data, error } = await client.functions.invoke('echo', { body: { part: 'pump' }, headers: { 'x-custom': 'yes' } });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      method: 'POST',
      path: '/echo',
      contentType: 'application/json',
      custom: 'yes',
      body: '{"part":"pump"}',
      claimsHeader: true,
      claims: { sub: '6f1c2a9e-1d7b-4a55-9a8e-3c1b2d4e5f60', role: 'authenticated' },
    });
  });

  it('passes any method, sub-path and query string through', async () => {
    const client = clientFor(platform, platform.anonKey);
    const { data, error } = await client.functions.invoke('echo/items/7?lang=fr', { method: 'GET' });
    expect(error).toBeNull();
    expect(data).toMatchObject({ method: 'GET', path: '/echo/items/7', query: { lang: 'fr' }, claims: { role: 'anon' } });
  });

  it('returns text for text/plain and a Blob for octet-stream bodies', async () => {
    const client = clientFor(platform, platform.anonKey);
    const text = await client.functions.invoke('text?name=ada', { method: 'GET' });
    expect(text).toMatchObject({ data: 'hello ada', error: null });
    const binary = await client.functions.invoke('binary', { body: new Uint8Array([1, 2, 3]).buffer });
    expect(binary.error).toBeNull();
    expect(binary.data).toBeInstanceOf(Blob);
    expect([...new Uint8Array(await (binary.data as Blob).arrayBuffer())]).toEqual([3, 2, 1]);
  });

  it('streams text/event-stream unbuffered: the first event arrives before the function is done', async () => {
    const client = clientFor(platform, platform.anonKey);
    const started = Date.now();
    const { data, error } = await client.functions.invoke('stream?count=3&delay=400', { method: 'GET' });
    expect(error).toBeNull();
    const response = data as Response;
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const reader = response.body!.getReader();
    const first = await reader.read();
    const firstAt = Date.now() - started;
    expect(new TextDecoder().decode(first.value)).toContain('"n":0');
    expect(firstAt).toBeLessThan(400);
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += new TextDecoder().decode(chunk.value);
    expect(rest).toContain('"n":2');
    expect(Date.now() - started).toBeGreaterThanOrEqual(800);
  });

  it("raises FunctionsHttpError with the function's own status and body", async () => {
    const { data, error, response } = await clientFor(platform, platform.anonKey).functions.invoke('teapot');
    expect(data).toBeNull();
    expect(error).toBeInstanceOf(FunctionsHttpError);
    expect(response?.status).toBe(418);
    expect(await (error as FunctionsHttpError).context.json()).toEqual({ error: 'short and stout' });
  });

  it.each([
    ['nope', 404, 'NOT_FOUND', 'Requested function was not found'],
    ['crash', 500, 'WORKER_ERROR', 'Function exited due to an error (please check logs)'],
    ['broken', 503, 'BOOT_ERROR', 'Function failed to start (please check logs)'],
    ['..%2Fstorage', 404, 'NOT_FOUND', 'Requested function was not found'],
  ])('answers %s with a relay error %i %s (FunctionsRelayError)', async (name, status, code, message) => {
    const { error, response } = await clientFor(platform, platform.anonKey).functions.invoke(name);
    expect(error).toBeInstanceOf(FunctionsRelayError);
    expect(response?.status).toBe(status);
    expect(response?.headers.get('x-relay-error')).toBe('true');
    expect(response?.headers.get('sb-error-code')).toBe(code);
    expect(await response?.json()).toEqual({ code, message });
  });

  it('refuses a call without a valid JWT, unless the function opts out of verification', async () => {
    const missing = await fetch(`${platform.url}/functions/v1/echo`, { method: 'POST' });
    expect(missing.status).toBe(401);
    expect(missing.headers.get('x-relay-error')).toBe('true');
    expect(await missing.json()).toEqual({ code: 'UNAUTHORIZED_NO_AUTH_HEADER', message: 'Missing authorization header' });
    const forged = await fetch(`${platform.url}/functions/v1/echo`, { method: 'POST', headers: { authorization: 'Bearer a.b.c' } });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual({ code: 'UNAUTHORIZED_LEGACY_JWT', message: 'Invalid JWT' });
    const hook = await fetch(`${platform.url}/functions/v1/webhook`, { method: 'POST', body: '{}' });
    expect(hook.status).toBe(200);
    expect(await hook.json()).toEqual({ received: true });
  });

  it('never lets a caller forge the claims header', async () => {
    const forged = Buffer.from(JSON.stringify({ role: 'service_role' })).toString('base64url');
    const { data } = await clientFor(platform, platform.anonKey).functions.invoke('echo', { headers: { 'x-jwt-claims': forged } });
    expect(data).toMatchObject({ claims: { role: 'anon' } });
  });

  it('answers CORS preflights for browsers and exposes the relay header', async () => {
    const response = await fetch(`${platform.url}/functions/v1/echo`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://app.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, x-client-info, apikey, content-type',
      },
    });
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://app.example');
    expect(response.headers.get('access-control-allow-headers')).toContain('x-client-info');
    const call = await clientFor(platform, platform.anonKey).functions.invoke('echo', { headers: { origin: 'https://app.example' } });
    expect(call.response?.headers.get('access-control-expose-headers')).toContain('x-relay-error');
  });

  it('reports a fetch failure as FunctionsFetchError', async () => {
    const client = clientFor({ ...platform, url: 'http://127.0.0.1:9' }, platform.anonKey);
    const { error } = await client.functions.invoke('echo');
    expect(error).toBeInstanceOf(FunctionsFetchError);
  });
});

describe('functions wall-time limit', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform({ functionDirs: [fixtures] });
  });
  afterAll(async () => {
    platform?.app.server.closeAllConnections();
    await platform?.close();
  });

  it('answers 504 IDLE_TIMEOUT when a function does not respond in time, and aborts its request signal', async () => {
    const { registerFunctionRoutes } = await import('./register-function-routes');
    const Fastify = (await import('fastify')).default;
    const app = Fastify();
    await registerFunctionRoutes(app, platform.ctx, { wallTimeMs: 200 });
    const started = Date.now();
    const response = await app.inject({
      method: 'GET',
      url: '/functions/v1/slow?ms=5000',
      headers: { authorization: `Bearer ${platform.anonKey}` },
    });
    expect(response.statusCode).toBe(504);
    expect(response.headers['x-relay-error']).toBe('true');
    expect(response.json()).toEqual({ code: 'IDLE_TIMEOUT', message: 'Function did not respond within the request timeout limit' });
    expect(Date.now() - started).toBeLessThan(2000);
    await app.close();
  });
});
