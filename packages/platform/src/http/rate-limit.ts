// The one rate limiter: fixed-window counters, in this process's memory. `RateLimiter` holds one window per key
// (client address, e-mail address…) for auth (GoTrue's per-IP and per-address limits), the REST proxy and the
// user-files endpoint; a realtime socket holds its own `RateWindow`s (frames, joins) instead of a key in a shared map.
// One exception on purpose: the per-account password-attempt limit is stored in the database so every process shares
// it (auth/sign-in-attempts.ts).

/** A budget: at most `requests` per key in each window of `windowMs`. */
export interface RateLimit {
  requests: number;
  windowMs: number;
}

/** One key's fixed window: counts events until `windowMs` after the first, then starts afresh. */
export class RateWindow {
  private count = 0;
  private resetAt = 0;

  /** Counts one event at `now`: undefined within the budget, else the whole seconds (≥ 1) until the window ends. */
  hit(limit: RateLimit, now: number): number | undefined {
    if (this.resetAt <= now) {
      this.count = 0;
      this.resetAt = now + limit.windowMs;
    }
    this.count += 1;
    return this.count > limit.requests ? Math.max(1, Math.ceil((this.resetAt - now) / 1000)) : undefined;
  }

  ended(now: number): boolean {
    return this.resetAt <= now;
  }
}

/** Finished windows are dropped at most once a minute, or at once when this many keys are held. */
const SWEEP_INTERVAL_MS = 60_000;
const SWEEP_SIZE = 100_000;

export class RateLimiter {
  private readonly windows = new Map<string, RateWindow>();
  private lastSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts one request for `key`: undefined within the budget, else the whole seconds (≥ 1) until its window ends. */
  hit(key: string, limit: RateLimit): number | undefined {
    const now = this.now();
    this.sweep(now);
    let window = this.windows.get(key);
    if (!window) {
      window = new RateWindow();
      this.windows.set(key, window);
    }
    return window.hit(limit, now);
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < SWEEP_INTERVAL_MS && this.windows.size < SWEEP_SIZE) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows) if (window.ended(now)) this.windows.delete(key);
  }
}
