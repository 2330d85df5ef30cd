// The catalogue views the pages show: serial ranges, a brand portal's groups and counts, the library's facets.
import { describe, expect, it } from 'vitest';
import type { Catalog } from './catalog';
import { brandView, CODES_SHOWN, libraryView, serialRange } from './views';

const catalog: Catalog = {
  brands: [{ id: 'c-monarch', name: 'C-Monarch', tagline: 't', description: 'd', codeFormat: 'E-NNN', codeExample: 'E-212' }],
  series: [
    {
      id: 'cm-cx',
      brandId: 'c-monarch',
      name: 'CX Series',
      truckType: 'Counterbalance',
      fuelTypes: ['lpg'],
      yearFrom: 2012,
      yearTo: null,
      description: '',
      models: ['CX25'],
      serialFrom: 40500,
      serialTo: null,
    },
  ],
  fuelTypes: [{ id: 'lpg', name: 'LPG' }],
  systems: [{ id: 'hydraulics', name: 'Hydraulics' }],
  manuals: [
    {
      id: 'm1',
      brandId: 'c-monarch',
      kind: 'service',
      title: 'CX Service',
      summary: '',
      revision: '3',
      revisionDate: '2024-01-02',
      serialFrom: 40500,
      serialTo: null,
      pageCount: 120,
      tier: 'premium',
      previewPages: 0,
      seriesIds: ['cm-cx'],
      fuelTypes: ['lpg'],
      systemIds: ['hydraulics'],
    },
    {
      id: 'm2',
      brandId: 'c-monarch',
      kind: 'parts',
      title: 'CX Parts',
      summary: '',
      revision: '1',
      revisionDate: null,
      serialFrom: 0,
      serialTo: 49999,
      pageCount: 80,
      tier: 'free',
      previewPages: 5,
      seriesIds: ['cm-cx'],
      fuelTypes: ['lpg'],
      systemIds: [],
    },
  ],
  codes: Array.from({ length: 20 }, (_, index) => ({
    id: `c${index}`,
    brandId: 'c-monarch',
    code: `E-${index}`,
    title: `Code ${index}`,
    summary: '',
    severity: index === 19 ? 'stop' : 'info',
    tier: 'free',
    systemId: 'hydraulics',
    seriesIds: [],
  })),
  codeCounts: [{ brandId: 'c-monarch', total: 50, free: 20 }],
  pageTotal: 200,
};

describe('catalogue views', () => {
  it('writes serial ranges as manuals do', () => {
    expect(serialRange(40500, null)).toBe('40500–UP');
    expect(serialRange(0, 49999)).toBe('first build–49999');
  });

  it('groups a brand portal by kind, counts codes beyond what a visitor sees, and lists the most serious codes first', () => {
    const view = brandView(catalog, 'c-monarch');
    expect(view.kinds.map((group) => group.kind)).toEqual(['service', 'parts']);
    expect(view.kinds[0]?.manuals[0]).toMatchObject({
      serials: 'Serials 40500–UP',
      revision: 'Rev. 3 · 2024-01-02',
      pages: '120 pages',
      tierLabel: 'Premium',
    });
    expect(view.stats).toMatchObject({ manuals: 2, pages: 200, codes: 50, freeCodes: 20, premiumCodes: 30, series: 1 });
    expect(view.codes).toHaveLength(CODES_SHOWN);
    expect(view.codes[0]?.code).toBe('E-19');
    expect(view.series[0]).toMatchObject({ serials: '40500–UP', years: '2012–today', fuel: 'LPG', manualCount: 2 });
  });

  it('gives the library its manuals of the asked kinds and the facets to filter them', () => {
    const view = libraryView(catalog, ['parts']);
    expect(view.manuals.map((manual) => manual.id)).toEqual(['m2']);
    expect(view.manuals[0]?.preview).toBe('Free preview: pages 1–5');
    expect(view.facets.series).toEqual([{ key: 'series', value: 'cm-cx', label: 'CX Series', group: 'C-Monarch' }]);
    expect(view.facets.fuel[0]).toMatchObject({ key: 'fuel', value: 'lpg' });
    expect(view.facets.system[0]).toMatchObject({ key: 'system', value: 'hydraulics' });
  });
});
