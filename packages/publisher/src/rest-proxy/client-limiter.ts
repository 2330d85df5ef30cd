// Fixed-window request counters per client address, kept in memory, for the REST proxy's per-address rate limit.

export interface RateLimit {
  /** Requests one client address may make per window. */
  requests: number;
  windowMs: number;
}

export const DEFAULT_PROXY_RATE_LIMIT: RateLimit = { requests: 60, windowMs: 60_000 };

interface Window {
  count: number;
  resetAt: number;
}

export class ClientLimiter {
  private readonly windows = new Map<string, Window>();
  private lastSweep = 0;

  constructor(
    private readonly limit: RateLimit,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one request; the seconds until the window resets when it is over the limit, else undefined. */
  hit(key: string): number | undefined {
    const now = this.now();
    this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + this.limit.windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return window.count > this.limit.requests ? Math.max(1, Math.ceil((window.resetAt - now) / 1000)) : undefined;
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < this.limit.windowMs && this.windows.size < 100_000) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
