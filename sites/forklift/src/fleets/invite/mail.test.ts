// The invitation e-mail names the organization, role, inviter and expiry, and never lets an organization's name
// (typed by a user) become HTML.
import { describe, expect, it } from 'vitest';
import { invitationMail } from './mail';

describe('invitation mail', () => {
  const mail = invitationMail({
    to: 'tech@example.com',
    organizationName: 'Acme <script>alert(1)</script> & Co',
    role: 'technician',
    invitedByEmail: 'boss@example.com',
    link: 'http://127.0.0.1:3000/fleet/invitation?token=abc&x="1"',
    expiresAt: '2026-12-02T10:00:00Z',
  });

  it('says who invites whom to what, and until when', () => {
    expect(mail.subject).toBe('Join Acme <script>alert(1)</script> & Co on LiftFix');
    expect(mail.text).toContain('boss@example.com invited you to join Acme <script>alert(1)</script> & Co on LiftFix as a technician');
    expect(mail.text).toContain('expires on 2 December 2026');
    expect(mail.text).toContain('http://127.0.0.1:3000/fleet/invitation?token=abc&x="1"');
  });

  it('escapes everything it puts in the HTML', () => {
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Acme &lt;script&gt;alert(1)&lt;/script&gt; &amp; Co');
    expect(mail.html).toContain('href="http://127.0.0.1:3000/fleet/invitation?token=abc&amp;x=&quot;1&quot;"');
  });
});
