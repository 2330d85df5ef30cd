/** The one reader of a function's caller: verified claims (attached or from the relay's header) and the bearer token. */
import { describe, expect, it } from 'vitest';
import { attachClaims, CLAIMS_HEADER, encodeClaims } from './function-claims';
import { requestBearerToken, requestCaller } from './function-caller';

describe('requestCaller', () => {
  it('reads the verified claims the platform attached and the caller token', () => {
    const request = new Request('http://site.test/functions/v1/x', { headers: { authorization: 'Bearer tok-1', apikey: 'anon' } });
    attachClaims(request, { sub: 'u1', role: 'authenticated', email: 'ada@example.com' });
    expect(requestCaller(request)).toMatchObject({
      userId: 'u1',
      role: 'authenticated',
      email: 'ada@example.com',
      token: 'tok-1',
      apiKey: 'anon',
    });
  });

  it('reads the claims header a worker relay sets', () => {
    const claims = encodeClaims({ sub: 'u2', role: 'authenticated' });
    const request = new Request('http://site.test/', { headers: { authorization: 'bearer tok-2', [CLAIMS_HEADER]: claims } });
    expect(requestCaller(request)).toMatchObject({ userId: 'u2', email: '', token: 'tok-2', apiKey: undefined });
  });

  it('has no caller without a subject, without a token, or with an unreadable header', () => {
    const anonymous = new Request('http://site.test/', {
      headers: { authorization: 'Bearer t', [CLAIMS_HEADER]: encodeClaims({ role: 'anon' }) },
    });
    expect(requestCaller(anonymous)).toBeUndefined();
    const tokenless = new Request('http://site.test/', {
      headers: { [CLAIMS_HEADER]: encodeClaims({ sub: 'u3', role: 'authenticated' }) },
    });
    expect(requestCaller(tokenless)).toBeUndefined();
    const garbled = new Request('http://site.test/', { headers: { authorization: 'Bearer t', [CLAIMS_HEADER]: '%%%not-base64-json' } });
    expect(requestCaller(garbled)).toBeUndefined();
  });

  it('takes only a single bearer token', () => {
    expect(requestBearerToken(new Request('http://site.test/', { headers: { authorization: 'Basic abc' } }))).toBeUndefined();
    expect(requestBearerToken(new Request('http://site.test/', { headers: { authorization: 'Bearer a b' } }))).toBeUndefined();
  });
});
