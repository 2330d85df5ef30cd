// The bucket facts a download needs (does it exist, is it public), kept per database for a second, so a burst of
// ranged reads (a viewer paging through a manual) costs one query each instead of two. This process forgets a bucket
// as soon as it changes or deletes it; another process sees the change within BUCKET_READ_TTL_MS.
import type { BucketRow } from './buckets-sql';
import { findBucket } from './buckets-sql';
import type { Queryable } from '../db';
import { createOwnerCache } from './owner-cache';

export const BUCKET_READ_TTL_MS = 1000;

const cache = createOwnerCache<BucketRow>(BUCKET_READ_TTL_MS);

/** The bucket (from the cache while fresh); a missing bucket is never cached, so a new one is seen at once. */
export async function readBucket(owner: object, db: Queryable, id: string, now: () => number = Date.now): Promise<BucketRow | undefined> {
  const hit = cache.get(owner, id, now());
  if (hit) return hit;
  const bucket = await findBucket(db, id);
  if (bucket) cache.set(owner, id, bucket, now());
  return bucket;
}

/** Called by the routes that change or delete a bucket. */
export function forgetBucket(owner: object, id: string): void {
  cache.delete(owner, id);
}
