/**
 * Reads the portal's public catalogue (brands, series, models, fuel types, systems, manual metadata, error-code
 * summaries) in one statement, as a visitor (`anon`, so row-level security decides what is public), cached briefly.
 */
import { runAs } from '@kit/platform';
import type { Database } from '@kit/platform';

export interface CatalogBrand {
  id: string;
  name: string;
  tagline: string;
  description: string;
  codeFormat: string;
  codeExample: string;
}
export interface CatalogSeries {
  id: string;
  brandId: string;
  name: string;
  truckType: string;
  fuelTypes: string[];
  yearFrom: number | null;
  yearTo: number | null;
  description: string;
  models: string[];
  serialFrom: number | null;
  serialTo: number | null;
}
export interface CatalogManual {
  id: string;
  brandId: string;
  kind: string;
  title: string;
  summary: string;
  revision: string;
  revisionDate: string | null;
  serialFrom: number;
  serialTo: number | null;
  pageCount: number;
  tier: string;
  previewPages: number;
  seriesIds: string[];
  fuelTypes: string[];
  systemIds: string[];
}
export interface CatalogCode {
  id: string;
  brandId: string;
  code: string;
  title: string;
  summary: string;
  severity: string;
  tier: string;
  systemId: string | null;
  seriesIds: string[];
}
export interface Catalog {
  brands: CatalogBrand[];
  series: CatalogSeries[];
  fuelTypes: Array<{ id: string; name: string }>;
  systems: Array<{ id: string; name: string }>;
  manuals: CatalogManual[];
  codes: CatalogCode[];
  /** Codes per brand, free and premium, whatever a visitor may read of them. */
  codeCounts: Array<{ brandId: string; total: number; free: number }>;
  pageTotal: number;
}

const CATALOG_SQL = `
select json_build_object(
  'brands', coalesce((select json_agg(json_build_object('id', b.id, 'name', b.name, 'tagline', b.tagline, 'description', b.description,
      'codeFormat', b.code_format, 'codeExample', b.code_example) order by b.sort_order, b.name) from public.brands b), '[]'),
  'series', coalesce((select json_agg(json_build_object('id', s.id, 'brandId', s.brand_id, 'name', s.name, 'truckType', s.truck_type,
      'fuelTypes', s.fuel_types, 'yearFrom', s.year_from, 'yearTo', s.year_to, 'description', s.description,
      'models', coalesce((select json_agg(m.name order by m.sort_order, m.name) from public.models m where m.series_id = s.id), '[]'),
      'serialFrom', (select min(m.serial_from) from public.models m where m.series_id = s.id),
      'serialTo', (select case when bool_or(m.serial_to is null) then null else max(m.serial_to) end from public.models m where m.series_id = s.id))
      order by s.brand_id, s.sort_order, s.name) from public.series s), '[]'),
  'fuelTypes', coalesce((select json_agg(json_build_object('id', x.id, 'name', x.name) order by x.sort_order) from public.fuel_types x), '[]'),
  'systems', coalesce((select json_agg(json_build_object('id', x.id, 'name', x.name) order by x.sort_order) from public.systems x), '[]'),
  'manuals', coalesce((select json_agg(json_build_object('id', m.id, 'brandId', m.brand_id, 'kind', m.kind, 'title', m.title, 'summary', m.summary,
      'revision', m.revision, 'revisionDate', m.revision_date, 'serialFrom', m.serial_from, 'serialTo', m.serial_to, 'pageCount', m.page_count,
      'tier', m.tier, 'previewPages', m.preview_pages, 'seriesIds', m.series_ids, 'fuelTypes', m.fuel_types, 'systemIds', m.system_ids)
      order by m.brand_id, m.kind, m.title) from public.manuals m), '[]'),
  'codes', coalesce((select json_agg(json_build_object('id', c.id, 'brandId', c.brand_id, 'code', c.code, 'title', c.title, 'summary', c.summary,
      'severity', c.severity, 'tier', c.tier, 'systemId', c.system_id, 'seriesIds', c.series_ids) order by c.brand_id, c.code_normalized)
      from public.error_codes c), '[]'),
  'codeCounts', coalesce((select json_agg(x) from (select brand_id as "brandId", total, free from public.portal_code_counts()) x), '[]'),
  'pageTotal', (select coalesce(sum(page_count), 0) from public.manuals)
) as catalog`;

/** How long a read catalogue is served before the next request reads it again. */
export const CATALOG_TTL_MS = 30_000;

export interface CatalogReader {
  read(): Promise<Catalog>;
}

export function createCatalogReader(db: () => Database | Promise<Database>, now: () => number = Date.now): CatalogReader {
  let cached: { at: number; value: Promise<Catalog> } | undefined;
  return {
    read() {
      const at = now();
      if (cached && at - cached.at < CATALOG_TTL_MS) return cached.value;
      const value = Promise.resolve(db()).then((database) =>
        runAs(database, { role: 'anon', claims: { role: 'anon' } }, async (tx) => {
          const result = await tx.query<{ catalog: Catalog }>(CATALOG_SQL);
          return result.rows[0]?.catalog as Catalog;
        }),
      );
      cached = { at, value };
      // A failed read is not kept: the next request tries again.
      value.catch(() => {
        if (cached?.value === value) cached = undefined;
      });
      return value;
    },
  };
}
