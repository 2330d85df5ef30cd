/**
 * The catalogue as the pages show it: per brand portal (series, manuals by kind, error codes, counts) and for the
 * library pages (every manual of some kinds, with the facets they filter by). Texts are formatted here, once, so
 * the pages' formulas only pick and filter.
 */
import { codePagePath } from '../codes/slug';
import type { Catalog, CatalogManual, CatalogSeries } from './catalog';

export const KIND_LABELS: Record<string, string> = {
  service: 'Service manuals',
  parts: 'Parts manuals',
  wiring: 'Wiring diagrams',
  operator: 'Operator manuals',
};
const KIND_ORDER = ['service', 'parts', 'wiring', 'operator'];
const SEVERITY_ORDER = ['stop', 'warn', 'info'];
/** Error codes a portal lists (the lookup and the search reach every one). */
export const CODES_SHOWN = 12;

export function serialRange(from: number | null | undefined, to: number | null | undefined): string {
  const start = from === null || from === undefined || from === 0 ? 'first build' : String(from);
  return to === null || to === undefined ? `${start}–UP` : `${start}–${to}`;
}

function years(series: CatalogSeries): string {
  if (series.yearFrom === null) return '';
  return series.yearTo === null ? `${series.yearFrom}–today` : `${series.yearFrom}–${series.yearTo}`;
}

function fuelNames(catalog: Catalog, ids: readonly string[]): string {
  return ids.map((id) => catalog.fuelTypes.find((fuel) => fuel.id === id)?.name ?? id).join(', ');
}

function manualView(catalog: Catalog, manual: CatalogManual) {
  const brand = catalog.brands.find((entry) => entry.id === manual.brandId);
  const seriesNames = manual.seriesIds.map((id) => catalog.series.find((series) => series.id === id)?.name ?? id);
  return {
    id: manual.id,
    brandId: manual.brandId,
    brandName: brand?.name ?? manual.brandId,
    kind: manual.kind,
    kindLabel: KIND_LABELS[manual.kind] ?? manual.kind,
    title: manual.title,
    summary: manual.summary,
    revision: `Rev. ${manual.revision}${manual.revisionDate ? ` · ${manual.revisionDate}` : ''}`,
    serials: `Serials ${serialRange(manual.serialFrom, manual.serialTo)}`,
    pages: `${manual.pageCount} pages`,
    tier: manual.tier,
    tierLabel: manual.tier === 'free' ? 'Free' : 'Premium',
    preview: manual.tier === 'free' && manual.previewPages > 0 ? `Free preview: pages 1–${manual.previewPages}` : '',
    series: seriesNames.join(', '),
    seriesIds: manual.seriesIds,
    fuelTypes: manual.fuelTypes,
    fuel: fuelNames(catalog, manual.fuelTypes),
    systemIds: manual.systemIds,
    href: `/manual?manual=${manual.id}`,
  };
}

function seriesView(catalog: Catalog, series: CatalogSeries) {
  return {
    id: series.id,
    brandId: series.brandId,
    name: series.name,
    truckType: series.truckType,
    years: years(series),
    fuel: fuelNames(catalog, series.fuelTypes),
    fuelTypes: series.fuelTypes,
    description: series.description,
    models: series.models.join(', '),
    modelCount: series.models.length,
    serials: serialRange(series.serialFrom, series.serialTo),
    manualCount: catalog.manuals.filter((manual) => manual.seriesIds.includes(series.id)).length,
  };
}

/** What a brand portal shows. */
export function brandView(catalog: Catalog, brandId: string) {
  const brand = catalog.brands.find((entry) => entry.id === brandId);
  const manuals = catalog.manuals.filter((manual) => manual.brandId === brandId).map((manual) => manualView(catalog, manual));
  const codes = catalog.codes.filter((code) => code.brandId === brandId);
  const counts = catalog.codeCounts.find((entry) => entry.brandId === brandId) ?? { total: codes.length, free: codes.length };
  return {
    found: brand !== undefined,
    brand: brand ?? { id: brandId, name: brandId, tagline: '', description: '', codeFormat: '', codeExample: '' },
    series: catalog.series.filter((series) => series.brandId === brandId).map((series) => seriesView(catalog, series)),
    kinds: KIND_ORDER.map((kind) => ({
      kind,
      label: KIND_LABELS[kind] ?? kind,
      manuals: manuals.filter((manual) => manual.kind === kind),
    })).filter((group) => group.manuals.length > 0),
    // The most serious first; the portal shows a dozen and the search finds the rest.
    codes: [...codes]
      .sort((a, b) => SEVERITY_ORDER.indexOf(a.severity) - SEVERITY_ORDER.indexOf(b.severity))
      .slice(0, CODES_SHOWN)
      .map((code) => ({
        id: code.id,
        code: code.code,
        title: code.title,
        summary: code.summary,
        severity: code.severity,
        severityLabel: code.severity === 'stop' ? 'Stop' : code.severity === 'warn' ? 'Warning' : 'Info',
        system: catalog.systems.find((system) => system.id === code.systemId)?.name ?? '',
        tier: code.tier,
        href: codePagePath(brandId, code.code),
      })),
    stats: {
      manuals: manuals.length,
      pages: manuals.reduce((sum, manual) => sum + Number(manual.pages.split(' ')[0]), 0),
      codes: counts.total,
      freeCodes: counts.free,
      premiumCodes: counts.total - counts.free,
      series: catalog.series.filter((series) => series.brandId === brandId).length,
    },
  };
}

/** What a library page shows: the manuals of the given kinds, every brand, with their filter facets. */
export function libraryView(catalog: Catalog, kinds: readonly string[]) {
  const manuals = catalog.manuals.filter((manual) => kinds.includes(manual.kind)).map((manual) => manualView(catalog, manual));
  return {
    manuals,
    total: manuals.length,
    brands: catalog.brands.map((brand) => ({
      id: brand.id,
      name: brand.name,
      tagline: brand.tagline,
      manualCount: manuals.filter((manual) => manual.brandId === brand.id).length,
      series: catalog.series
        .filter((series) => series.brandId === brand.id)
        .map((series) => series.name)
        .join(', '),
    })),
    facets: {
      series: catalog.series.map((series) => ({
        key: 'series',
        value: series.id,
        label: series.name,
        group: catalog.brands.find((brand) => brand.id === series.brandId)?.name ?? '',
      })),
      fuel: catalog.fuelTypes.map((fuel) => ({ key: 'fuel', value: fuel.id, label: fuel.name, group: '' })),
      system: catalog.systems.map((system) => ({ key: 'system', value: system.id, label: system.name, group: '' })),
    },
    pageTotal: catalog.pageTotal,
    codeTotal: catalog.codeCounts.reduce((sum, entry) => sum + entry.total, 0),
  };
}
