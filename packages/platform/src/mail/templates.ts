// The auth e-mails (GoTrue's default templates and subjects), as HTML and plain text.
import { escapeHtml } from './escape-html';

export type MailTemplate = 'confirmation' | 'magic_link' | 'recovery' | 'email_change' | 'invite' | 'reauthentication' | 'sms';

export interface TemplateData {
  /** The link that completes the action (absent for reauthentication and SMS). */
  confirmationUrl?: string;
  /** The one-time code that can be typed instead of following the link. */
  token: string;
  email?: string;
  newEmail?: string;
  siteUrl: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

interface TemplateText {
  subject: string;
  heading: string;
  intro: (data: TemplateData) => string;
  action?: string;
  outro?: string;
}

const TEMPLATES: Record<MailTemplate, TemplateText> = {
  confirmation: {
    subject: 'Confirm Your Signup',
    heading: 'Confirm your email address',
    intro: () => 'Follow the link below to confirm this email address and finish signing up.',
    action: 'Confirm email address',
  },
  magic_link: {
    subject: 'Your Magic Link',
    heading: 'Your sign-in link',
    intro: () => 'Follow the link below to sign in. This link expires shortly and can only be used once.',
    action: 'Sign in',
  },
  recovery: {
    subject: 'Reset Your Password',
    heading: 'Reset your password',
    intro: () => 'We received a request to reset your password. Follow the link below to choose a new one.',
    action: 'Reset password',
    outro: "If you didn't request this, you can safely ignore this email.",
  },
  email_change: {
    subject: 'Confirm Email Change',
    heading: 'Confirm your new email address',
    intro: (data) => `Follow the link below to confirm ${data.newEmail ?? ''} as your new email address.`,
    action: 'Confirm new email address',
    outro: "If you didn't request this change, you can safely ignore this email.",
  },
  invite: {
    subject: 'You have been invited',
    heading: "You've been invited",
    intro: () => "You've been invited to create an account. Follow the link below to accept.",
    action: 'Accept invitation',
  },
  reauthentication: {
    subject: 'Confirm reauthentication',
    heading: 'Your verification code',
    intro: () => 'Use the code below to verify your identity. It expires shortly.',
  },
  sms: {
    subject: 'SMS',
    heading: 'Your code',
    intro: () => 'Your verification code:',
  },
};

export function renderMail(template: MailTemplate, data: TemplateData): RenderedMail {
  const t = TEMPLATES[template];
  const intro = t.intro(data);
  if (template === 'sms') {
    return { subject: t.subject, text: `Your code is ${data.token}`, html: `<p>Your code is ${escapeHtml(data.token)}</p>` };
  }
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
