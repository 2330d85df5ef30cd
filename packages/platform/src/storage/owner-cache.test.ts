import { describe, expect, it } from 'vitest';
import { createOwnerCache } from './owner-cache';

describe('owner cache', () => {
  it('keeps entries apart per owner and forgets them once expired', () => {
    const cache = createOwnerCache<string>(1000);
    const [a, b] = [{}, {}];
    cache.set(a, 'k', 'from a', 0);
    expect(cache.get(a, 'k', 999)).toBe('from a');
    expect(cache.get(b, 'k', 0)).toBeUndefined();
    expect(cache.get(a, 'k', 1000)).toBeUndefined();
  });

  it('empties an owner’s entries when it reaches its bound, and deletes one on demand', () => {
    const cache = createOwnerCache<number>(1000, 2);
    const owner = {};
    cache.set(owner, 'one', 1, 0);
    cache.set(owner, 'two', 2, 0);
    cache.delete(owner, 'two');
    expect(cache.get(owner, 'two', 0)).toBeUndefined();
    cache.set(owner, 'two', 2, 0);
    cache.set(owner, 'three', 3, 0);
    expect(cache.get(owner, 'one', 0)).toBeUndefined();
    expect(cache.get(owner, 'three', 0)).toBe(3);
  });
});
