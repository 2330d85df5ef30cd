// The href targets of the anchors in an HTML mail, entities decoded, in document order.

const ENTITY: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

export function extractLinks(html: string): string[] {
  const links: string[] = [];
  for (const match of html.matchAll(/<a\s[^>]*?href\s*=\s*("([^"]*)"|'([^']*)')/gi)) {
    const raw = match[2] ?? match[3] ?? '';
    links.push(raw.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITY[entity] ?? entity));
  }
  return links;
}
