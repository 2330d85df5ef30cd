import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, testBackends, type TestPlatform } from '../testing';
import { createLocalMailer } from './local-mailer';

describe.each(testBackends())('local mailbox on %s', (backend) => {
  let platform: TestPlatform;

  beforeAll(async () => {
    platform = await startTestPlatform({ backend });
  });
  afterAll(() => platform?.close());

  it('stores messages and serves them newest first at /_dev/mail.json?to=', async () => {
    const mailer = createLocalMailer(platform.db);
    await mailer.send({ to: 'Box@Example.com', subject: 'first', text: 'one', html: '<a href="http://x/1?a=1&amp;b=2">1</a>' });
    await mailer.send({ to: 'box@example.com', subject: 'second', text: 'two', html: '<p>no link</p>' });
    await mailer.send({ to: 'other@example.com', subject: 'third', text: 'three', html: '' });
    const response = await fetch(`${platform.url}/_dev/mail.json?to=box@example.com`, {
      headers: { authorization: `Bearer ${platform.serviceRoleKey}` },
    });
    expect(response.status).toBe(200);
    const messages = (await response.json()) as Record<string, unknown>[];
    expect(messages.map((m) => m.subject)).toEqual(['second', 'first']);
    expect(messages[1]).toEqual({
      id: expect.any(String),
      to: 'Box@Example.com',
      subject: 'first',
      text: 'one',
      html: '<a href="http://x/1?a=1&amp;b=2">1</a>',
      links: ['http://x/1?a=1&b=2'],
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const all = (await (
      await fetch(`${platform.url}/_dev/mail.json`, { headers: { apikey: platform.serviceRoleKey } })
    ).json()) as unknown[];
    expect(all.length).toBeGreaterThanOrEqual(3);
  });

  it('answers the JSON only to the service-role key (it holds recovery codes), even on loopback', async () => {
    const none = await fetch(`${platform.url}/_dev/mail.json?to=box@example.com`);
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ code: 'operator_key_required' });
    for (const key of [platform.anonKey, 'not.a.jwt']) {
      const refused = await fetch(`${platform.url}/_dev/mail.json?to=box@example.com`, { headers: { apikey: key } });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ code: 'operator_forbidden' });
    }
  });

  it('opens the page to a direct loopback request, but not one that came through a proxy or a foreign host name', async () => {
    // node:http, not fetch: fetch sets Host itself.
    const status = (headers: Record<string, string>) =>
      new Promise<number>((resolve, reject) => {
        const req = httpRequest(`${platform.url}/_dev/mail`, { headers }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on('error', reject);
        req.end();
      });
    expect(await status({})).toBe(200);
    expect(await status({ 'x-forwarded-for': '203.0.113.9' })).toBe(401);
    expect(await status({ host: 'rebound.example:80' })).toBe(401);
    expect(await status({ host: 'rebound.example', apikey: platform.serviceRoleKey })).toBe(200);
  });

  it('renders the mailbox page', async () => {
    const response = await fetch(`${platform.url}/_dev/mail`);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<h1>Local mailbox</h1>');
    expect(html).toContain('second');
  });

  it('counts no request as local when TRUST_PROXY is set (a proxy on this machine would make every visitor local)', async () => {
    const proxied = await startTestPlatform({ backend, config: { trustProxy: true } });
    try {
      expect((await fetch(`${proxied.url}/_dev/mail`)).status).toBe(401);
      expect((await fetch(`${proxied.url}/_dev/mail`, { headers: { apikey: proxied.serviceRoleKey } })).status).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it('is not served when SMTP_URL is set', async () => {
    const smtp = await startTestPlatform({ backend, config: { smtpUrl: 'smtp://127.0.0.1:1' } });
    try {
      expect((await fetch(`${smtp.url}/_dev/mail.json`)).status).toBe(404);
    } finally {
      await smtp.close();
    }
  });
});
