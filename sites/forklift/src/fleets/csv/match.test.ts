// Forgiving names: dashes of any kind, case, spacing and punctuation, ids, "Series" left out, the brand's name in
// front, the first words of a series' name; several fits are reported with the candidates, narrowed by model and fuel.
import { describe, expect, it } from 'vitest';
import { findBrand, findModel, findSeries, nameKey } from './match';
import type { ImportCatalog } from './types';

const model = (id: string, seriesId: string, name: string, fuelType: string, serialFrom: number, serialTo: number | null = null) => ({
  id,
  seriesId,
  brandId: seriesId.split('-').slice(0, 2).join('-'),
  name,
  fuelType,
  serialFrom,
  serialTo,
});

const catalog: ImportCatalog = {
  brands: [
    { id: 'u-stitch', name: 'U-Stitch' },
    { id: 'h-brick', name: 'H-Brick' },
    { id: 't-sensei', name: 'T-Sensei' },
  ],
  series: [
    { id: 'u-stitch-ue', brandId: 'u-stitch', name: 'U-Line E20–E35', fuelTypes: ['electric'] },
    { id: 'u-stitch-us', brandId: 'u-stitch', name: 'U-Stack S12–S16', fuelTypes: ['electric'] },
    { id: 'h-brick-h80', brandId: 'h-brick', name: 'H80–H160 Titan', fuelTypes: ['diesel'] },
    { id: 'h-brick-h25', brandId: 'h-brick', name: 'H25–H35 Mid', fuelTypes: ['lpg', 'diesel'] },
    { id: 'h-brick-he', brandId: 'h-brick', name: 'HE Electric', fuelTypes: ['electric'] },
    { id: 't-sensei-tse', brandId: 't-sensei', name: 'TS-E Series', fuelTypes: ['electric'] },
    { id: 't-sensei-tsd', brandId: 't-sensei', name: 'TS-D Series', fuelTypes: ['diesel'] },
  ],
  models: [
    model('u-stitch-ue-ue20', 'u-stitch-ue', 'UE20', 'electric', 30100),
    model('u-stitch-us-us12', 'u-stitch-us', 'US12', 'electric', 8800),
    model('h-brick-h80-h80t', 'h-brick-h80', 'H80T', 'diesel', 90100),
    model('h-brick-h25-h30l', 'h-brick-h25', 'H30L', 'lpg', 17900),
    model('h-brick-he-he50', 'h-brick-he', 'HE50', 'electric', 70010),
    model('t-sensei-tse-ts20', 't-sensei-tse', 'TS20', 'electric', 51000, 53499),
    model('t-sensei-tsd-ts20', 't-sensei-tsd', 'TS20', 'diesel', 27000, 29499),
  ],
  fuelTypes: [],
};
const brand = (id: string) => catalog.brands.find((b) => b.id === id) as ImportCatalog['brands'][number];
const series = (id: string) => catalog.series.find((s) => s.id === id) as ImportCatalog['series'][number];

