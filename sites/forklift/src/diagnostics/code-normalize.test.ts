// Code spellings technicians type reach the one stored form.
import { describe, expect, it } from 'vitest';
import { codeDigitsKey, looksLikeCode, normalizeCode } from './code-normalize';

describe('normalizeCode', () => {
  it.each([
    ['E-212', 'E-212'],
    ['e212', 'E-212'],
    [' E 0212 ', 'E-212'],
    ['e.212', 'E-212'],
    ['01-01', '1-1'],
    ['1-1', '1-1'],
    ['0101', '101'],
    ['SPN 520 FMI 3', 'SPN-520-FMI-3'],
    ['spn520/fmi03', 'SPN-520-FMI-3'],
    ['520.3', '520-3'],
    ['AL-00', 'AL-0'],
    ['', ''],
    ['--', ''],
  ])('%s → %s', (raw, expected) => {
    expect(normalizeCode(raw)).toBe(expected);
  });
});

describe('codeDigitsKey', () => {
  it('keeps only the digit groups', () => {
    expect(codeDigitsKey('SPN-520-FMI-3')).toBe('520-3');
    expect(codeDigitsKey('E-212')).toBe('212');
    expect(codeDigitsKey('ABC')).toBeUndefined();
  });
});

describe('looksLikeCode', () => {
  it('tells codes from descriptions', () => {
    expect(looksLikeCode('E-212')).toBe(true);
    expect(looksLikeCode('spn 520 fmi 3')).toBe(true);
    expect(looksLikeCode('01-01')).toBe(true);
    expect(looksLikeCode('truck will not lift after 10 minutes')).toBe(false);
    expect(looksLikeCode('no power')).toBe(false);
  });
});
