// Fixed-window request counters per key (IP or address), kept in memory; 429 over_request_rate_limit when exceeded.
import { tooManyRequests } from './errors';

interface Window {
  count: number;
  resetAt: number;
}

export class RateLimiter {
  private readonly windows = new Map<string, Window>();
  private lastSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts one request for `key`; false once more than `limit` arrived within the current window. */
  hit(key: string, limit: number, windowMs: number): boolean {
    const now = this.now();
    this.sweep(now);
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      this.windows.set(key, { count: 1, resetAt: now + windowMs });
      return limit >= 1;
    }
    window.count += 1;
    return window.count <= limit;
  }

  /** Throws GoTrue's 429 when the request is over the limit. */
  enforce(key: string, limit: number, windowMs: number): void {
    if (!this.hit(key, limit, windowMs)) throw tooManyRequests('over_request_rate_limit', 'Request rate limit reached');
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < 60_000 && this.windows.size < 100_000) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

export const FIVE_MINUTES = 5 * 60_000;
export const ONE_HOUR = 60 * 60_000;