describe('forgiving catalogue names', () => {
  it('compares names in the code form without separators: any dash, case, spacing, punctuation, accents', () => {
    const key = nameKey('U-Line E20–E35');
    for (const written of ['U-Line E20-E35', 'u line e20 e35', 'U‐LINE E20—E35', 'U_Line/E20.E35', 'ULINE E020E35', 'Ü-Line E20‒E35']) {
      expect(nameKey(written)).toBe(key);
    }
    expect(nameKey('U-Line E2-0E35')).toBe(key); // separators are not part of the name
    expect(nameKey('U-Line E20 E36')).not.toBe(key);
  });

  it('finds a brand by name or id, in any spelling', () => {
    for (const written of ['H-Brick', 'h brick', 'HBRICK', 'h-brick', 'H–Brick']) {
      expect(findBrand(catalog, written)).toMatchObject({ kind: 'found', entry: { id: 'h-brick' } });
    }
    expect(findBrand(catalog, 'H-Brick').kind === 'found' && findBrand(catalog, 'H-Brick')).toMatchObject({ how: 'exact' });
    expect(findBrand(catalog, 'Brick')).toEqual({ kind: 'none' });
  });

  it('finds a series by name, spelling, id, without "Series", after the brand, or by the start of its name', () => {
    const cases: Array<[string, string, string, string]> = [
      ['u-stitch', 'U-Line E20–E35', 'u-stitch-ue', 'exact'],
      ['u-stitch', 'U-Line E20-E35', 'u-stitch-ue', 'spelling'],
      ['u-stitch', 'U-Stitch U-Line E20-E35', 'u-stitch-ue', 'spelling'],
      ['u-stitch', 'u-stitch-us', 'u-stitch-us', 'id'],
      ['u-stitch', 'US', 'u-stitch-us', 'id'],
      ['u-stitch', 'U-Line', 'u-stitch-ue', 'prefix'],
      ['h-brick', 'H80', 'h-brick-h80', 'id'],
      ['h-brick', 'H80-H160', 'h-brick-h80', 'prefix'],
      ['h-brick', 'HE', 'h-brick-he', 'id'],
      ['t-sensei', 'TS–E', 't-sensei-tse', 'spelling'],
      ['t-sensei', 'ts-d series', 't-sensei-tsd', 'spelling'],
    ];
    for (const [brandId, written, id, how] of cases) {
      expect([written, findSeries(catalog, brand(brandId), written)]).toMatchObject([written, { kind: 'found', entry: { id }, how }]);
    }
    expect(findSeries(catalog, brand('u-stitch'), 'U-Lin')).toEqual({ kind: 'none' });
  });

  it('reports every series a short name could be, unless the model or the fuel tells them apart', () => {
    const h = findSeries(catalog, brand('h-brick'), 'H');
    expect(h.kind === 'ambiguous' && h.candidates.map((s) => s.id)).toEqual(['h-brick-h80', 'h-brick-h25']);
    const u = findSeries(catalog, brand('u-stitch'), 'U');
    expect(u.kind === 'ambiguous' && u.candidates.map((s) => s.id)).toEqual(['u-stitch-ue', 'u-stitch-us']);
    expect(findSeries(catalog, brand('u-stitch'), 'U', { model: 'us 12' })).toMatchObject({ kind: 'found', entry: { id: 'u-stitch-us' } });
    expect(findSeries(catalog, brand('h-brick'), 'H', { fuel: 'lpg' })).toMatchObject({ kind: 'found', entry: { id: 'h-brick-h25' } });
    const ts = findSeries(catalog, brand('t-sensei'), 'TS');
    expect(ts.kind === 'ambiguous' && ts.candidates.map((s) => s.id)).toEqual(['t-sensei-tse', 't-sensei-tsd']);
  });

  it('finds a model by its code in any spelling or by id, and tells same-named models apart by fuel or serial', () => {
    for (const written of ['UE20', 'ue20', 'UE-20', 'ue 20', 'UE020', 'u-stitch-ue-ue20', 'U-Stitch UE20']) {
      expect([written, findModel(catalog, brand('u-stitch'), undefined, written)]).toMatchObject([
        written,
        { kind: 'found', entry: { id: 'u-stitch-ue-ue20' } },
      ]);
    }
    const both = findModel(catalog, brand('t-sensei'), undefined, 'ts20');
    expect(both.kind === 'ambiguous' && both.candidates.map((m) => m.id)).toEqual(['t-sensei-tse-ts20', 't-sensei-tsd-ts20']);
    expect(findModel(catalog, brand('t-sensei'), undefined, 'ts20', { fuel: 'diesel' })).toMatchObject({
      entry: { id: 't-sensei-tsd-ts20' },
    });
    expect(findModel(catalog, brand('t-sensei'), undefined, 'ts20', { serial: 52000 })).toMatchObject({
      entry: { id: 't-sensei-tse-ts20' },
    });
    expect(findModel(catalog, brand('t-sensei'), series('t-sensei-tsd'), 'TS 20')).toMatchObject({ entry: { id: 't-sensei-tsd-ts20' } });
    expect(findModel(catalog, brand('u-stitch'), undefined, 'UE2')).toEqual({ kind: 'none' });
  });
});
