// The viewer's calls answered from the phone for a saved manual: its row, pages' text, find inside it (MiniSearch over
// its pages, snippets as the server's), and bookmarks kept locally and queued for the server. Everything else goes
// to the online API (which fails clearly offline).
import MiniSearch from 'minisearch';
import type { ManualInfo, ManualPageHit, PortalApi } from '../search/portal-api';
import { readSavedPages, type OfflineDb, type SavedManual } from './offline-db';
import { deleteLocalBookmark, listLocalBookmarks, saveLocalBookmark } from './local-bookmarks';
import { indexTerm } from './offline-index';
import { snippetOf } from './offline-search';
import { syncOfflineWork } from './offline-sync';

export function manualInfoOf(saved: SavedManual): ManualInfo {
  return {
    id: saved.id,
    brand_id: saved.brand_id,
    kind: saved.kind,
    title: saved.title,
    tier: saved.tier,
    page_count: saved.page_count,
    preview_pages: saved.preview_pages,
    object_path: saved.object_path,
    file_size: saved.file_size,
    revision: saved.revision,
  };
}

interface PageDoc {
  id: number;
  section: string;
  body: string;
}

export function createOfflinePortalApi(online: PortalApi, db: OfflineDb, saved: SavedManual): PortalApi {
  let index: Promise<{ search: MiniSearch<PageDoc>; bodies: Map<number, PageDoc> }> | undefined;
  const pagesIndex = () =>
    (index ??= readSavedPages(db, saved.id).then((pages) => {
      const search = new MiniSearch<PageDoc>({
        fields: ['section', 'body'],
        processTerm: indexTerm,
        searchOptions: { prefix: (term) => term.length >= 4, fuzzy: (term) => (term.length >= 5 ? 0.2 : false), combineWith: 'AND' },
      });
      const docs = pages.map((page) => ({ id: page.page_number, section: page.section_title ?? '', body: page.body }));
      search.addAll(docs);
      return { search, bodies: new Map(docs.map((doc) => [doc.id, doc])) };
    }));
  // A bookmark made offline goes to the server as soon as the network is back.
  const trySync = () => void syncOfflineWork().catch(() => undefined);

  return {
    ...online,
    manual: async (id) => (id === saved.id ? manualInfoOf(saved) : online.manual(id)),
    readablePages: async () => (await readSavedPages(db, saved.id)).map((page) => page.page_number).sort((a, b) => a - b),
    pageWords: async () => [],
    pageText: async (_id, page) => {
      const row = (await readSavedPages(db, saved.id)).find((candidate) => candidate.page_number === page);
      return row ? { section_title: row.section_title, body: row.body } : null;
    },
    async searchManual(_id, query): Promise<ManualPageHit[]> {
      const { search, bodies } = await pagesIndex();
      return search
        .search(query.slice(0, 200))
        .slice(0, 100)
        .map((result) => {
          const doc = bodies.get(Number(result.id));
          return {
            page_number: Number(result.id),
            section_title: doc?.section || null,
            snippet: snippetOf(doc?.body ?? '', result.terms),
            rank: result.score,
          };
        });
    },
    bookmarks: () => listLocalBookmarks(db, saved.id),
    async saveBookmark(_id, page, note) {
      const bookmark = await saveLocalBookmark(db, saved.id, page, note);
      trySync();
      return bookmark;
    },
    async deleteBookmark(id) {
      await deleteLocalBookmark(db, id);
      trySync();
    },
  };
}
