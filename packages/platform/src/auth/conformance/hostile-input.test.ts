import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends, type TestPlatform } from '../../testing';
import { anonClient, authFetch, latestMail, mailbox, startAuthPlatform, uniqueEmail, verifyLinkIn } from './harness';

describe.each(testBackends())('hostile input gets a clear 4xx, never a 5xx, on %s', (backend) => {
  let platform: TestPlatform;

  beforeAll(async () => {
    platform = await startAuthPlatform(backend, { auth: { rateLimitIp: 10_000, rateLimitEmail: 10_000 } });
  });
  afterAll(() => platform?.close());

  const notObjects: [string, string][] = [
    ['malformed JSON', '{"email": "a@b.c", '],
    ['a JSON array', '[1,2,3]'],
    ['a JSON string', '"hello"'],
    ['null', 'null'],
    ['an empty body', ''],
  ];
  // Fields an endpoint does not read are ignored, as GoTrue's JSON decoding does; what it reads must never cause a 5xx.
  const odd: [string, string][] = [
    ['a number for email', '{"email": 42, "password": "long-enough-1"}'],
    ['an object for password', '{"email": "x@example.com", "password": {"$gt": ""}}'],
    ['an array for data', '{"email": "x@example.com", "password": "long-enough-1", "data": [1]}'],
    ['a NUL in the e-mail', '{"email": "nul\\u0000@example.com", "password": "long-enough-1"}'],
    ['a lone surrogate in metadata', '{"email": "s@example.com", "password": "long-enough-1", "data": {"k": "\\ud800"}}'],
    ['deep nesting', `{"email":"d@example.com","password":"long-enough-1","data":${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}}`],
  ];
  for (const path of ['/signup', '/token?grant_type=password', '/otp', '/recover', '/verify', '/resend']) {
    it.each(notObjects)(`POST ${path} with %s is 400 bad_json`, async (_name, raw) => {
      const { status, body } = await authFetch(platform, path, { raw });
      expect(status).toBe(400);
      expect(body.code).toBe('bad_json');
      expect(body.message).toMatch(/^Could not parse request body as JSON: /);
    });
    it.each(odd)(`POST ${path} with %s is never a 5xx`, async (_name, raw) => {
      const { status, body } = await authFetch(platform, path, { raw });
      expect(status).toBeLessThan(500);
      if (status >= 400) {
        expect(typeof body.code).toBe('string');
        expect(typeof body.message).toBe('string');
      }
    });
  }

  it.each([
    ['a number for email', '{"email": 42, "password": "long-enough-1"}', 'bad_json'],
    ['an object for password', '{"email": "x@example.com", "password": {"$gt": ""}}', 'bad_json'],
    ['a NUL in the e-mail', '{"email": "nul\\u0000@example.com", "password": "long-enough-1"}', 'validation_failed'],
    [
      'a lone surrogate in metadata',
      '{"email": "s@example.com", "password": "long-enough-1", "data": {"k": "\\ud800"}}',
      'validation_failed',
    ],
  ])('refuses a sign-up with %s', async (_name, raw, code) => {
    const { status, body } = await authFetch(platform, '/signup', { raw });
    expect(status).toBe(400);
    expect(body.code).toBe(code);
  });

  it('refuses an oversized body with 413 request_entity_too_large', async () => {
    const raw = JSON.stringify({ email: 'big@example.com', password: 'long-enough-1', data: { blob: 'x'.repeat(400_000) } });
    const { status, body } = await authFetch(platform, '/signup', { raw });
    expect(status).toBe(413);
    expect(body.code).toBe('request_entity_too_large');
  });

  it.each([
    ["'; drop table auth.users; --@example.com"],
    ["admin@example.com' or 1=1 --"],
    ['"quoted"@example.com'],
    ['ünïcödé@exämple.com'],
    ['\u202eevil@example.com'],
    ['@example.com'],
    ['x'.repeat(300) + '@example.com'],
    ['two@@example.com'],
  ])('rejects the e-mail %j with 400 validation_failed', async (email) => {
    const { status, body } = await authFetch(platform, '/signup', { body: { email, password: 'long-enough-1' } });
    expect(status).toBe(400);
    expect(body.code).toBe('validation_failed');
    const login = await authFetch(platform, '/token?grant_type=password', { body: { email, password: 'long-enough-1' } });
    expect(login.status).toBe(400);
  });

  it('keeps the users table intact after SQL-like input', async () => {
    const { rows } = await platform.db.query<{ n: number }>('select count(*)::int as n from auth.users');
    expect(rows[0]?.n).toBeGreaterThanOrEqual(0);
  });

  it('ignores a foreign redirect_to: the mailed link returns to SITE_URL', async () => {
    const email = uniqueEmail('redirect');
    await anonClient(platform).auth.signUp({
      email,
      password: 'long-enough-1',
      options: { emailRedirectTo: 'https://evil.example/steal' },
    });
    const link = new URL(verifyLinkIn(await latestMail(platform, email)));
    expect(link.searchParams.get('redirect_to')).toBe(platform.url);
    for (const target of ['javascript:alert(1)', '//evil.example', 'http://evil.example@127.0.0.1/', 'http://127.0.0.1.evil.example/']) {
      const other = uniqueEmail('redir');
      await authFetch(platform, `/signup?redirect_to=${encodeURIComponent(target)}`, { body: { email: other, password: 'long-enough-1' } });
      const sent = new URL(verifyLinkIn(await latestMail(platform, other)));
      expect(sent.searchParams.get('redirect_to')).toBe(platform.url);
    }
  });

  it('keeps CR/LF out of redirect headers and tolerates a forged X-Forwarded-For', async () => {
    const response = await fetch(
      `${platform.url}/auth/v1/verify?type=signup&token=bogus&redirect_to=${encodeURIComponent(`${platform.url}/x\r\nSet-Cookie: a=b`)}`,
      {
        redirect: 'manual',
        headers: { 'x-forwarded-for': '1.2.3.4, 5.6.7.8' },
      },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('set-cookie')).toBeNull();
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.origin + location.pathname).toBe(`${platform.url}/`);
    expect(new URLSearchParams(location.hash.slice(1)).get('error_code')).toBe('otp_expired');
  });

  it('rejects forged, expired and malformed bearer tokens with 403 bad_jwt', async () => {
    const { data } = await anonClient(platform)
      .auth.signInAnonymously()
      .catch(() => ({ data: { session: null } }));
    expect(data.session).toBeNull();
    for (const token of ['x', 'a.b.c', `${platform.anonKey.slice(0, -3)}abc`, 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.']) {
      const { status, body } = await authFetch(platform, '/user', { headers: { authorization: `Bearer ${token}` } });
      expect(status).toBe(403);
      expect(body.code).toBe('bad_jwt');
    }
  });

  it('answers unknown auth paths with 404 in the auth error shape', async () => {
    const { status, body } = await authFetch(platform, '/no/such/endpoint');
    expect(status).toBe(404);
    expect(body.code).toBe('not_found');
  });

  it('serves the mailbox only as JSON the contract describes', async () => {
    const all = await mailbox(platform, 'nobody-at-all@example.com');
    expect(all).toEqual([]);
    const page = await fetch(`${platform.url}/_dev/mail?to=${encodeURIComponent('<script>alert(1)</script>')}`);
    expect(page.status).toBe(200);
    expect(await page.text()).not.toContain('<script>alert(1)</script>');
  });
});

