import fc from 'fast-check';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { quoteLiteral } from './sql-literal';

describe('quoteLiteral', () => {
  it('quotes as node-postgres escapeLiteral does, without NUL', () => {
    const text = fc.string({ unit: fc.constantFrom('a', "'", '\\', '"', ' ', 'E', '\0', '\n', 'é', '🙂'), maxLength: 40 });
    fc.assert(
      fc.property(fc.oneof(text, fc.string(), fc.string({ unit: 'grapheme' })), (value) => {
        expect(quoteLiteral(value)).toBe(pg.escapeLiteral(value.replaceAll('\0', '')));
      }),
      { numRuns: 2000 },
    );
  });

  it('uses the E form only when there is a backslash', () => {
    expect(quoteLiteral(`it's`)).toBe(`'it''s'`);
    expect(quoteLiteral(`a\\'b`)).toBe(` E'a\\\\''b'`);
    expect(quoteLiteral('a\0b')).toBe(`'ab'`);
  });
});
