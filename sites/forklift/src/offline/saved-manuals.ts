// The saved manuals of the signed-in account: find one (the viewer), list them (the dashboard), remove one or all
// (its file, pages, the codes only it brought, the saved pages once nothing is left).
import { openOfflineDb, type OfflineDb, type SavedManual } from './offline-db';
import { deleteAllSavedFiles, deleteSavedFile, readSavedFile } from './saved-files';
import { deleteSavedPages } from './saved-pages';
import { sessionUserId } from './session-user';

export interface OpenedSavedManual {
  db: OfflineDb;
  saved: SavedManual;
  file: Uint8Array;
}

/** The account's saved copy of a manual with its file, or null. */
export async function findSavedManual(manualId: string): Promise<{ db: OfflineDb; saved: SavedManual } | null> {
  if (typeof indexedDB === 'undefined') return null;
  const db = await openOfflineDb();
  const saved = await db.get('manuals', manualId);
  return saved && saved.userId === sessionUserId() ? { db, saved } : null;
}

export async function openSavedManual(manualId: string): Promise<OpenedSavedManual | null> {
  const found = await findSavedManual(manualId);
  if (!found) return null;
  const file = await readSavedFile(manualId);
  return file ? { ...found, file } : null;
}

export async function listSavedManuals(db?: OfflineDb): Promise<SavedManual[]> {
  const store = db ?? (await openOfflineDb());
  const userId = sessionUserId();
  return (await store.getAll('manuals')).filter((manual) => manual.userId === userId).sort((a, b) => a.title.localeCompare(b.title));
}

/** Removes one saved manual and whatever only it needed. */
export async function removeSavedManual(manualId: string, db?: OfflineDb): Promise<void> {
  const store = db ?? (await openOfflineDb());
  const tx = store.transaction(['manuals', 'pages', 'codes', 'bookmarks'], 'readwrite');
  await tx.objectStore('manuals').delete(manualId);
  await tx.objectStore('pages').delete(manualId);
  for (const code of await tx.objectStore('codes').getAll()) {
    if (!code.manualIds.includes(manualId)) continue;
    const rest = code.manualIds.filter((id) => id !== manualId);
    if (rest.length === 0) await tx.objectStore('codes').delete(code.id);
    else await tx.objectStore('codes').put({ ...code, manualIds: rest });
  }
  // Bookmarks still waiting for the server stay until sent; synced ones are the server's.
  for (const row of await tx.objectStore('bookmarks').index('manual').getAll(manualId)) {
    if (row.pending === null) await tx.objectStore('bookmarks').delete([row.manual_id, row.page_number]);
  }
  await tx.done;
  await deleteSavedFile(manualId);
  if ((await store.count('manuals')) === 0) await deleteSavedPages();
}

/** Removes everything saved on this phone (sign-out, or another account). */
export async function removeEverythingSaved(db?: OfflineDb): Promise<void> {
  const store = db ?? (await openOfflineDb());
  const tx = store.transaction(['manuals', 'pages', 'codes', 'brands', 'bookmarks', 'diagnoses'], 'readwrite');
  await Promise.all([...tx.objectStoreNames].map((name) => tx.objectStore(name).clear()));
  await tx.done;
  await deleteAllSavedFiles();
  await deleteSavedPages();
}

/** Bytes the phone gives the origin and uses (navigator.storage.estimate), when the browser tells. */
export async function storageEstimate(): Promise<{ usage: number; quota: number } | null> {
  if (typeof navigator === 'undefined' || !navigator.storage?.estimate) return null;
  const { usage = 0, quota = 0 } = await navigator.storage.estimate();
  return { usage, quota };
}

/** Asks the browser to keep saved content under storage pressure (granted or not, saving goes on). */
export async function askPersistentStorage(): Promise<boolean> {
  if (typeof navigator === 'undefined' || !navigator.storage?.persist) return false;
  return (await navigator.storage.persisted?.()) || navigator.storage.persist().catch(() => false);
}
