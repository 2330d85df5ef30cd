// A short-lived cache kept per owner (a database): entries expire after a fixed time, and the owner's map is emptied
// when it reaches its bound, so a burst of distinct keys never grows memory. Owners are weakly held: a closed database
// takes its cache with it.

export interface OwnerCache<T> {
  /** The fresh entry, or undefined (an expired one is dropped). */
  get(owner: object, key: string, now: number): T | undefined;
  set(owner: object, key: string, value: T, now: number): void;
  delete(owner: object, key: string): void;
}

export function createOwnerCache<T>(ttlMs: number, maxEntries = 1000): OwnerCache<T> {
  const caches = new WeakMap<object, Map<string, { value: T; until: number }>>();
  return {
    get(owner, key, now) {
      const cache = caches.get(owner);
      const hit = cache?.get(key);
      if (hit === undefined) return undefined;
      if (hit.until > now) return hit.value;
      cache!.delete(key);
      return undefined;
    },
    set(owner, key, value, now) {
      let cache = caches.get(owner);
      if (cache === undefined) caches.set(owner, (cache = new Map()));
      if (cache.size >= maxEntries) cache.clear();
      cache.set(key, { value, until: now + ttlMs });
    },
    delete(owner, key) {
      caches.get(owner)?.delete(key);
    },
  };
}
