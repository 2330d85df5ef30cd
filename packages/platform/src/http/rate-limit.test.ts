// The one limiter: a budget per key and window, keys counted apart, a fresh window after the last one ends, the
// seconds to wait when over; and a connection's own window, counted the same way without a key.
import { describe, expect, it } from 'vitest';
import { RateLimiter, RateWindow } from './rate-limit';

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

describe('RateWindow', () => {
  it('allows the budget from the first event, refuses the rest until the window ends, then starts afresh', () => {
    const window = new RateWindow();
    const limit = { requests: 4, windowMs: 2000 };
    expect(Array.from({ length: 5 }, () => window.hit(limit, 100))).toEqual([undefined, undefined, undefined, undefined, 2]);
    expect(window.hit(limit, 1_200)).toBe(1);
    expect(window.ended(2_099)).toBe(false);
    expect(window.ended(2_100)).toBe(true);
    expect(window.hit(limit, 2_100)).toBeUndefined();
  });
});
