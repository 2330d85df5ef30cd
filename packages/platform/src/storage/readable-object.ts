// Finds an object a caller may read, as the storage server's download, HEAD and info routes decide it.
import { readAsService, readOneAsCaller } from './database';
import type { StorageCaller } from './caller';
import { storageErrors } from './errors';
import { mustBeValidKey } from './limits';
import { readBucket } from './bucket-read-cache';
import type { ObjectRow } from './object-row';
import { mustFindObject } from './objects-sql';
import type { StorageDeps } from './storage-deps';

/**
 * Without a valid JWT only public buckets answer; in a public bucket any object is readable;
 * otherwise the object is selected as the caller, so policies decide (not found when they refuse).
 */
export async function findReadableObject(deps: StorageDeps, caller: StorageCaller, bucketId: string, key: string): Promise<ObjectRow> {
  const bucket = await readAsService(deps, (db) => readBucket(deps.ctx.db, db, bucketId));
  if (!bucket || (!caller.authenticated && !bucket.public)) throw storageErrors.noSuchBucket();
  mustBeValidKey(key);
  if (bucket.public) return readAsService(deps, (db) => mustFindObject(db, bucketId, key));
  return readOneAsCaller(deps, caller, (db) => mustFindObject(db, bucketId, key));
}

/** The public routes: the bucket must be public, then no policy applies. */
export async function findPublicObject(deps: StorageDeps, bucketId: string, key: string): Promise<ObjectRow> {
  const bucket = await readAsService(deps, (db) => readBucket(deps.ctx.db, db, bucketId));
  if (!bucket?.public) throw storageErrors.noSuchBucket();
  mustBeValidKey(key);
  return readAsService(deps, (db) => mustFindObject(db, bucketId, key));
}
