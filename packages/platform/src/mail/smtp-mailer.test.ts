import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from './smtp-mailer';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

describe('SMTP mailer against a local smtp-server', () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let port = 0;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers subject, text and HTML to the recipient', async () => {
    const mailer = createSmtpMailer({ url: `smtp://127.0.0.1:${port}?ignoreTLS=true`, from: 'no-reply@portal.test' });
    await mailer.send({ to: 'tech@example.com', subject: 'Confirm Your Signup', text: 'plain body', html: '<p>html body</p>' });
    await mailer.close();
    expect(received).toHaveLength(1);
    expect(received[0]?.from).toBe('no-reply@portal.test');
    expect(received[0]?.to).toEqual(['tech@example.com']);
    expect(received[0]?.raw).toContain('Subject: Confirm Your Signup');
    expect(received[0]?.raw).toContain('plain body');
    expect(received[0]?.raw).toContain('<p>html body</p>');
  });

  it('fails with a MailError when the server is unreachable', async () => {
    const mailer = createSmtpMailer({ url: 'smtp://127.0.0.1:1?connectionTimeout=500', from: 'a@b.test' });
    await expect(mailer.send({ to: 'x@example.com', subject: 's', text: 't', html: '<p>t</p>' })).rejects.toMatchObject({
      code: 'mail_send_failed',
    });
    await mailer.close();
  });
});
