import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChannelIdentity } from './channel-identity';
import { SharedIdentities, type ExpiringMember } from './shared-identities';

const NOW = Date.UTC(2026, 0, 1);

function identity(token: string, expiresInSeconds: number): ChannelIdentity {
  const claims = { role: 'authenticated', sub: token, exp: NOW / 1000 + expiresInSeconds };
  return { role: 'authenticated', claims, key: `authenticated\u0000${JSON.stringify(claims)}`, expiresAt: claims.exp, token };
}

function member(): ExpiringMember & { expired: number } {
  return {
    expired: 0,
    expire() {
      this.expired += 1;
    },
  };
}

describe('SharedIdentities', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('gives every holder of one token the same identity, and a token string it already holds', () => {
    const identities = new SharedIdentities();
    const first = identities.acquire(identity('t1', 60), member());
    const copy = identity('t1', 60);
    expect(identities.acquire(copy, member())).toBe(first);
    expect(identities.acquire(identity('t2', 60), member())).not.toBe(first);
    expect(identities.size).toBe(2);
    expect(identities.intern(String(['t', 1].join('')))).toBe(first.token);
    expect(identities.intern('unknown')).toBe('unknown');
  });

  it('expires every member of a token once, when the token expires, and forgets it', () => {
    const identities = new SharedIdentities();
    const [a, b, other] = [member(), member(), member()];
    identities.acquire(identity('t1', 10), a);
    identities.acquire(identity('t1', 10), b);
    identities.acquire(identity('t2', 20), other);
    vi.advanceTimersByTime(9_999);
    expect(a.expired + b.expired).toBe(0);
    vi.advanceTimersByTime(1);
    expect([a.expired, b.expired, other.expired]).toEqual([1, 1, 0]);
    expect(identities.size).toBe(1);
    vi.advanceTimersByTime(10_000);
    expect(other.expired).toBe(1);
    expect(identities.size).toBe(0);
  });

  it('stops the timer once the last member is released, and never expires a released member', () => {
    const identities = new SharedIdentities();
    const [a, b] = [member(), member()];
    const shared = identities.acquire(identity('t1', 10), a);
    identities.acquire(identity('t1', 10), b);
    identities.release(shared, a);
    expect(identities.size).toBe(1);
    identities.release(shared, b);
    expect(identities.size).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(60_000);
    expect(a.expired + b.expired).toBe(0);
  });

  it('waits past the longest timer delay for a token that expires later', () => {
    const identities = new SharedIdentities();
    const holder = member();
    identities.acquire(identity('t1', 30 * 24 * 3600), holder);
    vi.advanceTimersByTime(2 ** 31 - 1);
    expect(holder.expired).toBe(0);
    vi.advanceTimersByTime(30 * 24 * 3600 * 1000 - (2 ** 31 - 1));
    expect(holder.expired).toBe(1);
  });
});
