// The one request limiter: fixed-window counters per key (client address, e-mail address…), in this process's memory.
// Used by auth (GoTrue's per-IP and per-address limits), the REST proxy and the user-files endpoint. Two exceptions
// on purpose: the per-account password-attempt limit is stored in the database so every process shares it
// (auth/sign-in-attempts.ts), and a realtime socket's frame budget is the `TokenBucket` below (one per socket, no key).

/** A budget: at most `requests` per key in each window of `windowMs`. */
export interface RateLimit {
  requests: number;
  windowMs: number;
}

interface Window {
  count: number;
  resetAt: number;
}

/** Finished windows are dropped at most once a minute, or at once when this many keys are held. */
const SWEEP_INTERVAL_MS = 60_000;
const SWEEP_SIZE = 100_000;

export class RateLimiter {
  private readonly windows = new Map<string, Window>();
  private lastSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts one request for `key`: undefined within the budget, else the whole seconds (≥ 1) until its window ends. */
  hit(key: string, limit: RateLimit): number | undefined {
    const now = this.now();
    this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + limit.windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return window.count > limit.requests ? Math.max(1, Math.ceil((window.resetAt - now) / 1000)) : undefined;
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < SWEEP_INTERVAL_MS && this.windows.size < SWEEP_SIZE) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

/** A token bucket for one connection: `take()` is false once more than `perSecond` (plus a burst) events arrived. */
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly perSecond: number,
    private readonly burst: number = perSecond,
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = burst;
    this.last = now();
  }

  take(): boolean {
    const now = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
