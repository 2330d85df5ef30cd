// Chooses the response media type from `Accept`: JSON array, single object, CSV; `nulls=stripped`; else PGRST107.
import { mediaTypeError } from '../pgrst-errors';

export type MediaKind = 'json' | 'object' | 'csv';

export interface MediaType {
  kind: MediaKind;
  stripNulls: boolean;
}

interface AcceptItem {
  mime: string;
  params: Map<string, string>;
  q: number;
}

function parseItems(header: string): AcceptItem[] {
  return header
    .split(',')
    .map((part) => {
      const [mime = '', ...rest] = part.split(';').map((s) => s.trim());
      const params = new Map<string, string>();
      for (const p of rest) {
        const eq = p.indexOf('=');
        if (eq > 0)
          params.set(
            p.slice(0, eq).trim().toLowerCase(),
            p
              .slice(eq + 1)
              .trim()
              .replace(/^"|"$/g, ''),
          );
      }
      const q = params.has('q') ? Number(params.get('q')) : 1;
      return { mime: mime.toLowerCase(), params, q: Number.isFinite(q) ? q : 0 };
    })
    .filter((item) => item.mime !== '');
}

function resolve(item: AcceptItem): MediaType | undefined {
  const stripNulls = item.params.get('nulls') === 'stripped';
  switch (item.mime) {
    case '*/*':
    case 'application/*':
    case 'application/json':
      return { kind: 'json', stripNulls: false };
    case 'application/vnd.pgrst.array+json':
    case 'application/vnd.pgrst.array':
      return { kind: 'json', stripNulls };
    case 'application/vnd.pgrst.object+json':
    case 'application/vnd.pgrst.object':
      return { kind: 'object', stripNulls };
    case 'text/csv':
    case 'text/*':
      return { kind: 'csv', stripNulls: false };
    default:
      return undefined;
  }
}

export function negotiateMedia(accept: string | undefined): MediaType {
  if (accept === undefined || accept.trim() === '') return { kind: 'json', stripNulls: false };
  const items = parseItems(accept).filter((item) => item.q > 0);
  const sorted = items.map((item, i) => ({ item, i })).sort((a, b) => b.item.q - a.item.q || a.i - b.i);
  for (const { item } of sorted) {
    const media = resolve(item);
    if (media) return media;
  }
  throw mediaTypeError(items.map((item) => item.mime));
}

export function contentTypeOf(media: MediaType): string {
  if (media.kind === 'csv') return 'text/csv; charset=utf-8';
  if (media.kind === 'object') return `application/vnd.pgrst.object+json${media.stripNulls ? '; nulls=stripped' : ''}; charset=utf-8`;
  return media.stripNulls ? 'application/vnd.pgrst.array+json; nulls=stripped; charset=utf-8' : 'application/json; charset=utf-8';
}
