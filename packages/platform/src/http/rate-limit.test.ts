// The shared limiter: a budget per key and window, keys counted apart, a fresh window after the last one ends, the
// seconds to wait when over; and the per-connection token bucket's burst and refill.
import { describe, expect, it } from 'vitest';
import { RateLimiter, TokenBucket } from './rate-limit';

describe('RateLimiter', () => {
  it('allows the budget per key within a window, then tells how long to wait', () => {
    let now = 1_000;
    const limiter = new RateLimiter(() => now);
    const limit = { requests: 2, windowMs: 60_000 };
    expect([limiter.hit('a', limit), limiter.hit('a', limit), limiter.hit('a', limit)]).toEqual([undefined, undefined, 60]);
    expect(limiter.hit('b', limit)).toBeUndefined();
    now += 59_001;
    expect(limiter.hit('a', limit)).toBe(1);
    now += 999;
    expect(limiter.hit('a', limit)).toBeUndefined();
  });

  it('refuses every request under a zero budget', () => {
    const limiter = new RateLimiter(() => 0);
    expect(limiter.hit('a', { requests: 0, windowMs: 1000 })).toBe(1);
  });

  it('drops finished windows, so a key starts afresh after a sweep', () => {
    let now = 0;
    const limiter = new RateLimiter(() => now);
    const limit = { requests: 1, windowMs: 1000 };
    for (let i = 0; i < 3; i += 1) limiter.hit(`key-${i}`, limit);
    now = 61_000;
    expect(limiter.hit('key-0', limit)).toBeUndefined();
    expect(limiter.hit('key-0', limit)).toBe(1);
  });
});

describe('TokenBucket', () => {
  it('allows a burst, then refills at the rate', () => {
    let now = 0;
    const bucket = new TokenBucket(2, 4, () => now);
    expect(Array.from({ length: 5 }, () => bucket.take())).toEqual([true, true, true, true, false]);
    now = 500;
    expect([bucket.take(), bucket.take()]).toEqual([true, false]);
  });
});
