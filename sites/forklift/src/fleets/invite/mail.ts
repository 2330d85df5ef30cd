// The invitation e-mail: who invites, to which organization and role, the link to accept and when it expires.
// Everything in it is the portal's own text except two things a user chose: the inviter's address (an account's
// e-mail) and the organization's name. A name that could carry a link, an address or a phone number is left out
// ("a fleet team"), so the portal's sender cannot be made to mail advertising or phishing text to any address.

export interface InvitationMailInput {
  to: string;
  organizationName: string;
  role: 'manager' | 'technician';
  invitedByEmail: string;
  link: string;
  expiresAt: string;
}

export interface InvitationMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

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
  const roleName = input.role === 'manager' ? 'a fleet manager' : 'a technician';
  const who = input.invitedByEmail || 'A fleet manager';
  const name = mailSafeName(input.organizationName);
  const subject = name ? `Join ${name} on LiftFix` : 'Join a fleet team on LiftFix';
  const intro = `${who} invited you to join ${name ?? 'their fleet team'} on LiftFix as ${roleName}: its trucks, the manuals that fit each of them, their fault history and the maintenance due.`;
  const outro = `The invitation is for ${input.to} and expires on ${day(input.expiresAt)}. Sign in, or create an account with this address, to accept it. If you did not expect it, ignore this e-mail.`;
  return {
    to: input.to,
    subject,
    text: `${intro}\n\nAccept the invitation: ${input.link}\n\n${outro}\n`,
    html: `<h2>${escapeHtml(subject)}</h2>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(input.link)}">Accept the invitation</a></p>
<p>${escapeHtml(outro)}</p>`,
  };
}
