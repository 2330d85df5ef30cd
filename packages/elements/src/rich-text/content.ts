/**
 * Rich text logic without the editor's view: the output format (html or markdown) of the editor's content, the
 * mention suggestions (filtered by the typed query, 5 by default within 1–20), link addresses allowed in content,
 * and the per-tag style settings as CSS variables on the editor.
 */
import { DEFAULT_SUGGESTIONS, MAX_SUGGESTIONS, MIN_SUGGESTIONS } from './settings';
import type { RichTextOutput } from './settings';

export interface MentionItem {
  id: string;
  label: string;
}

/** The editor reads and writes its content in the output format. */
interface ContentSource {
  getHTML(): string;
  getMarkdown(): string;
}

/** The content in the output format; markdown drops trailing blank lines (an empty last paragraph says nothing). */
export function editorValue(editor: ContentSource, output: RichTextOutput): string {
  return output === 'markdown' ? editor.getMarkdown().replace(/\s+$/, '') : editor.getHTML();
}

/** The number of suggestions shown: a whole number within 1–20, else 5. */
export function suggestionLimit(value: unknown): number {
  const parsed = typeof value === 'number' ? value : Number.parseFloat(String(value ?? ''));
  if (!Number.isFinite(parsed)) return DEFAULT_SUGGESTIONS;
  return Math.min(MAX_SUGGESTIONS, Math.max(MIN_SUGGESTIONS, Math.round(parsed)));
}

/** The mentions setting as `{ id, label }` items; entries without an id are dropped, a missing label shows the id. */
export function mentionItems(value: unknown): MentionItem[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    if (item === null || typeof item !== 'object') return [];
    const { id, label } = item as { id?: unknown; label?: unknown };
    if ((typeof id !== 'string' && typeof id !== 'number') || String(id) === '') return [];
    return [{ id: String(id), label: typeof label === 'string' && label !== '' ? label : String(id) }];
  });
}

/** Suggestions for the text typed after '@': labels containing it (case-insensitive), those starting with it first. */
export function filterMentions(items: readonly MentionItem[], query: string, limit: number): MentionItem[] {
  const needle = query.trim().toLowerCase();
  const matching = items.filter((item) => item.label.toLowerCase().includes(needle));
  const starts = matching.filter((item) => item.label.toLowerCase().startsWith(needle));
  const others = matching.filter((item) => !item.label.toLowerCase().startsWith(needle));
  return [...starts, ...others].slice(0, limit);
}

/** A link address the editor accepts: http(s), mailto, tel, or a relative path; scripts and data are refused. */
export function safeLinkUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const url = value.trim();
  if (url === '') return null;
  if (/^(https?:|mailto:|tel:)/i.test(url)) return url;
  if (/^[/#?]/.test(url) && !url.startsWith('//')) return url;
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return null;
  return `https://${url}`;
}

export const STYLED_TAGS = ['p', 'h1', 'h2', 'h3', 'blockquote', 'code', 'a', 'mention'] as const;
const STYLE_PROPERTIES = ['color', 'fontSize', 'fontWeight', 'fontFamily', 'lineHeight', 'backgroundColor', 'margin'] as const;

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * Per-tag styles (`{ h1: { fontSize: '2rem', color: '#333' } }`) as CSS variables (`--ww-rt-h1-font-size`), which
 * the stylesheet reads with defaults. Unknown tags and properties are ignored; values must be plain CSS values.
 */
export function tagStyleVariables(value: unknown): Record<string, string> {
  const variables: Record<string, string> = {};
  if (value === null || typeof value !== 'object') return variables;
  for (const tag of STYLED_TAGS) {
    const styles = (value as Record<string, unknown>)[tag];
    if (styles === null || typeof styles !== 'object') continue;
    for (const property of STYLE_PROPERTIES) {
      const declared = (styles as Record<string, unknown>)[property];
      if ((typeof declared === 'string' || typeof declared === 'number') && !/[;{}<>]/.test(String(declared))) {
        variables[`--ww-rt-${tag}-${kebab(property)}`] = String(declared);
      }
    }
  }
  return variables;
}
