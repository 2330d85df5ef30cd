// normalizeCode: every brand's written form maps to one comparable form, whatever the spacing and leading zeros.
import { describe, expect, it } from 'vitest';
import { normalizeCode } from './normalize-code';

describe('normalizeCode', () => {
  it.each([
    ['E-212', 'E-212'],
    ['e212', 'E-212'],
    ['01-01', '1-1'],
    ['1-1', '1-1'],
    ['AL 23', 'AL-23'],
    ['al23', 'AL-23'],
    ['SPN 520 FMI 3', 'SPN-520-FMI-3'],
    ['spn520fmi03', 'SPN-520-FMI-3'],
    ['F3.4', 'F-3-4'],
    ['F03.04', 'F-3-4'],
    ['  ', ''],
    ['0-00', '0-0'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeCode(input)).toBe(expected);
  });
});
