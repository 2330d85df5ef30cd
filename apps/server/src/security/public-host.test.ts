/**
 * Security suite, part 1: the attacks of issue 17 replayed against a server started as `npm start` does with
 * HOST=0.0.0.0, no SMTP and no Stripe, over a non-loopback address of this machine (and over loopback, to show the
 * loopback exception is off while the server listens publicly). Every one must fail, and nothing may answer 500.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testBackends } from '@kit/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, nested, nestedObject, type Answer } from './testing/attacker';
import { startPublicServer, type PublicServer } from './testing/public-server';

const PASSWORD = 'correct-horse-battery-staple';
const DAY = 24 * 3600;

describe.each(testBackends())('a public server (HOST=0.0.0.0, no SMTP, no Stripe) on %s', (backend) => {
  let server: PublicServer;
  const functionsDir = mkdtempSync(join(tmpdir(), 'kit-security-functions-'));
  let counter = 0;
  const email = (what: string) => `${what}-${process.pid}-${Date.now().toString(36)}-${++counter}@example.com`;

  const anon = () => ({ apikey: server.anonKey });
  const service = () => ({ apikey: server.serviceRoleKey, authorization: `Bearer ${server.serviceRoleKey}` });
  const asUser = (token: string) => ({ apikey: server.anonKey, authorization: `Bearer ${token}` });

  async function createUser(address: string): Promise<string> {
    const created = await call(server.base, 'POST', '/auth/v1/admin/users', {
      headers: service(),
      body: { email: address, password: PASSWORD, email_confirm: true },
    });
    expect(created.status).toBe(200);
    return String(created.json.id);
  }

  const signIn = (address: string, password: string, headers: Record<string, string> = {}, base = server.base) =>
    call(base, 'POST', '/auth/v1/token?grant_type=password', { headers: { ...anon(), ...headers }, body: { email: address, password } });

  async function sessionOf(address: string): Promise<string> {
    const answer = await signIn(address, PASSWORD);
    expect(answer.status).toBe(200);
    return String(answer.json.access_token);
  }

  beforeAll(async () => {
    mkdirSync(join(functionsDir, 'echo'));
    writeFileSync(
      join(functionsDir, 'echo', 'index.js'),
      'export default async (request) => Response.json({ echoed: await request.json() });\n',
    );
    server = await startPublicServer(backend, { FUNCTIONS_DIR: functionsDir });
  }, 600_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(functionsDir, { recursive: true, force: true });
  });

  it('warns at start that the stand-ins face a network', () => {
    const warning = server
      .output()
      .split('\n')
      .find((line) => line.includes('"level":40') && line.includes('non-loopback address'));
    expect(warning).toContain('SMTP_URL is unset');
    expect(warning).toContain('STRIPE_SECRET_KEY is unset');
  });

  it('keeps the local mailbox closed: no account takeover through a recovery code', async () => {
    const victim = email('victim');
    await createUser(victim);
    expect((await call(server.base, 'POST', '/auth/v1/recover', { headers: anon(), body: { email: victim } })).status).toBe(200);
    const paths = [
      `/_dev/mail.json?to=${encodeURIComponent(victim)}`,
      `/_dev/mail?to=${encodeURIComponent(victim)}`,
      '/_dev/mail.json',
      `/_dev/mail.json?to=${encodeURIComponent(victim)}&apikey=${server.anonKey}`,
    ];
    for (const base of [server.base, server.loopback]) {
      for (const path of paths) {
        const stolen = await call(base, 'GET', path);
        expect([401, 403]).toContain(stolen.status);
        expect(stolen.text).not.toContain(victim);
      }
      const withAnon = await call(base, 'GET', `/_dev/mail.json?to=${encodeURIComponent(victim)}`, { headers: anon() });
      expect(withAnon.status).toBe(403);
      expect(withAnon.json.code).toBe('operator_forbidden');
      const forwarded = await call(base, 'GET', '/_dev/mail', { headers: { 'x-forwarded-for': '127.0.0.1', host: 'localhost' } });
      expect(forwarded.status).toBe(401);
    }
    // The code was there to steal: the service role reads it.
    const mail = await call(server.base, 'GET', `/_dev/mail.json?to=${encodeURIComponent(victim)}`, { headers: service() });
    expect(mail.status).toBe(200);
    expect((mail.json as unknown as unknown[]).length).toBeGreaterThan(0);
  });

  it('opens the mailbox and the clock to an admin session (role admin), not to other users', async () => {
    const admin = email('admin');
    const adminId = await createUser(admin);
    const roles = await call(server.base, 'GET', '/rest/v1/roles?name=eq.admin&select=id', { headers: service() });
    const roleId = String((roles.json as unknown as { id: string }[])[0]?.id);
    expect(
      (await call(server.base, 'POST', '/rest/v1/custom_user_roles', { headers: service(), body: { user_id: adminId, role_id: roleId } }))
        .status,
    ).toBe(201);
    const adminToken = await sessionOf(admin);
    const plain = email('plain');
    await createUser(plain);
    const userToken = await sessionOf(plain);
    expect((await call(server.base, 'GET', '/_dev/mail.json', { headers: { authorization: `Bearer ${adminToken}` } })).status).toBe(200);
    expect((await call(server.base, 'GET', '/_dev/mail', { headers: { cookie: `sb-access-token=${adminToken}` } })).status).toBe(200);
    expect(
      (
        await call(server.base, 'POST', '/_sandbox/clock', {
          headers: { authorization: `Bearer ${adminToken}` },
          body: { advanceSeconds: 0 },
        })
      ).status,
    ).toBe(200);
    expect((await call(server.base, 'GET', '/_dev/mail.json', { headers: { authorization: `Bearer ${userToken}` } })).status).toBe(403);
    expect((await call(server.base, 'GET', '/_dev/mail', { headers: { cookie: `sb-access-token=${userToken}` } })).status).toBe(403);
    // A cookie does not move the clock (it would ride along on a cross-site form post).
    expect(
      (
        await call(server.base, 'POST', '/_sandbox/clock', {
          headers: { cookie: `sb-access-token=${adminToken}` },
          body: { advanceSeconds: 60 },
        })
      ).status,
    ).toBe(401);
  });

  it('keeps the sandbox clock from anyone but the service role, refuses absurd advances, and checkout keeps working', async () => {
    const buyer = email('buyer');
    await createUser(buyer);
    const token = await sessionOf(buyer);
    const checkout = () =>
      call(server.base, 'POST', '/designs/forklift/stripe/create-checkout-session', {
        headers: asUser(token),
        body: {
          mode: 'payment',
          prices: ['price_pass_72h'],
          paymentMethods: ['card'],
          successUrl: '/done?session_id={CHECKOUT_SESSION_ID}',
          cancelUrl: '/account',
        },
      });
    const created = await checkout();
    expect(created.status).toBe(200);
    const page = new URL(String(created.json.url)).pathname;
    // The hosted pages are the buyer's on a newcomer's machine; on a public address they need more.
    expect((await call(server.base, 'GET', page)).status).toBe(401);
    expect((await call(server.loopback, 'GET', page)).status).toBe(401);
    const form = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: 'Buyer', email: buyer };
    expect((await call(server.base, 'POST', page, { form })).status).toBe(401);
    expect((await call(server.base, 'POST', page, { form, headers: service() })).status).toBe(303);

    const before = await call(server.base, 'GET', '/_sandbox/clock', { headers: service() });
    expect(before.status).toBe(200);
    const attempts: [Record<string, string>, number][] = [
      [{}, 401],
      [anon(), 403],
      [asUser(token), 403],
      [{ apikey: 'eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.' }, 403],
    ];
    for (const [headers, status] of attempts) {
      const moved = await call(server.base, 'POST', '/_sandbox/clock', { headers, body: { advanceSeconds: 3 * DAY + 1 } });
      expect(moved.status).toBe(status);
    }
    for (const advanceSeconds of [1e300, -1, '1e300', 'NaN', 11 * 365 * DAY, { $gt: 0 }]) {
      const absurd = await call(server.base, 'POST', '/_sandbox/clock', { headers: service(), body: { advanceSeconds } });
      expect(absurd.status).toBe(400);
      expect(absurd.json.code).toBe('clock_advance_invalid');
    }
    const infinite = await call(server.base, 'POST', '/_sandbox/clock', { headers: service(), body: '{"advanceSeconds":1e400}' });
    expect(infinite.status).toBe(400);
    const after = await call(server.base, 'GET', '/_sandbox/clock', { headers: service() });
    expect(after.json.offsetSeconds).toBe(before.json.offsetSeconds);
    // Checkout still works after every refused move.
    const again = await checkout();
    expect(again.status).toBe(200);
    expect((await call(server.base, 'GET', new URL(String(again.json.url)).pathname, { headers: service() })).status).toBe(200);
  });

  it("gives the customer-portal request without customerId the seed's text and a stable code", async () => {
    const buyer = email('portal');
    await createUser(buyer);
    const answer = await call(server.base, 'POST', '/designs/forklift/stripe/create-customer-portal-session', {
      headers: asUser(await sessionOf(buyer)),
      body: { cancelUrl: '/account' },
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ code: 'customer_id_required', message: 'No currency defined.' });
  });

  it('limits password attempts per account, whatever address they come from', async () => {
    const victim = email('brute');
    await createUser(victim);
    const answers: Answer[] = [];
    for (let i = 0; i < 8; i++) {
      const base = i % 2 ? server.loopback : server.base;
      answers.push(
        await signIn(victim, `wrong-password-${i}`, { 'x-forwarded-for': `198.51.100.${i}`, 'x-real-ip': `203.0.113.${i}` }, base),
      );
    }
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 400, 400, 429, 429, 429]);
    const limited = answers[5] as Answer;
    expect(limited.headers['x-sb-error-code']).toBe('over_request_rate_limit');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Even the right password waits out the window: the guesser cannot tell it was right.
    expect((await signIn(victim, PASSWORD)).status).toBe(429);
    // Another account is not affected.
    const other = email('bystander');
    await createUser(other);
    expect((await signIn(other, PASSWORD)).status).toBe(200);
  });

  it('takes as long to refuse an unknown e-mail as a known one', async () => {
    const known = email('timing');
    await createUser(known);
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    // Five tries: the most one account allows a minute.
    for (let i = 0; i < 5; i++) {
      knownTimes.push((await signIn(known, `wrong-${i}`)).ms);
      unknownTimes.push((await signIn(email('nobody'), `wrong-${i}`)).ms);
    }
    // Before: ~57 ms against ~3 ms. Now both run one bcrypt comparison.
    expect(median(unknownTimes)).toBeGreaterThan(median(knownTimes) * 0.4);
  });

  it('refuses the REST proxy to callers without the site key, every special-purpose target, and floods', async () => {
    const proxy = '/designs/forklift/rest-api/request';
    const open = await call(server.base, 'POST', proxy, { body: { url: 'https://example.com/', method: 'GET' } });
    expect(open.status).toBe(401);
    expect(open.json.code).toBe('proxy_key_required');
    const port = new URL(server.base).port;
    const targets = [
      `http://127.0.0.1:${port}/health`,
      `http://[::127.0.0.1]:${port}/health`,
      `http://[::7f00:1]:${port}/health`,
      `http://[::ffff:0:7f00:1]:${port}/health`,
      `http://[::ffff:127.0.0.1]:${port}/health`,
      'http://[2002:7f00:1::1]/',
      'http://[64:ff9b::a9fe:a9fe]/latest/meta-data/',
      'http://[64:ff9b:1::a9fe:a9fe]/latest/meta-data/',
      'http://[fec0::1]/',
      'http://[fd00::2]/',
      'http://169.254.169.254/latest/meta-data/',
      'http://100.64.0.1/',
      'http://198.18.0.1/',
      'http://2130706433/',
      ...(server.publicAddress ? [`http://${server.publicAddress}:${port}/health`] : []),
    ];
    for (const url of targets) {
      const answer = await call(server.base, 'POST', proxy, { headers: anon(), body: { url, method: 'GET' } });
      expect([url, answer.status, answer.json.code]).toEqual([url, 403, 'proxy_target_forbidden']);
    }
    const statuses: number[] = [];
    let retryAfter: string | string[] | undefined;
    for (let i = 0; i < 70; i++) {
      const answer = await call(server.base, 'POST', proxy, { headers: anon(), body: { url: 'http://10.0.0.1/', method: 'GET' } });
      statuses.push(answer.status);
      if (answer.status === 429) retryAfter = answer.headers['retry-after'];
    }
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    // Per address: loopback callers have their own allowance.
    if (server.publicAddress)
      expect((await call(server.loopback, 'POST', proxy, { headers: anon(), body: { url: 'http://10.0.0.1/' } })).status).toBe(403);
  });

  it("answers JSON nested too deeply with each API's own 400, and stores nothing that breaks a user", async () => {
    const user = email('deep');
    await createUser(user);
    const token = await sessionOf(user);
    const rest = await call(server.base, 'POST', '/rest/v1/early_access', {
      headers: anon(),
      body: `{"email":${nested(50_000, '"x@example.com"')}}`,
    });
    expect([rest.status, rest.json.code]).toEqual([400, 'PGRST102']);
    const signup = await call(server.base, 'POST', '/auth/v1/signup', {
      headers: anon(),
      body: `{"email":"${email('deep-signup')}","password":"${PASSWORD}","data":${nestedObject(2000)}}`,
    });
    expect([signup.status, signup.headers['x-sb-error-code']]).toEqual([400, 'bad_json']);
    const update = await call(server.base, 'PUT', '/auth/v1/user', { headers: asUser(token), body: `{"data":${nestedObject(3000)}}` });
    expect([update.status, update.headers['x-sb-error-code']]).toEqual([400, 'bad_json']);
    const modest = await call(server.base, 'PUT', '/auth/v1/user', { headers: asUser(token), body: `{"data":${nestedObject(40)}}` });
    expect(modest.status).toBe(200);
    expect((await signIn(user, PASSWORD)).status).toBe(200);
    const bucket = await call(server.base, 'POST', '/storage/v1/bucket', {
      headers: service(),
      body: `{"name":"deep","public":false,"extra":${nestedObject(5000)}}`,
    });
    expect(bucket.status).toBe(400);
    expect(bucket.json.message).toMatch(/nested/);
    expect(
      (await call(server.base, 'POST', '/storage/v1/bucket', { headers: service(), body: { name: 'shallow', public: false } })).status,
    ).toBe(200);
    const deepMetadata = Buffer.from(nestedObject(1000)).toString('base64');
    const upload = await call(server.base, 'POST', '/storage/v1/object/shallow/file.txt', {
      headers: { ...service(), 'content-type': 'text/plain', 'x-metadata': deepMetadata },
      body: 'hello',
    });
    expect(upload.status).toBe(400);
    expect(upload.json.message).toMatch(/nested/);
    const functionCall = await call(server.base, 'POST', '/functions/v1/echo', { headers: asUser(token), body: `{"a":${nested(10_000)}}` });
    expect([functionCall.status, functionCall.json.code, functionCall.headers['x-relay-error']]).toEqual([
      400,
      'INVALID_JSON_BODY',
      'true',
    ]);
    const echoed = await call(server.base, 'POST', '/functions/v1/echo', { headers: asUser(token), body: { a: [[1]] } });
    expect([echoed.status, echoed.json]).toEqual([200, { echoed: { a: [[1]] } }]);
    const broadcast = await call(server.base, 'POST', '/realtime/v1/api/broadcast', {
      headers: anon(),
      body: `{"messages":[{"topic":"deep","event":"e","payload":${nestedObject(5000)}}]}`,
    });
    expect([broadcast.status, broadcast.json.code]).toEqual([400, 'json_too_deep']);
    const proxy = await call(server.base, 'POST', '/designs/forklift/stripe/create-checkout-session', {
      headers: asUser(token),
      body: `{"metadata":${nestedObject(5000)}}`,
    });
    expect([proxy.status, proxy.json.code]).toEqual([400, 'payload_invalid']);
  });

  it('answered no request with a 500', () => {
    const failures = server
      .output()
      .split('\n')
      .filter((line) => /"statusCode":5\d\d/.test(line));
    expect(failures).toEqual([]);
  });
});
