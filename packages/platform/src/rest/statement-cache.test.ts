import { describe, expect, it } from 'vitest';
import { StatementCache } from './statement-cache';

const schemaA = { name: 'schema cache A' };
const schemaB = { name: 'schema cache B' };

function cache(maxEntries = 3, maxKeyLength = 100): StatementCache<string> {
  return new StatementCache<string>({ maxEntries, maxKeyLength });
}

describe('StatementCache', () => {
  it('returns what was stored under a key for the same schema generation', () => {
    const c = cache();
    expect(c.get(schemaA, 'k')).toBeUndefined();
    c.set(schemaA, 'k', 'sql');
    expect(c.get(schemaA, 'k')).toBe('sql');
    expect(c.get(schemaA, 'other')).toBeUndefined();
  });

  it('never returns an entry to a request holding another schema generation', () => {
    const c = cache();
    c.set(schemaA, 'k', 'built on A');
    expect(c.get(schemaB, 'k')).toBeUndefined();
  });

  it('empties itself when an entry of a reloaded schema is stored', () => {
    const c = cache();
    c.set(schemaA, 'k1', 'a1');
    c.set(schemaA, 'k2', 'a2');
    c.set(schemaB, 'k1', 'b1');
    expect(c.size).toBe(1);
    expect(c.get(schemaB, 'k1')).toBe('b1');
    expect(c.get(schemaB, 'k2')).toBeUndefined();
    // A request still running on the old schema finishes late: its entry replaces the new ones, never mixes in.
    c.set(schemaA, 'k2', 'a2 late');
    expect(c.get(schemaB, 'k1')).toBeUndefined();
    expect(c.get(schemaB, 'k2')).toBeUndefined();
  });

  it('keeps at most maxEntries, dropping the least recently used', () => {
    const c = cache(3);
    c.set(schemaA, 'a', '1');
    c.set(schemaA, 'b', '2');
    c.set(schemaA, 'c', '3');
    expect(c.get(schemaA, 'a')).toBe('1'); // a is now the most recently used
    c.set(schemaA, 'd', '4');
    expect(c.size).toBe(3);
    expect(c.get(schemaA, 'b')).toBeUndefined();
    expect([c.get(schemaA, 'a'), c.get(schemaA, 'c'), c.get(schemaA, 'd')]).toEqual(['1', '3', '4']);
  });

  it('stays bounded under many distinct keys', () => {
    const c = cache(50);
    for (let i = 0; i < 10_000; i += 1) c.set(schemaA, `key ${i}`, `v${i}`);
    expect(c.size).toBe(50);
    expect(c.get(schemaA, 'key 9999')).toBe('v9999');
    expect(c.get(schemaA, 'key 9949')).toBeUndefined();
  });

  it('does not store keys over maxKeyLength, nor anything when maxEntries is 0', () => {
    const c = cache(3, 10);
    c.set(schemaA, 'x'.repeat(11), 'long');
    expect(c.size).toBe(0);
    const off = cache(0);
    off.set(schemaA, 'k', 'v');
    expect(off.get(schemaA, 'k')).toBeUndefined();
  });
});
