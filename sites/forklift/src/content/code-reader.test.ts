// The stored normal form (the rule SQL's normalize_error_code keeps) and code-likeness.
import { describe, expect, it } from 'vitest';
import { codeTokens, looksLikeCode, normalizeCode } from './code-reader';

describe('normalizeCode', () => {
  it.each([
    ['E-212', 'E-212'],
    ['e212', 'E-212'],
    [' E 0212 ', 'E-212'],
    ['e.212', 'E-212'],
    ['01-01', '1-1'],
    ['0101', '101'],
    ['AL 23', 'AL-23'],
    ['SPN 520 FMI 3', 'SPN-520-FMI-3'],
    ['spn520/fmi03', 'SPN-520-FMI-3'],
    ['F03.04', 'F-3-4'],
    ['AL-00', 'AL-0'],
    ['  ', ''],
    ['--', ''],
  ])('%s → %s', (input, expected) => {
    expect(normalizeCode(input)).toBe(expected);
  });

  it('splits names into the same tokens', () => {
    expect(codeTokens('U-Line E20–E35')).toEqual(['U', 'LINE', 'E', '20', 'E', '35']);
  });
});

describe('looksLikeCode', () => {
  it('tells codes from descriptions', () => {
    expect(looksLikeCode('E-212')).toBe(true);
    expect(looksLikeCode('spn 520 fmi 3')).toBe(true);
    expect(looksLikeCode('0311')).toBe(true);
    expect(looksLikeCode('truck will not lift after 10 minutes')).toBe(false);
    expect(looksLikeCode('no power')).toBe(false);
    expect(looksLikeCode('x'.repeat(40) + '1')).toBe(false);
  });
});
