// The site's mail layout: a header with its name in its colour, the message, the action as a button, an optional code,
// muted notes and a footer saying where the mail came from. Auth mails and site functions' mails (`requestMailer`) share
// it, so every mail a member receives from the portal looks like the portal's.
import { escapeHtml } from './escape-html';

export interface SiteIdentity {
  name: string;
  /** The site's public address, named in the footer. */
  url: string;
  /** `#rrggbb` for the header and the button; default a dark blue. */
  color?: string;
}

export interface SiteMailContent {
  /** The document title (the mail's subject). */
  title: string;
  heading: string;
  paragraphs: readonly string[];
  action?: { label: string; url: string };
  /** A one-time code shown large after the action (`prompt` precedes it). */
  code?: { prompt: string; value: string };
  /** Muted lines after the message: expiry, what to do if unexpected. */
  notes?: readonly string[];
  /** Why the reader receives it (the footer names the site and its address before this). */
  reason: string;
}

const DEFAULT_ACCENT = '#12355b';

export function siteMailLayout(content: SiteMailContent, site: SiteIdentity): { html: string; text: string } {
  const accent = /^#[0-9a-f]{6}$/i.test(site.color ?? '') ? (site.color as string) : DEFAULT_ACCENT;
  const origin = `You receive this e-mail from ${site.name} (${site.url}) ${content.reason}.`;
  const notes = (content.notes ?? []).filter((note) => note !== '');
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:${accent};color:#ffffff;font-weight:700;text-decoration:none">${escapeHtml(content.action.label)}</a></p>`
    : '';
  const code = content.code
    ? `<p style="margin:0 0 16px">${escapeHtml(content.code.prompt)}<strong style="font-size:20px;letter-spacing:2px">${escapeHtml(content.code.value)}</strong></p>`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(content.title)}</title></head>
<body style="margin:0;padding:0;background:#f3f5f8;font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1d2430">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f5f8"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:${accent};padding:16px 24px;color:#ffffff;font-size:20px;font-weight:800">${escapeHtml(site.name)}</td></tr>
<tr><td style="padding:24px;font-size:16px;line-height:1.5">
<h1 style="margin:0 0 12px;font-size:22px">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map((paragraph) => `<p style="margin:0 0 16px">${escapeHtml(paragraph)}</p>`).join('\n')}
${button}
${code}
${notes.map((note) => `<p style="margin:0 0 16px;color:#4a5566">${escapeHtml(note)}</p>`).join('\n')}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e3e7ee;font-size:13px;color:#4a5566">${escapeHtml(origin)}</td></tr>
</table></td></tr></table>
</body></html>`;
  const text = [
    site.name,
    '',
    content.heading,
    '',
    ...content.paragraphs,
    content.action ? `${content.action.label}: ${content.action.url}` : '',
    content.code ? `${content.code.prompt}${content.code.value}` : '',
    ...notes,
    '',
    `— ${origin}`,
  ]
    .filter((line, i, all) => line !== '' || (i > 0 && all[i - 1] !== ''))
    .join('\n');
  return { html, text };
}
