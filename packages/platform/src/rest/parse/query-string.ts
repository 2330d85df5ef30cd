// Splits a raw query string into decoded (key, value) pairs in order, `+` as space, bad escapes kept as sent.

function decode(component: string): string {
  const text = component.replace(/\+/g, ' ');
  if (!text.includes('%')) return text;
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i] as string;
    if (ch === '%' && /^[0-9a-fA-F]{2}$/.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      for (const b of Buffer.from(ch, 'utf8')) bytes.push(b);
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Pairs with `value` undefined for a bare `key` (no `=`). */
export function parseQueryString(query: string): Array<[string, string | undefined]> {
  const pairs: Array<[string, string | undefined]> = [];
  if (query === '') return pairs;
  for (const part of query.split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    if (eq === -1) pairs.push([decode(part), undefined]);
    else pairs.push([decode(part.slice(0, eq)), decode(part.slice(eq + 1))]);
  }
  return pairs;
}
