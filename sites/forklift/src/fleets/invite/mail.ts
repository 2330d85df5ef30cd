// The invitation e-mail: who invites, to which organization and role, the link to accept and when it expires.

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

function day(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

export function invitationMail(input: InvitationMailInput): InvitationMail {
  const roleName = input.role === 'manager' ? 'a fleet manager' : 'a technician';
  const who = input.invitedByEmail || 'A fleet manager';
  const subject = `Join ${input.organizationName} on LiftFix`;
  const intro = `${who} invited you to join ${input.organizationName} on LiftFix as ${roleName}: its trucks, the manuals that fit each of them, their fault history and the maintenance due.`;
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
