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
    const response = await fetch(`${platform.url}/_dev/mail.json?to=box@example.com`);
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
    const all = (await (await fetch(`${platform.url}/_dev/mail.json`)).json()) as unknown[];
    expect(all.length).toBeGreaterThanOrEqual(3);
  });

  it('renders the mailbox page', async () => {
    const response = await fetch(`${platform.url}/_dev/mail`);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<h1>Local mailbox</h1>');
    expect(html).toContain('second');
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
