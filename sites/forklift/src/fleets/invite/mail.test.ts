// The invitation e-mail names the organization, role, inviter and expiry; an organization's name (typed by a user)
// never becomes HTML, and a name that reads as a message (a link, an address, a phone number) is left out.
import { describe, expect, it } from 'vitest';
import { invitationMail, mailSafeName } from './mail';

const input = {
  to: 'tech@example.com',
  organizationName: 'Northside Logistics & Co',
  role: 'technician' as const,
  invitedByEmail: 'boss@example.com',
  link: 'http://127.0.0.1:3000/fleet/invitation?token=abc&x="1"',
  expiresAt: '2026-12-02T10:00:00Z',
  site: { name: 'LiftFix', url: 'http://127.0.0.1:3000', color: '#d97706' },
};

describe('invitation mail', () => {
  const mail = invitationMail(input);

  it('says who invites whom to what, and until when', () => {
    expect(mail.subject).toBe('Join Northside Logistics & Co on LiftFix');
    expect(mail.text).toContain('boss@example.com invited you to join Northside Logistics & Co on LiftFix as a technician');
    expect(mail.text).toContain('expires on 2 December 2026');
    expect(mail.text).toContain('http://127.0.0.1:3000/fleet/invitation?token=abc&x="1"');
  });

  it.each([
    ['owner', 'as an owner', 'Owner — everything a fleet manager does, and makes or removes owners.'],
    ['manager', 'as a fleet manager', 'Fleet manager — also trucks, members and assigning work orders.'],
    ['viewer', 'as a viewer', 'Viewer — reads the fleet, its faults and work orders; changes nothing.'],
  ] as const)('names the %s role and what it does', (role, phrase, description) => {
    const invited = invitationMail({ ...input, role });
    expect(invited.text).toContain(`on LiftFix ${phrase}: its trucks`);
    expect(invited.text).toContain(description);
    expect(invited.html).toContain(description);
  });

  it("carries the portal's name, colour and address as the auth mails do", () => {
    const branded = invitationMail({ ...input, site: { name: 'Depot Manuals', url: 'https://manuals.example', color: '#0b6e4f' } });
    expect(branded.subject).toBe('Join Northside Logistics & Co on Depot Manuals');
    expect(branded.html).toContain('background:#0b6e4f');
    expect(branded.html).toContain('>Depot Manuals</td>');
    expect(branded.html).toMatch(/<a href="[^"]+"[^>]*>Accept the invitation<\/a>/);
    expect(branded.text.split('\n')[0]).toBe('Depot Manuals');
    expect(branded.text).toContain(
      'You receive this e-mail from Depot Manuals (https://manuals.example) because a fleet manager invited this address.',
    );
    expect(branded.html).not.toContain('LiftFix');
  });

  it('escapes everything it puts in the HTML', () => {
    expect(mail.html).toContain('Northside Logistics &amp; Co');
    expect(mail.html).toContain('href="http://127.0.0.1:3000/fleet/invitation?token=abc&amp;x=&quot;1&quot;"');
  });

  it.each([
    'Acme <script>alert(1)</script>',
    'Visit https://evil.example/win',
    'Free prizes at evil.example',
    'www.evil',
    'Call +1 (555) 010-9999 now',
    'Mail claims@evil.example',
    'x'.repeat(61),
  ])('leaves out a name that reads as a message: %s', (organizationName) => {
    const hostile = invitationMail({ ...input, organizationName });
    expect(hostile.subject).toBe('Join a fleet team on LiftFix');
    expect(hostile.text).toContain('invited you to join their fleet team on LiftFix');
    for (const part of [hostile.subject, hostile.text, hostile.html]) expect(part).not.toContain(organizationName);
  });

  it.each(['Northside Logistics', 'ACME Corp.', "O'Brien Haulage Ltd", 'Depot 12 — Nord', 'Müller Lagertechnik GmbH'])(
    'keeps an ordinary name: %s',
    (name) => expect(mailSafeName(name)).toBe(name),
  );
});
