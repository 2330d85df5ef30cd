/** The per-address upload limiter: a budget per window, a fresh window afterwards, keys counted apart. */
import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limit';

describe('rate limiter', () => {
  it('allows max hits per window per key, then again in the next window', () => {
    let now = 1_000;
    const limiter = createRateLimiter(2, 60_000, () => now);
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a')]).toEqual([true, true, false]);
    expect(limiter.take('b')).toBe(true);
    now += 59_999;
    expect(limiter.take('a')).toBe(false);
    now += 1;
    expect(limiter.take('a')).toBe(true);
  });
});
