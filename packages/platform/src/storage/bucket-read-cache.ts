// The bucket facts a download needs (does it exist, is it public), kept per database for a second, so a burst of
// ranged reads (a viewer paging through a manual) costs one query each instead of two. This process forgets a bucket
// as soon as it changes or deletes it; another process sees the change within BUCKET_READ_TTL_MS.
import type { BucketRow } from './buckets-sql';
import { findBucket } from './buckets-sql';
import type { Queryable } from '../db';

export const BUCKET_READ_TTL_MS = 1000;

interface Entry {
  bucket: BucketRow;
  until: number;
}

const caches = new WeakMap<object, Map<string, Entry>>();

function cacheOf(owner: object): Map<string, Entry> {
  let cache = caches.get(owner);
  if (!cache) {
    cache = new Map();
    caches.set(owner, cache);
  }
  return cache;
}

/** The bucket (from the cache while fresh); a missing bucket is never cached, so a new one is seen at once. */
export async function readBucket(owner: object, db: Queryable, id: string, now: () => number = Date.now): Promise<BucketRow | undefined> {
  const cache = cacheOf(owner);
  const hit = cache.get(id);
  if (hit && hit.until > now()) return hit.bucket;
  const bucket = await findBucket(db, id);
  if (bucket) {
    if (cache.size >= 1000) cache.clear();
    cache.set(id, { bucket, until: now() + BUCKET_READ_TTL_MS });
  } else cache.delete(id);
  return bucket;
}

/** Called by the routes that change or delete a bucket. */
export function forgetBucket(owner: object, id: string): void {
  caches.get(owner)?.delete(id);
}
