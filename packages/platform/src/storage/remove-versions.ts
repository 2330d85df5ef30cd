// Removes object versions no row points at any more; a failure is logged, never surfaced (the row change stands).
import type { ObjectLocation } from './backend';
import type { StorageDeps } from './storage-deps';

export async function removeVersions(deps: StorageDeps, locations: readonly ObjectLocation[]): Promise<void> {
  if (locations.length === 0) return;
  try {
    await deps.backend.remove(locations);
  } catch (error) {
    deps.ctx.log.warn({ err: error, count: locations.length }, 'storage: could not remove unused object versions');
  }
}

/** The stored version of each row that has one (rows written by other tools may have none). */
export function versionsOf(rows: readonly { bucket_id: string; name: string; version: string | null }[]): ObjectLocation[] {
  return rows.flatMap((row) => (row.version ? [{ bucket: row.bucket_id, key: row.name, version: row.version }] : []));
}
