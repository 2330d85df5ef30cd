// The auth e-mails as HTML and plain text. Without a site name they are GoTrue's default templates and subjects (what
// Supabase sends); with one (SITE_NAME, or the served site's own name) they carry the site's name and accent colour,
// say how long the link works, and name the site they came from, so a member knows the mail is the portal's.
import { escapeHtml } from './escape-html';
import { siteMailLayout } from './site-layout';

export type MailTemplate = 'confirmation' | 'magic_link' | 'recovery' | 'email_change' | 'invite' | 'reauthentication' | 'sms';

export interface TemplateData {
  /** The link that completes the action (absent for reauthentication and SMS). */
  confirmationUrl?: string;
  /** The one-time code that can be typed instead of following the link. */
  token: string;
  email?: string;
  newEmail?: string;
  siteUrl: string;
  /** The site's name; unset = GoTrue's plain templates. */
  siteName?: string;
  /** The site's accent colour (`#rrggbb`) for the header and the button; default a dark blue. */
  accentColor?: string;
  /** How long the link and code work, in seconds (said in the mail when the site is named). */
  expiresInSeconds?: number;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

interface TemplateText {
  subject: string;
  /** The subject naming the site. */
  siteSubject: (site: string) => string;
  heading: string;
  intro: (data: TemplateData) => string;
  action?: string;
  outro?: string;
}

const TEMPLATES: Record<MailTemplate, TemplateText> = {
  confirmation: {
    subject: 'Confirm Your Signup',
    siteSubject: (site) => `Confirm your e-mail address for ${site}`,
    heading: 'Confirm your email address',
    intro: () => 'Follow the link below to confirm this email address and finish signing up.',
    action: 'Confirm email address',
  },
  magic_link: {
    subject: 'Your Magic Link',
    siteSubject: (site) => `Your ${site} sign-in link`,
    heading: 'Your sign-in link',
    intro: () => 'Follow the link below to sign in. This link expires shortly and can only be used once.',
    action: 'Sign in',
  },
  recovery: {
    subject: 'Reset Your Password',
    siteSubject: (site) => `Reset your ${site} password`,
    heading: 'Reset your password',
    intro: () => 'We received a request to reset your password. Follow the link below to choose a new one.',
    action: 'Reset password',
    outro: "If you didn't request this, you can safely ignore this email.",
  },
  email_change: {
    subject: 'Confirm Email Change',
    siteSubject: (site) => `Confirm your new e-mail address for ${site}`,
    heading: 'Confirm your new email address',
    intro: (data) => `Follow the link below to confirm ${data.newEmail ?? ''} as your new email address.`,
    action: 'Confirm new email address',
    outro: "If you didn't request this change, you can safely ignore this email.",
  },
  invite: {
    subject: 'You have been invited',
    siteSubject: (site) => `You have been invited to ${site}`,
    heading: "You've been invited",
    intro: () => "You've been invited to create an account. Follow the link below to accept.",
    action: 'Accept invitation',
  },
  reauthentication: {
    subject: 'Confirm reauthentication',
    siteSubject: (site) => `Your ${site} verification code`,
    heading: 'Your verification code',
    intro: () => 'Use the code below to verify your identity. It expires shortly.',
  },
  sms: {
    subject: 'SMS',
    siteSubject: () => 'SMS',
    heading: 'Your code',
    intro: () => 'Your verification code:',
  },
};

/** "1 hour", "24 hours", "10 minutes". */
export function durationText(seconds: number): string {
  if (seconds >= 3600 && seconds % 3600 === 0) return seconds === 3600 ? '1 hour' : `${seconds / 3600} hours`;
  const minutes = Math.max(1, Math.round(seconds / 60));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

function plainMail(t: TemplateText, intro: string, data: TemplateData): RenderedMail {
  const html = [
    `<h2>${escapeHtml(t.heading)}</h2>`,
    `<p>${escapeHtml(intro)}</p>`,
    t.action && data.confirmationUrl ? `<p><a href="${escapeHtml(data.confirmationUrl)}">${escapeHtml(t.action)}</a></p>` : '',
    `<p>${t.action ? 'Alternatively, enter the code: ' : ''}${escapeHtml(data.token)}</p>`,
    t.outro ? `<p>${escapeHtml(t.outro)}</p>` : '',
  ]
    .filter(Boolean)
    .join('\n');
  const text = [
    t.heading,
    '',
    intro,
    t.action && data.confirmationUrl ? `${t.action}: ${data.confirmationUrl}` : '',
    t.action ? `Alternatively, enter the code: ${data.token}` : data.token,
    t.outro ?? '',
  ]
    .filter((line, i) => line !== '' || i === 1)
    .join('\n');
  return { subject: t.subject, html, text };
}

/** The site's mail: its layout (name, colour, button, code, where it came from) with the template's words. */
function siteMail(t: TemplateText, intro: string, data: TemplateData, site: string): RenderedMail {
  const expiry = data.expiresInSeconds ? `The link and the code work once, for ${durationText(data.expiresInSeconds)}.` : '';
  const subject = t.siteSubject(site);
  const { html, text } = siteMailLayout(
    {
      title: subject,
      heading: t.heading,
      paragraphs: [intro],
      ...(t.action && data.confirmationUrl ? { action: { label: t.action, url: data.confirmationUrl } } : {}),
      code: { prompt: t.action ? 'Or enter this code on the page: ' : '', value: data.token },
      notes: [expiry, t.outro ?? ''],
      reason: 'because this address was entered there',
    },
    { name: site, url: data.siteUrl, ...(data.accentColor ? { color: data.accentColor } : {}) },
  );
  return { subject, html, text };
}

export function renderMail(template: MailTemplate, data: TemplateData): RenderedMail {
  const t = TEMPLATES[template];
  const intro = t.intro(data);
  if (template === 'sms') {
    return { subject: t.subject, text: `Your code is ${data.token}`, html: `<p>Your code is ${escapeHtml(data.token)}</p>` };
  }
  const site = data.siteName?.trim();
  return site ? siteMail(t, intro, data, site) : plainMail(t, intro, data);
}
