// What was done offline, sent when the network returns: bookmarks (upserted on the server's key, user + manual +
// page, so a retry never doubles one; a note changed on another device meanwhile is kept beside the phone's, never
// lost) and diagnoses (asked again of the diagnose function, which saves them under the account's limits and rules:
// then they are in the dashboard's history). Runs on start and on every `online` event; one run at a time.
import { createPortalApi, type PortalApi } from '../search/portal-api';
import { createWire } from '../search/wire';
import { diagnose, type StreamEvent } from '../elements/diagnostic-chat/chat-api';
import { openOfflineDb, type LocalBookmark, type OfflineDb } from './offline-db';
import { sessionUserId } from './session-user';

export interface SyncResult {
  bookmarks: number;
  diagnoses: number;
  failed: number;
}

/** The note to send: the phone's, with the server's kept too when it changed there since the phone last saw it. */
export function mergedNote(
  local: Pick<LocalBookmark, 'note' | 'serverUpdatedAt'>,
  server: { note: string; updated_at: string } | undefined,
): string {
  if (!server || server.note === local.note) return local.note;
  const changedThere = local.serverUpdatedAt === null || Date.parse(server.updated_at) > Date.parse(local.serverUpdatedAt);
  if (!changedThere || server.note.trim() === '' || local.note.includes(server.note)) return local.note;
  if (local.note.trim() === '') return server.note;
  return `${server.note}\n${local.note}`.slice(0, 2000);
}

async function syncBookmarks(db: OfflineDb, api: PortalApi): Promise<{ sent: number; failed: number }> {
  const wire = createWire();
  const pending = (await db.getAll('bookmarks')).filter((row) => row.pending !== null);
  let sent = 0;
  let failed = 0;
  for (const row of pending) {
    try {
      if (row.pending === 'delete') {
        await wire.call<unknown>(`/rest/v1/bookmarks?manual_id=eq.${encodeURIComponent(row.manual_id)}&page_number=eq.${row.page_number}`, {
          method: 'DELETE',
        });
        await db.delete('bookmarks', [row.manual_id, row.page_number]);
      } else {
        const [server] = await wire.call<Array<{ note: string; updated_at: string }>>(
          `/rest/v1/bookmarks?manual_id=eq.${encodeURIComponent(row.manual_id)}&page_number=eq.${row.page_number}&select=note,updated_at`,
        );
        const saved = await api.saveBookmark(row.manual_id, row.page_number, mergedNote(row, server));
        // A change made while this one was on its way stays pending.
        const now = await db.get('bookmarks', [row.manual_id, row.page_number]);
        if (now && now.updated_at === row.updated_at)
          await db.put('bookmarks', { ...saved, serverUpdatedAt: saved.updated_at, pending: null });
      }
      sent += 1;
    } catch {
      failed += 1;
    }
  }
  return { sent, failed };
}

async function syncDiagnoses(db: OfflineDb, userId: string): Promise<{ sent: number; failed: number }> {
  const waiting = (await db.getAll('diagnoses')).filter((row) => row.uploadedAs === null && row.userId === userId);
  let sent = 0;
  let failed = 0;
  for (const row of waiting) {
    try {
      let id: string | null = null;
      await diagnose(row.input, (event: StreamEvent) => {
        if (event.event === 'done') id = event.data.diagnosisId;
      });
      if (id === null) throw new Error('not saved');
      await db.put('diagnoses', { ...row, uploadedAs: id });
      sent += 1;
    } catch {
      failed += 1;
    }
  }
  return { sent, failed };
}

let running: Promise<SyncResult> | undefined;

/** Sends what waits (once at a time); a visitor or an offline phone sends nothing. */
export function syncOfflineWork(): Promise<SyncResult> {
  if (running) return running;
  running = (async () => {
    const userId = sessionUserId();
    if (!userId || (typeof navigator !== 'undefined' && !navigator.onLine)) return { bookmarks: 0, diagnoses: 0, failed: 0 };
    const db = await openOfflineDb();
    const marks = await syncBookmarks(db, createPortalApi());
    const diagnoses = await syncDiagnoses(db, userId);
    return { bookmarks: marks.sent, diagnoses: diagnoses.sent, failed: marks.failed + diagnoses.failed };
  })().finally(() => {
    running = undefined;
  });
  return running;
}

/** Syncs now and whenever the network returns; returns the listener's removal. */
export function watchOfflineSync(onSynced?: (result: SyncResult) => void): () => void {
  const run = () =>
    void syncOfflineWork().then(
      (result) => onSynced?.(result),
      () => undefined,
    );
  run();
  window.addEventListener('online', run);
  return () => window.removeEventListener('online', run);
}
