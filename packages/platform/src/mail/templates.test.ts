import { describe, expect, it } from 'vitest';
import { extractLinks } from './extract-links';
import { renderMail } from './templates';

describe('auth mail templates', () => {
  it.each([
    ['confirmation', 'Confirm Your Signup', 'Confirm email address'],
    ['magic_link', 'Your Magic Link', 'Sign in'],
    ['recovery', 'Reset Your Password', 'Reset password'],
    ['email_change', 'Confirm Email Change', 'Confirm new email address'],
    ['invite', 'You have been invited', 'Accept invitation'],
  ] as const)('renders %s with its subject, link and code', (template, subject, action) => {
    const url = 'http://localhost:3000/auth/v1/verify?token=abc&type=signup&redirect_to=http%3A%2F%2Flocalhost%3A3000';
    const mail = renderMail(template, {
      confirmationUrl: url,
      token: '123456',
      email: 'a@example.com',
      newEmail: 'b@example.com',
      siteUrl: 'http://localhost:3000',
    });
    expect(mail.subject).toBe(subject);
    expect(mail.html).toContain(`>${action}</a>`);
    expect(extractLinks(mail.html)).toEqual([url]);
    expect(mail.text).toContain(url);
    expect(mail.text).toContain('123456');
  });

  it('escapes what it inserts into HTML', () => {
    const mail = renderMail('email_change', { confirmationUrl: 'http://x/"><script>', token: '1', newEmail: '<b>@x', siteUrl: 'http://x' });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>@x');
    expect(extractLinks(mail.html)).toEqual(['http://x/"><script>']);
  });

  it('renders a reauthentication code without a link and an SMS as one line', () => {
    expect(renderMail('reauthentication', { token: '654321', siteUrl: 'http://x' }).html).not.toContain('<a ');
    expect(renderMail('sms', { token: '654321', siteUrl: 'http://x' }).text).toBe('Your code is 654321');
  });
});
