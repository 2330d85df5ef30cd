// The in-browser index of what is saved (MiniSearch): every saved page's text and every saved code's words, built
// from IndexedDB on the first offline search of a visit and grown as manuals are saved (`addManual`), so a search
// never waits for a rebuild. Fuzzy and prefix matching stand in for the server's typo correction.
import MiniSearch from 'minisearch';
import type { SavedCode, SavedManual, SavedPage } from './offline-db';

export interface IndexedDoc {
  id: string;
  kind: 'page' | 'error_code';
  brand_id: string;
  manual_id: string | null;
  page_number: number | null;
  error_code_id: string | null;
  title: string;
  text: string;
}

export type OfflineIndex = MiniSearch<IndexedDoc>;

/** Lower case; single letters ("E" of "E-212") say nothing about a page and are left out. */
export function indexTerm(term: string): string | null {
  return term.length < 2 && !/[0-9]/.test(term) ? null : term.toLowerCase();
}

export function createOfflineIndex(): OfflineIndex {
  return new MiniSearch<IndexedDoc>({
    fields: ['title', 'text'],
    processTerm: indexTerm,
    storeFields: ['kind', 'brand_id', 'manual_id', 'page_number', 'error_code_id', 'title'],
    searchOptions: {
      boost: { title: 2 },
      prefix: (term) => term.length >= 4,
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      combineWith: 'AND',
    },
  });
}

export function pageDoc(manual: Pick<SavedManual, 'title' | 'brand_id'>, page: SavedPage): IndexedDoc {
  return {
    id: `p:${page.manual_id}:${page.page_number}`,
    kind: 'page',
    brand_id: manual.brand_id,
    manual_id: page.manual_id,
    page_number: page.page_number,
    error_code_id: null,
    title: `${manual.title}, page ${page.page_number}${page.section_title ? ` — ${page.section_title}` : ''}`,
    text: page.body,
  };
}

export function codeDoc(code: SavedCode): IndexedDoc {
  const d = code.details;
  return {
    id: `c:${code.id}`,
    kind: 'error_code',
    brand_id: code.brand_id,
    manual_id: null,
    page_number: null,
    error_code_id: code.id,
    title: `${code.code} — ${code.title}`,
    text: [code.summary, d?.triggerCondition, d?.effect, ...(d?.causes.map((c) => c.text) ?? []), d?.remedy].filter(Boolean).join('\n'),
  };
}

/** Adds or replaces documents (a manual saved again replaces its pages). */
export function upsertDocs(index: OfflineIndex, docs: readonly IndexedDoc[]): void {
  for (const doc of docs) if (index.has(doc.id)) index.discard(doc.id);
  index.addAll(docs);
}
