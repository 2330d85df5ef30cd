import { describe, expect, it } from 'vitest';
import { extractLinks } from './extract-links';
import { durationText, renderMail } from './templates';

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

  it.each([
    ['confirmation', 'Confirm your e-mail address for LiftFix', 'Confirm email address'],
    ['recovery', 'Reset your LiftFix password', 'Reset password'],
    ['magic_link', 'Your LiftFix sign-in link', 'Sign in'],
    ['invite', 'You have been invited to LiftFix', 'Accept invitation'],
  ] as const)(
    'names the site in %s: subject, header, button in its colour, expiry, where it came from (HTML and text)',
    (template, subject, action) => {
      const url = 'http://portal.test/auth/v1/verify?token=abc&type=signup';
      const mail = renderMail(template, {
        confirmationUrl: url,
        token: '123456',
        siteUrl: 'http://portal.test',
        siteName: 'LiftFix',
        accentColor: '#0f1722',
        expiresInSeconds: 3600,
      });
      expect(mail.subject).toBe(subject);
      expect(mail.html).toContain('>LiftFix</td>');
      expect(mail.html).toMatch(new RegExp(`background:#0f1722;color:#ffffff;[^"]*">${action}</a>`));
      expect(extractLinks(mail.html)).toEqual([url]);
      expect(mail.html).toContain('for 1 hour');
      expect(mail.text.split('\n')[0]).toBe('LiftFix');
      expect(mail.text).toContain(`${action}: ${url}`);
      expect(mail.text).toContain('123456');
      expect(mail.text).toContain('The link and the code work once, for 1 hour.');
      expect(mail.text).toContain('You receive this e-mail from LiftFix (http://portal.test)');
      expect(mail.text).not.toMatch(/\n\n\n/);
    },
  );

  it('keeps a colour it cannot trust out of the HTML, and escapes the site name', () => {
    const mail = renderMail('confirmation', {
      confirmationUrl: 'http://x/v',
      token: '1',
      siteUrl: 'http://x',
      siteName: '<b>Shop</b>',
      accentColor: 'red;background:url(x)',
    });
    expect(mail.html).not.toContain('<b>Shop</b>');
    expect(mail.html).not.toContain('url(x)');
    expect(mail.subject).toBe('Confirm your e-mail address for <b>Shop</b>');
  });

  it('says durations in words', () => {
    expect([durationText(3600), durationText(86_400), durationText(600), durationText(30)]).toEqual([
      '1 hour',
      '24 hours',
      '10 minutes',
      '1 minute',
    ]);
  });
});
