// GoTrue's per-IP and per-address request limits on the shared fixed-window limiter; 429 over_request_rate_limit.
import { RateLimiter as WindowCounter } from '../http';
import { tooManyRequests } from './errors';

export class RateLimiter {
  private readonly counter: WindowCounter;

  constructor(now: () => number = Date.now) {
    this.counter = new WindowCounter(now);
  }

  /** Counts one request for `key`; false once more than `limit` arrived within the current window. */
  hit(key: string, limit: number, windowMs: number): boolean {
    return this.counter.hit(key, { requests: limit, windowMs }) === undefined;
  }

  /** Throws GoTrue's 429 when the request is over the limit. */
  enforce(key: string, limit: number, windowMs: number): void {
    if (!this.hit(key, limit, windowMs)) throw tooManyRequests('over_request_rate_limit', 'Request rate limit reached');
  }
}

export const FIVE_MINUTES = 5 * 60_000;
export const ONE_HOUR = 60 * 60_000;
