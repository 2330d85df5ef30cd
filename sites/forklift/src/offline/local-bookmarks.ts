// Bookmarks of a saved manual kept on the phone: added, changed and deleted offline, marked pending until the server
// has them (offline-sync.ts). One per manual and page, as on the server (its unique key), so nothing is doubled.
import type { Bookmark } from '../search/portal-api';
import type { LocalBookmark, OfflineDb } from './offline-db';

export const localBookmarkId = (manualId: string, page: number) => `local:${manualId}:${page}`;

export function asBookmark(local: LocalBookmark): Bookmark {
  return {
    id: local.id ?? localBookmarkId(local.manual_id, local.page_number),
    manual_id: local.manual_id,
    page_number: local.page_number,
    note: local.note,
    updated_at: local.updated_at,
  };
}

/** The manual's bookmarks as the phone knows them (pending deletions hidden), by page. */
export async function listLocalBookmarks(db: OfflineDb, manualId: string): Promise<Bookmark[]> {
  const rows = await db.getAllFromIndex('bookmarks', 'manual', manualId);
  return rows
    .filter((row) => row.pending !== 'delete')
    .map(asBookmark)
    .sort((a, b) => a.page_number - b.page_number);
}

export async function saveLocalBookmark(db: OfflineDb, manualId: string, page: number, note: string): Promise<Bookmark> {
  const known = await db.get('bookmarks', [manualId, page]);
  const row: LocalBookmark = {
    manual_id: manualId,
    page_number: page,
    note: note.slice(0, 2000),
    updated_at: new Date().toISOString(),
    id: known?.id ?? null,
    serverUpdatedAt: known?.serverUpdatedAt ?? null,
    pending: 'save',
  };
  await db.put('bookmarks', row);
  return asBookmark(row);
}

/** Marks the bookmark deleted (a row the server never had is simply dropped). */
export async function deleteLocalBookmark(db: OfflineDb, id: string): Promise<void> {
  const rows = await db.getAll('bookmarks');
  const row = rows.find((candidate) => asBookmark(candidate).id === id);
  if (!row) return;
  if (row.id === null) await db.delete('bookmarks', [row.manual_id, row.page_number]);
  else await db.put('bookmarks', { ...row, pending: 'delete', updated_at: new Date().toISOString() });
}

/** The server's bookmarks of a manual, kept as synced (pending local changes win until they are sent). */
export async function rememberServerBookmarks(db: OfflineDb, manualId: string, bookmarks: readonly Bookmark[]): Promise<void> {
  const tx = db.transaction('bookmarks', 'readwrite');
  const local = await tx.store.index('manual').getAll(manualId);
  const pending = new Set(local.filter((row) => row.pending !== null).map((row) => row.page_number));
  for (const row of local) if (row.pending === null) await tx.store.delete([row.manual_id, row.page_number]);
  for (const bookmark of bookmarks) {
    if (pending.has(bookmark.page_number)) continue;
    await tx.store.put({ ...bookmark, serverUpdatedAt: bookmark.updated_at, pending: null });
  }
  await tx.done;
}

/** For a manual saved on the phone and opened online: its server bookmarks kept for the next offline visit. */
export async function refreshSavedBookmarks(db: OfflineDb, manualId: string, serverBookmarks: () => Promise<Bookmark[]>): Promise<void> {
  if (!(await db.get('manuals', manualId))) return;
  await rememberServerBookmarks(db, manualId, await serverBookmarks());
}
