// Code page slugs: lower case, separators as '-', the writing's digits and grouping kept; unique per brand over the
// whole sample library, and each slug's normal form is its code's (so the page's address finds its code again).
import { describe, expect, it } from 'vitest';
import { normalizeCode } from '../content/code-reader';
import { generateSampleLibrary } from '../content/sample/generate';
import { codePagePath, codeSlug } from './slug';

describe('code slugs', () => {
  it.each([
    ['E-212', 'e-212'],
    ['SPN 520 FMI 3', 'spn-520-fmi-3'],
    ['F5.7', 'f5-7'],
    ['AL 23', 'al-23'],
    ['01-01', '01-01'],
    [' e 212 ', 'e-212'],
    ['MID:CID-FMI 128/3', 'mid-cid-fmi-128-3'],
  ])('%s → %s', (code, slug) => {
    expect(codeSlug(code)).toBe(slug);
    expect(normalizeCode(slug)).toBe(normalizeCode(code));
  });

  it('builds the page path under /codes/<brand>/', () => {
    expect(codePagePath('c-monarch', 'E-212')).toBe('/codes/c-monarch/e-212');
    expect(codePagePath('h-brick', 'SPN 520 FMI 3')).toBe('/codes/h-brick/spn-520-fmi-3');
  });

  it('is unique per brand over the whole sample library and leads back to its code', () => {
    const library = generateSampleLibrary();
    expect(library.codes.length).toBeGreaterThan(1500);
    for (const brand of library.brands) {
      const codes = library.codes.filter((code) => code.brandId === brand.id);
      const slugs = codes.map((code) => codeSlug(code.code));
      expect(new Set(slugs).size, brand.id).toBe(codes.length);
      for (const [index, code] of codes.entries()) {
        expect(slugs[index]).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(normalizeCode(slugs[index] ?? '')).toBe(code.codeNormalized);
      }
    }
  });
});
