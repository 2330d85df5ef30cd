// The HTML page of the local mailbox: newest message first, each body shown in a sandboxed frame.
import { escapeHtml } from './escape-html';
import type { StoredMail } from './mailbox';

export function renderMailboxPage(messages: readonly StoredMail[], filter?: string): string {
  const items = messages
    .map(
      (m) => `<article>
  <header><strong>${escapeHtml(m.subject)}</strong> — to ${escapeHtml(m.to)} <time datetime="${escapeHtml(m.createdAt)}">${escapeHtml(m.createdAt)}</time></header>
  <iframe sandbox="" title="${escapeHtml(m.subject)}" srcdoc="${escapeHtml(m.html)}"></iframe>
  ${m.links.length ? `<ul>${m.links.map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`).join('')}</ul>` : ''}
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Local mailbox</title>
<style>
body{font-family:system-ui,sans-serif;margin:2rem;max-width:60rem}
article{border:1px solid #ccc;border-radius:6px;padding:1rem;margin:1rem 0}
iframe{width:100%;height:12rem;border:1px solid #eee}
time{color:#666;font-size:.9em}
</style>
</head>
<body>
<h1>Local mailbox</h1>
<form method="get"><label>To <input name="to" type="email" value="${escapeHtml(filter ?? '')}"></label> <button>Filter</button></form>
<p>${messages.length} message${messages.length === 1 ? '' : 's'}. Mail is kept here because SMTP_URL is not set.</p>
${items}
</body>
</html>`;
}
