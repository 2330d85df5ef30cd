// HTML escaping and the shared layout of the sandbox's hosted pages (light and dark, phone-sized screens, keyboard use).

export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export function formatMoney(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100);
  } catch {
    return `${(amount / 100).toFixed(2)} ${currency.toUpperCase()}`;
  }
}

export function formatDate(unixSeconds: number): string {
  return new Date(unixSeconds * 1000).toLocaleDateString('en-GB', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

const STYLE = `
:root{color-scheme:light dark;--bg:#f6f8fa;--card:#fff;--text:#1b1f24;--muted:#57606a;--border:#d0d7de;--accent:#635bff;--accent-text:#fff;
--error:#cf222e;--error-bg:#ffebe9;--ok:#1a7f37;--ok-bg:#dafbe1;--focus:#0969da}
@media (prefers-color-scheme:dark){:root{--bg:#0d1117;--card:#161b22;--text:#e6edf3;--muted:#9da7b3;--border:#30363d;--accent:#5850ec;
--error:#ff7b72;--error-bg:#3d1518;--ok:#3fb950;--ok-bg:#12261e;--focus:#58a6ff}}
*{box-sizing:border-box}body{margin:0;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif}
.banner{background:#fff8c5;color:#3b2300;text-align:center;padding:.5rem 1rem;font-size:.9rem}
@media (prefers-color-scheme:dark){.banner{background:#3b2e00;color:#f2e6b3}}
main{max-width:56rem;margin:0 auto;padding:1.5rem 1rem 3rem;display:grid;gap:1.5rem}
@media (min-width:768px){main.split{grid-template-columns:1fr 1fr;align-items:start}}
h1{font-size:1.4rem;margin:.25rem 0 1rem}h2{font-size:1.1rem;margin:0 0 .75rem}
section,form.card{background:var(--card);border:1px solid var(--border);border-radius:12px;padding:1.25rem}
.muted{color:var(--muted)}.total{font-size:1.6rem;font-weight:600}
ul.items{list-style:none;margin:0;padding:0}ul.items li{display:flex;justify-content:space-between;gap:1rem;padding:.5rem 0;border-bottom:1px solid var(--border)}
label{display:block;font-weight:500;margin:.75rem 0 .25rem}
input,select{width:100%;font:inherit;color:inherit;background:var(--bg);border:1px solid var(--border);border-radius:8px;padding:.6rem .7rem;min-height:44px}
input[aria-invalid=true]{border-color:var(--error)}
.row{display:grid;grid-template-columns:1fr 1fr;gap:.75rem}
button,.button{display:inline-flex;align-items:center;justify-content:center;min-height:44px;padding:.6rem 1.1rem;border-radius:8px;border:1px solid transparent;
font:inherit;font-weight:600;cursor:pointer;text-decoration:none;background:var(--accent);color:var(--accent-text)}
button.secondary,.button.secondary{background:transparent;color:var(--text);border-color:var(--border)}
button.danger{background:transparent;color:var(--error);border-color:var(--error)}
form.card button[type=submit]{width:100%;margin-top:1.25rem}
:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
.alert{border-radius:8px;padding:.75rem 1rem;margin:0 0 1rem}.alert.error{background:var(--error-bg);color:var(--error)}
.alert.ok{background:var(--ok-bg);color:var(--ok)}.field-error{color:var(--error);font-size:.9rem;margin:.25rem 0 0}
.actions{display:flex;flex-wrap:wrap;gap:.5rem;margin-top:.75rem}.actions form{margin:0}
table{width:100%;border-collapse:collapse}th,td{text-align:left;padding:.4rem .25rem;border-bottom:1px solid var(--border)}
.badge{display:inline-block;border-radius:999px;padding:0 .6rem;font-size:.85rem;border:1px solid var(--border)}
.hint{font-size:.85rem;color:var(--muted);margin:.5rem 0 0}
header.site{color:#fff;padding:.75rem 1rem;font-weight:800;font-size:1.15rem}header.site span{display:block;max-width:54rem;margin:0 auto}
@media (prefers-reduced-motion:no-preference){button,.button{transition:filter .15s}button:hover,.button:hover{filter:brightness(1.08)}}
`;

/** The site whose payment the sandbox hosts: its name (SITE_NAME or the served site's) and accent colour. */
export interface HostedBrand {
  name?: string;
  /** `#rrggbb`; the header's background (white text on it). */
  color?: string;
}

function brandHeader(brand: HostedBrand): string {
  const name = brand.name?.trim();
  if (!name) return '';
  const color = /^#[0-9a-f]{6}$/i.test(brand.color ?? '') ? brand.color : '#24292f';
  return `<header class="site" style="background:${color}"><span>${escapeHtml(name)}</span></header>`;
}

export function page(title: string, body: string, brand: HostedBrand = {}): string {
  const name = brand.name?.trim();
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="color-scheme" content="light dark">
<title>${escapeHtml(name ? `${title} — ${name}` : title)}</title>
<style>${STYLE}</style>
</head>
<body>
<div class="banner" role="note">Sandbox — no real money moves. Test card <strong>4242 4242 4242 4242</strong> succeeds; <strong>4000 0000 0000 0002</strong> is declined.</div>
${brandHeader(brand)}
${body}
</body>
</html>`;
}
