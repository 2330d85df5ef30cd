// Bookmarks kept on the phone: one per page (the server's key), pending until sent; a note changed elsewhere while the
// phone was offline is kept beside the phone's, never lost; one the server never had is simply dropped on delete.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { openOfflineDb } from './offline-db';
import { deleteLocalBookmark, listLocalBookmarks, rememberServerBookmarks, saveLocalBookmark } from './local-bookmarks';
import { mergedNote } from './offline-sync';
import { MANUAL_ID } from './offline-test-data';

describe('local bookmarks', () => {
  it('keeps one bookmark per page, pending until sent, and drops an unsent one on delete', async () => {
    const db = await openOfflineDb(`bookmarks-${Date.now()}`);
    await saveLocalBookmark(db, MANUAL_ID, 212, 'first');
    const again = await saveLocalBookmark(db, MANUAL_ID, 212, 'second');
    expect(await listLocalBookmarks(db, MANUAL_ID)).toEqual([again]);
    expect((await db.getAll('bookmarks'))[0]).toMatchObject({ note: 'second', pending: 'save', id: null });
    await deleteLocalBookmark(db, again.id);
    expect(await db.getAll('bookmarks')).toEqual([]);
  });

  it("keeps the server's bookmarks beside pending local changes, and marks a synced one deleted", async () => {
    const db = await openOfflineDb(`bookmarks-server-${Date.now()}`);
    await saveLocalBookmark(db, MANUAL_ID, 5, 'phone note');
    await rememberServerBookmarks(db, MANUAL_ID, [
      { id: 'b1', manual_id: MANUAL_ID, page_number: 5, note: 'server note', updated_at: '2026-01-01T00:00:00Z' },
      { id: 'b2', manual_id: MANUAL_ID, page_number: 9, note: 'other', updated_at: '2026-01-01T00:00:00Z' },
    ]);
    const listed = await listLocalBookmarks(db, MANUAL_ID);
    expect(listed.map((b) => [b.page_number, b.note])).toEqual([
      [5, 'phone note'],
      [9, 'other'],
    ]);
    await deleteLocalBookmark(db, 'b2');
    expect((await db.get('bookmarks', [MANUAL_ID, 9]))?.pending).toBe('delete');
    expect((await listLocalBookmarks(db, MANUAL_ID)).map((b) => b.page_number)).toEqual([5]);
  });
});

describe('mergedNote', () => {
  const local = (note: string, serverUpdatedAt: string | null = '2026-01-01T00:00:00Z') => ({ note, serverUpdatedAt });
  it("sends the phone's note when the server's did not change meanwhile", () => {
    expect(mergedNote(local('new'), { note: 'old', updated_at: '2026-01-01T00:00:00Z' })).toBe('new');
    expect(mergedNote(local('new'), undefined)).toBe('new');
  });
  it("keeps both when the server's changed since the phone saw it (or the phone never had it)", () => {
    expect(mergedNote(local('phone'), { note: 'desk', updated_at: '2026-02-01T00:00:00Z' })).toBe('desk\nphone');
    expect(mergedNote(local('phone', null), { note: 'desk', updated_at: '2026-01-01T00:00:00Z' })).toBe('desk\nphone');
    expect(mergedNote(local('', null), { note: 'desk', updated_at: '2026-01-01T00:00:00Z' })).toBe('desk');
    expect(mergedNote(local('desk and phone', null), { note: 'desk', updated_at: '2026-02-01T00:00:00Z' })).toBe('desk and phone');
  });
});
