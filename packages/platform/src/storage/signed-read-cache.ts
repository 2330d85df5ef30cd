// Object rows for downloads through signed URLs, kept per database for a second: a viewer reading a manual by byte
// ranges sends dozens of requests for the same object, each already authorised by its token, and each then costs a
// file open instead of a query. A cached row is used only while its version's file still exists, so a deleted or
// replaced object (whose old version is removed) is read again from the database; at most for SIGNED_READ_TTL_MS an
// overwrite may still serve the previous bytes, as a CDN would.
import type { ObjectRow } from './object-row';
import { createOwnerCache } from './owner-cache';

export const SIGNED_READ_TTL_MS = 1000;

const cache = createOwnerCache<ObjectRow>(SIGNED_READ_TTL_MS);

export interface SignedReadDeps {
  /** Reads the row from the database (throws when there is none). */
  load(): Promise<ObjectRow>;
  /** Does the row's version still have its bytes? */
  exists(row: ObjectRow): Promise<boolean>;
  now?: () => number;
}

export async function readSignedObject(owner: object, bucket: string, key: string, deps: SignedReadDeps): Promise<ObjectRow> {
  const now = deps.now ?? Date.now;
  const id = `${bucket}/${key}`;
  const hit = cache.get(owner, id, now());
  if (hit && (await deps.exists(hit))) return hit;
  cache.delete(owner, id);
  const row = await deps.load();
  cache.set(owner, id, row, now());
  return row;
}
