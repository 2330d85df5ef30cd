// Saved premium content follows the account, checked at every start of the offline features: signed out, everything
// saved on this phone is deleted, offline or not; another account signed in, the other account's copies are; past
// the end of the paid access known at saving, the premium copy is (offline too); online, each saved
// premium manual is asked again of the server as the member (row-level security: its last page is readable only
// while a plan opens it) and deleted when the plan has ended.
import { createWire } from '../search/wire';
import { openOfflineDb, type OfflineDb } from './offline-db';
import { removeEverythingSaved, removeSavedManual } from './saved-manuals';
import { sessionUserId } from './session-user';

export interface RightsOptions {
  db?: OfflineDb;
  userId?: string | null;
  online?: boolean;
  /** The time to judge the end of access by (ms since the epoch). */
  now?: number;
  /** Whether the member may still read every page of a premium manual (the server, as the member). */
  stillReadable?: (manualId: string, pageCount: number) => Promise<boolean>;
}

function serverCheck(): (manualId: string, pageCount: number) => Promise<boolean> {
  const wire = createWire();
  return async (manualId, pageCount) => {
    const rows = await wire.call<Array<{ page_number: number }>>(
      `/rest/v1/manual_pages?manual_id=eq.${encodeURIComponent(manualId)}&page_number=eq.${pageCount}&select=page_number`,
    );
    return rows.length > 0;
  };
}

/** Deletes the saved premium manuals the account may no longer keep; resolves with how many were deleted. */
export async function enforceOfflineRights(options: RightsOptions = {}): Promise<number> {
  const db = options.db ?? (await openOfflineDb());
  const userId = options.userId !== undefined ? options.userId : sessionUserId();
  const online = options.online ?? (typeof navigator === 'undefined' ? true : navigator.onLine);
  // Signed out: nothing stays (the saved pages hold the account's own screens, and unsent changes cannot be sent).
  if (userId === null) {
    const premium = (await db.getAll('manuals')).filter((manual) => manual.tier === 'premium').length;
    await removeEverythingSaved(db);
    return premium;
  }
  let removed = 0;
  const now = options.now ?? Date.now();
  for (const manual of await db.getAll('manuals')) {
    if (manual.userId === userId && manual.tier === 'free') continue;
    // The paid access ended (as the server said at saving), checked offline too.
    let keep = manual.userId === userId && (manual.accessUntil === null || Date.parse(manual.accessUntil) > now);
    if (keep && online) {
      // A check that could not be made (the network failed) keeps the copy until the next start.
      keep = await (options.stillReadable ?? serverCheck())(manual.id, manual.page_count).catch(() => true);
    }
    // Another account's copies are never shown here; a signed-out phone keeps nothing premium.
    if (!keep) {
      await removeSavedManual(manual.id, db);
      removed += manual.tier === 'premium' ? 1 : 0;
    }
  }
  return removed;
}
