// The invitation e-mail: who invites, to which organization and role, the link to accept and when it expires.
// Everything in it is the portal's own text except two things a user chose: the inviter's address (an account's
// e-mail) and the organization's name. A name that could carry a link, an address or a phone number is left out
// ("a fleet team"), so the portal's sender cannot be made to mail advertising or phishing text to any address.
// It is laid out as the portal's auth mails are (the platform's site layout: its name, colour and address).
import { siteMailLayout, type SiteIdentity } from '@kit/platform';
import { ROLE_DESCRIPTION, ROLE_IN_A_SENTENCE, type FleetRole } from '../roles';

export interface InvitationMailInput {
  to: string;
  organizationName: string;
  role: FleetRole;
  invitedByEmail: string;
  link: string;
  expiresAt: string;
  /** The portal the mail comes from (the platform's SITE_NAME / the served site's name, its colour and address). */
  site: SiteIdentity;
}

export interface InvitationMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const NAME_LIMIT = 60;
// What makes a name a message: a scheme, a host or domain, an e-mail address, a long run of digits (a phone number).
const MESSAGE_LIKE = /[a-z][a-z0-9+.-]*:\/\/|www\.|[a-z0-9-]\.[a-z]{2,}\b|@|\d[\d\s()./-]{5,}\d|[<>]/i;

/** The organization's name as the mail may show it, or undefined when it reads as more than a name. */
export function mailSafeName(name: string): string | undefined {
  const plain = name.replace(/\s+/g, ' ').trim();
  if (plain === '' || plain.length > NAME_LIMIT || MESSAGE_LIKE.test(plain)) return undefined;
  return plain;
}

function day(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

export function invitationMail(input: InvitationMailInput): InvitationMail {
  const portal = input.site.name;
  const roleName = ROLE_IN_A_SENTENCE[input.role];
  const who = input.invitedByEmail || 'A fleet manager';
  const name = mailSafeName(input.organizationName);
  const subject = name ? `Join ${name} on ${portal}` : `Join a fleet team on ${portal}`;
  const intro = `${who} invited you to join ${name ?? 'their fleet team'} on ${portal} as ${roleName}: its trucks, the manuals that fit each of them, their fault history and the maintenance due.`;
  const expiry = `The invitation is for ${input.to} and expires on ${day(input.expiresAt)}. Sign in, or create an account with this address, to accept it.`;
  const unexpected = 'If you did not expect it, ignore this e-mail.';
  const { html, text } = siteMailLayout(
    {
      title: subject,
      heading: name ? `Join ${name}` : 'Join a fleet team',
      paragraphs: [intro, ROLE_DESCRIPTION[input.role]],
      action: { label: 'Accept the invitation', url: input.link },
      notes: [expiry, unexpected],
      reason: 'because a fleet manager invited this address',
    },
    input.site,
  );
  return { to: input.to, subject, text, html };
}