describe.each(testBackends())('rate limits hold under a burst on %s', (backend) => {
  let platform: TestPlatform;

  beforeAll(async () => {
    platform = await startAuthPlatform(backend, { auth: { rateLimitIp: 5, rateLimitToken: 8, rateLimitEmail: 3 } });
  });
  afterAll(() => platform?.close());

  it('limits requests per IP on /otp with 429 over_request_rate_limit, forged X-Forwarded-For or not', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const { status } = await authFetch(platform, '/otp', {
        body: { email: uniqueEmail('burst') },
        headers: { 'x-forwarded-for': `10.0.0.${i}` },
      });
      statuses.push(status);
    }
    expect(statuses.slice(0, 5).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
    const { body } = await authFetch(platform, '/otp', { body: { email: uniqueEmail('burst') } });
    expect(body).toEqual({ code: 'over_request_rate_limit', message: 'Request rate limit reached' });
  });

  it('limits /token per IP', async () => {
    const results = await Promise.all(
      // A different account each time: the per-account attempt limit (five a minute) is not what this checks.
      Array.from({ length: 20 }, (_, i) =>
        authFetch(platform, '/token?grant_type=password', { body: { email: `nobody-${i}@example.com`, password: 'nope-nope' } }),
      ),
    );
    const limited = results.filter((result) => result.status === 429);
    expect(results.filter((result) => result.status === 400)).toHaveLength(8);
    expect(limited).toHaveLength(12);
    expect(limited[0]?.body.code).toBe('over_request_rate_limit');
  });

  it('limits requests per e-mail address across IP-independent endpoints', async () => {
    const other = await startAuthPlatform(backend, { auth: { rateLimitIp: 1000, rateLimitEmail: 3 } });
    try {
      const email = uniqueEmail('per-address');
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await authFetch(other, '/recover', { body: { email } })).status);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    } finally {
      await other.close();
    }
  });
});
