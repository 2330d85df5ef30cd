// A per-key fixed-window counter (per process, in memory), for the anonymous-friendly upload endpoint.

export interface RateLimiter {
  /** Counts one hit; false when the key is over its budget for the current window. */
  take(key: string): boolean;
}

export function createRateLimiter(max: number, windowMs: number, now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    take(key) {
      const at = now();
      // Drop finished windows now and then, so the map cannot grow without bound.
      if (windows.size > 10_000) for (const [k, w] of windows) if (at - w.start >= windowMs) windows.delete(k);
      const current = windows.get(key);
      if (!current || at - current.start >= windowMs) {
        windows.set(key, { start: at, count: 1 });
        return true;
      }
      current.count += 1;
      return current.count <= max;
    },
  };
}
