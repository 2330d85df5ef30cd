// Search over what is saved on the phone, in the results' shape (SearchHit): a code typed in any spelling first (the
// local code reader, as the server reads it), then codes and pages by their words (MiniSearch), best first, each page
// with a snippet around the words found. Hits carry `offline: true` so their links open the offline pages.
import type { SearchHit } from '../search/portal-api';
import { looksLikeCode } from '../content/code-reader';
import { openOfflineDb, readSavedPages, type OfflineDb, type SavedCode } from './offline-db';
import { codeDoc, createOfflineIndex, pageDoc, upsertDocs, type OfflineIndex } from './offline-index';
import { readCodeLocally } from './read-code-locally';
import { sessionUserId } from './session-user';

export type OfflineHit = SearchHit & { offline: true };

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** About 160 characters of `text` around the first term found, the terms marked (escaped as the server's snippets). */
export function snippetOf(text: string, terms: readonly string[], width = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const lower = flat.toLowerCase();
  const at = Math.min(...terms.map((term) => lower.indexOf(term.toLowerCase())).filter((i) => i >= 0), flat.length);
  const start = at >= flat.length ? 0 : Math.max(0, at - Math.floor(width / 3));
  const piece = flat.slice(start, start + width);
  const words = [...new Set(terms.filter((term) => term.length >= 2))].sort((a, b) => b.length - a.length);
  const marked = words.length
    ? escape(piece).replace(
        new RegExp(`(${words.map((w) => escape(w).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`, 'gi'),
        '<mark>$1</mark>',
      )
    : escape(piece);
  return `${start > 0 ? '…' : ''}${marked}${start + width < flat.length ? '…' : ''}`;
}

export interface OfflineSearcher {
  search(query: string, brand?: string | null, maxResults?: number): Promise<OfflineHit[]>;
  /** Whether anything is saved for the account. */
  hasContent(): Promise<boolean>;
}

interface Loaded {
  index: OfflineIndex;
  codes: SavedCode[];
  brands: Array<{ id: string; code_example: string; code_pattern: string }>;
  pageText: Map<string, string>;
}

async function load(db: OfflineDb, userId: string | null): Promise<Loaded> {
  const manuals = (await db.getAll('manuals')).filter((manual) => manual.userId === userId);
  const ids = new Set(manuals.map((manual) => manual.id));
  const codes = (await db.getAll('codes')).filter((code) => code.manualIds.some((id) => ids.has(id)));
  const brands = await db.getAll('brands');
  const index = createOfflineIndex();
  const pageText = new Map<string, string>();
  for (const manual of manuals) {
    const pages = await readSavedPages(db, manual.id);
    const docs = pages.map((page) => pageDoc(manual, page));
    for (const doc of docs) pageText.set(doc.id, doc.text);
    upsertDocs(index, docs);
  }
  upsertDocs(index, codes.map(codeDoc));
  return { index, codes, brands, pageText };
}

/** The searcher over the saved content of the signed-in account (or a named database and account, for tests). */
export function createOfflineSearcher(options: { db?: () => Promise<OfflineDb>; userId?: () => string | null } = {}): OfflineSearcher {
  const openDb = options.db ?? (() => openOfflineDb());
  const user = options.userId ?? sessionUserId;
  let loaded: Promise<Loaded> | undefined;
  const ready = () =>
    (loaded ??= openDb().then(async (db) => {
      const start = performance.now();
      const built = await load(db, user());
      // User Timing: the bench (and the browser's performance panel) read how long building and each search took.
      performance.measure('liftfix:offline-index', { start, end: performance.now() });
      return built;
    }));

  return {
    async hasContent() {
      const db = await openDb();
      const userId = user();
      return (await db.getAll('manuals')).some((manual) => manual.userId === userId);
    },
    async search(query, brand = null, maxResults = 40) {
      const text = query.trim().slice(0, 200);
      if (!text) return [];
      const { index, codes, brands, pageText } = await ready();
      const start = performance.now();
      const hits: OfflineHit[] = [];
      const seen = new Set<string>();
      if (looksLikeCode(text)) {
        const readings = readCodeLocally(text, codes, brands, brand);
        const least = Math.min(...readings.map((reading) => reading.penalty));
        for (const reading of readings.filter((r) => r.penalty === least)) {
          const code = reading.code as SavedCode;
          seen.add(`c:${code.id}`);
          hits.push({
            kind: 'error_code',
            brand_id: code.brand_id,
            title: `${code.code} — ${code.title}`,
            manual_id: null,
            page_number: null,
            error_code_id: code.id,
            snippet: escape(code.summary.slice(0, 200)),
            rank: 100 - reading.penalty,
            offline: true,
          });
        }
      }
      const found = index.search(text, brand ? { filter: (result) => result.brand_id === brand } : {});
      const fallback =
        found.length > 0 ? found : index.search(text, { combineWith: 'OR', ...(brand ? { filter: (r) => r.brand_id === brand } : {}) });
      for (const result of fallback) {
        if (hits.length >= maxResults) break;
        if (seen.has(String(result.id))) continue;
        seen.add(String(result.id));
        const kind = result.kind as 'page' | 'error_code';
        const body = kind === 'page' ? (pageText.get(String(result.id)) ?? '') : '';
        const code = kind === 'error_code' ? codes.find((c) => c.id === result.error_code_id) : undefined;
        hits.push({
          kind,
          brand_id: String(result.brand_id),
          title: String(result.title),
          manual_id: (result.manual_id as string | null) ?? null,
          page_number: (result.page_number as number | null) ?? null,
          error_code_id: (result.error_code_id as string | null) ?? null,
          snippet: snippetOf(kind === 'page' ? body : (code?.summary ?? ''), result.terms),
          rank: result.score,
          offline: true,
        });
      }
      performance.measure('liftfix:offline-search', { start, end: performance.now() });
      return hits.slice(0, maxResults);
    },
  };
}
