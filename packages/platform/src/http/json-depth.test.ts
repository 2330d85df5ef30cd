import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonDepthExceeds, MAX_JSON_DEPTH } from './json-depth';

/** The nesting depth of a parsed value, counted recursively (the reference). */
function depthOf(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  const children = Object.values(value as Record<string, unknown>);
  return 1 + (children.length === 0 ? 0 : Math.max(...children.map(depthOf)));
}

describe('jsonDepthExceeds', () => {
  it('counts objects and arrays, not brackets inside strings or escaped quotes', () => {
    expect(jsonDepthExceeds('[[1]]', 2)).toBe(false);
    expect(jsonDepthExceeds('[[[1]]]', 2)).toBe(true);
    expect(jsonDepthExceeds('{"a":"[[[[[[[","b":"\\\\\\"{{{{"}', 1)).toBe(false);
    expect(jsonDepthExceeds('"\\"[[["', 0)).toBe(false);
    expect(jsonDepthExceeds(Buffer.from('{"a":{"b":[]}}'), 2)).toBe(true);
    expect(jsonDepthExceeds('[1][2][3]', 1)).toBe(false);
  });

  it('scans 50,000 levels without recursion', () => {
    const deep = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;
    expect(jsonDepthExceeds(deep)).toBe(true);
    expect(jsonDepthExceeds(`${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`)).toBe(false);
  });

  it('agrees with the depth of the parsed value, for any JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), fc.integer({ min: 0, max: 9 }), (value, limit) => {
        const text = JSON.stringify(value);
        expect(jsonDepthExceeds(text, limit)).toBe(depthOf(value) > limit);
      }),
    );
  });
});
