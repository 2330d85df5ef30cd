/** Head tags as HTML for the server's document: attributes escaped, JSON-LD kept from closing its script. */
import type { HeadTag } from './head-tags';

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** JSON for a script element: `<`, U+2028 and U+2029 escaped, so `</script>` can never appear. */
export function scriptSafeJson(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function renderHeadTags(tags: readonly HeadTag[]): string {
  return tags
    .map((tag) => {
      switch (tag.kind) {
        case 'title':
          return `<title>${escapeHtml(tag.text)}</title>`;
        case 'meta': {
          const key = tag.name !== undefined ? `name="${escapeHtml(tag.name)}"` : `property="${escapeHtml(tag.property ?? '')}"`;
          return `<meta ${key} content="${escapeHtml(tag.content)}">`;
        }
        case 'link':
          return `<link rel="${escapeHtml(tag.rel)}" href="${escapeHtml(tag.href)}">`;
        case 'jsonld':
          return `<script type="application/ld+json">${scriptSafeJson(tag.json)}</script>`;
      }
    })
    .join('\n');
}
