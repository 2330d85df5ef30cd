// The sample library's promises: formats kept per brand, ≥300 codes per brand, every page reference quoting its page
// word for word (free codes only quoting free manuals), a 300-page manual, and the same output on every run.
import { describe, expect, it } from 'vitest';
import { normalizeCode } from '../code-reader';
import { generateSampleLibrary, renderManual } from './generate';

const library = generateSampleLibrary();
const pages = new Map(library.manuals.flatMap((m) => m.pages.map((p) => [`${m.id}/${p.number}`, p.body] as const)));
const manuals = new Map(library.manuals.map((m) => [m.id, m]));

describe('sample library', () => {
  it('has five brands, ≥3 series each, ≥60 manuals and one of ≥300 pages', () => {
    expect(library.brands.map((b) => b.id)).toEqual(['c-monarch', 'r-raynet', 't-sensei', 'h-brick', 'u-stitch']);
    for (const brand of library.brands) expect(library.series.filter((s) => s.brandId === brand.id).length).toBeGreaterThanOrEqual(3);
    expect(library.manuals.length).toBeGreaterThanOrEqual(60);
    expect(Math.max(...library.manuals.map((m) => m.pages.length))).toBeGreaterThanOrEqual(300);
    for (const brand of library.brands) {
      const tiers = new Set(library.manuals.filter((m) => m.brandId === brand.id).map((m) => m.tier));
      expect([...tiers].sort()).toEqual(['free', 'premium']);
    }
  });

  it('writes ≥300 unique codes per brand, all in the brand format', () => {
    for (const brand of library.brands) {
      const codes = library.codes.filter((c) => c.brandId === brand.id);
      expect(codes.length).toBeGreaterThanOrEqual(300);
      const pattern = new RegExp(brand.codePattern);
      for (const code of codes) expect(code.code).toMatch(pattern);
      expect(new Set(codes.map((c) => c.codeNormalized)).size).toBe(codes.length);
      expect(codes.every((c) => c.codeNormalized === normalizeCode(c.code))).toBe(true);
      expect(new Set(codes.map((c) => c.title)).size).toBeGreaterThan(250);
    }
  });

  it('quotes every cause, check and remedy word for word on the page its reference names', () => {
    let refs = 0;
    for (const code of library.codes) {
      const { details } = code;
      const sentences = [...details.causes.map((c) => c.text), ...details.checks.map((c) => c.text), details.remedy];
      for (const sentence of sentences) expect(details.pageRefs.some((r) => r.quote === sentence)).toBe(true);
      for (const ref of [
        ...details.pageRefs,
        ...details.causes.map((c) => ({ ...c, quote: c.text })),
        ...details.checks.map((c) => ({ ...c, quote: c.text })),
      ]) {
        const body = pages.get(`${ref.manualId}/${ref.pageNumber}`);
        expect(body, `${code.code} → ${ref.manualId} p.${ref.pageNumber}`).toContain(ref.quote);
        // A code's sentences never sit in a manual its readers may not open.
        if (code.tier === 'free') expect(manuals.get(ref.manualId)?.tier).toBe('free');
        expect(manuals.get(ref.manualId)?.brandId).toBe(code.brandId);
        refs++;
      }
      expect(pages.get(`${details.remedyManualId}/${details.remedyPageNumber}`)).toContain(details.remedy);
    }
    expect(refs).toBeGreaterThan(library.codes.length * 8);
  });

  it('prints symptoms and a safety warning with every code', () => {
    for (const code of library.codes.slice(0, 400)) {
      const body = pages.get(`${code.details.remedyManualId}/${code.details.remedyPageNumber}`) ?? '';
      const entry = body.slice(body.indexOf(`${code.code}  ${code.title}`));
      expect(entry).toMatch(
        /^.+\nSeverity: .+\nSymptoms: The operator reports that .+\nSetting condition: .+\nEffect on the truck: .+\nWARNING: /,
      );
    }
  });

  it('is deterministic: the same rows and the same PDF bytes on every run', async () => {
    const again = generateSampleLibrary();
    expect(again.codes.map((c) => [c.id, c.code, c.title])).toEqual(library.codes.map((c) => [c.id, c.code, c.title]));
    const small = library.manuals.find((m) => m.kind === 'operator');
    const smallAgain = again.manuals.find((m) => m.id === small?.id);
    if (!small || !smallAgain) throw new Error('no operator manual');
    expect(Buffer.from(await renderManual(smallAgain)).equals(Buffer.from(await renderManual(small)))).toBe(true);
  });
});
