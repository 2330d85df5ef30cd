// The deterministic sample library: five brands, their series and models, four manuals per series laid out page by
// page, and error codes whose details quote the pages that print them. PDFs are rendered separately (renderManual).
import { BRANDS, FUEL_TYPES, SYSTEMS, type BrandSpec, type SeriesSpec } from './brands';
import { codeAllocator } from './code-formats';
import { draftSeriesCodes, type CodeDraft } from './codes';
import { layoutManual, type Section } from './layout';
import { maintenancePlan, type MaintenancePlan } from './maintenance';
import { revisions, seriesContext, serialText, type SeriesContext } from './manual-context';
import { operatorSections, partsSections, wiringSections } from './other-manuals';
import { renderPdf } from './pdf';
import { sampleUuid, seededRandom } from './random';
import { serviceSections } from './service-manual';
import type {
  FuelType,
  ManualKind,
  PageRef,
  SampleBrand,
  SampleErrorCode,
  SampleMaintenanceTask,
  SampleManual,
  SampleModel,
  SampleSeries,
  Tier,
} from './types';
import { normalizeCode } from '../code-reader';

export { SAMPLE_GENERATOR_VERSION } from './version';

/** Codes per brand (spread over its series) and free codes per series (printed in the free operator's manual). */
const CODES_PER_BRAND = 330;
const FREE_CODES_PER_SERIES = 16;
/** The long manual the viewer benchmark opens. */
const EXTENDED_MANUAL_SERIES = 'c-monarch-cx';

export interface SampleLibrary {
  brands: SampleBrand[];
  fuelTypes: Array<{ id: FuelType; name: string; sortOrder: number }>;
  systems: Array<{ id: string; name: string; sortOrder: number }>;
  series: SampleSeries[];
  models: SampleModel[];
  manuals: SampleManual[];
  codes: SampleErrorCode[];
  /** The planned-maintenance tasks of the operator's and service manuals, each citing its page. */
  maintenanceTasks: SampleMaintenanceTask[];
}

const KIND_TITLES: Record<ManualKind, string> = {
  service: 'Service Manual',
  parts: 'Parts Manual',
  wiring: 'Electrical Schematics',
  operator: "Operator's Manual",
};

function buildModels(brand: BrandSpec, series: SeriesSpec): SampleModel[] {
  return series.models.map(([name, fuelType, capacityKg], index) => {
    const serialFrom = series.serialBase + index * 2500;
    return {
      id: `${series.id}-${name.toLowerCase()}`,
      seriesId: series.id,
      brandId: brand.id,
      name,
      fuelType,
      capacityKg,
      serialFrom,
      serialTo: series.yearTo === null ? null : serialFrom + 2499,
      sortOrder: index,
    };
  });
}

function tierOf(kind: ManualKind, seriesIndex: number): { tier: Tier; previewPages: number } {
  if (kind === 'operator') return { tier: 'free', previewPages: 3 };
  if (kind === 'wiring' && seriesIndex === 0) return { tier: 'free', previewPages: 2 };
  if (kind === 'parts' && seriesIndex === 1) return { tier: 'free', previewPages: 2 };
  return { tier: 'premium', previewPages: 0 };
}

/** Puts the planned-maintenance chapter before the revision history (the last section), so no earlier page moves. */
function withMaintenance(sections: Section[], plan: MaintenancePlan): Section[] {
  return [...sections.slice(0, -1), plan.section, ...sections.slice(-1)];
}

function buildManual(
  ctx: SeriesContext,
  kind: ManualKind,
  sections: Section[],
  history: ReturnType<typeof revisions>,
  summary: string,
  systemIds: string[],
) {
  const { brand, series, models } = ctx;
  const last = history[history.length - 1];
  const title = `${brand.name} ${series.name} ${KIND_TITLES[kind]}`;
  const header = `${title} | Rev ${last?.revision ?? '1'} (${last?.date ?? ''})`;
  const footer = `${brand.name} ${series.name} ${kind} manual, serial numbers ${serialText(Math.min(...models.map((m) => m.serialFrom)), models.some((m) => m.serialTo === null) ? null : Math.max(...models.map((m) => m.serialTo ?? 0)))}`;
  const { pages, groupPages } = layoutManual(header, footer, sections);
  const manual: SampleManual = {
    id: sampleUuid(`manual:${series.id}:${kind}`),
    brandId: brand.id,
    seriesIds: [series.id],
    modelIds: models.map((m) => m.id),
    fuelTypes: [...series.fuelTypes],
    systemIds,
    kind,
    title,
    summary,
    revision: last?.revision ?? '1',
    revisionDate: last?.date ?? `${series.yearFrom}-01-15`,
    serialFrom: Math.min(...models.map((m) => m.serialFrom)),
    serialTo: models.some((m) => m.serialTo === null) ? null : Math.max(...models.map((m) => m.serialTo ?? 0)),
    ...tierOf(kind, ctx.seriesIndex),
    objectPath: `${brand.id}/${series.id.slice(brand.id.length + 1)}/${kind}.pdf`,
    pages,
  };
  return { manual, groupPages };
}

function finishCode(draft: CodeDraft, manual: SampleManual, pageNumber: number, modelIds: string[]): SampleErrorCode {
  const at = { manualId: manual.id, pageNumber };
  const quotes = [draft.triggerCondition, draft.effect, ...draft.causes, ...draft.checks.map((c) => c.text), draft.remedy];
  const pageRefs: PageRef[] = [...new Set(quotes)].map((quote) => ({ ...at, quote }));
  return {
    id: sampleUuid(`code:${draft.brandId}:${draft.code}`),
    brandId: draft.brandId,
    seriesIds: [draft.seriesId],
    modelIds,
    fuelTypes: draft.fuelTypes,
    systemId: draft.systemId,
    code: draft.code,
    codeNormalized: normalizeCode(draft.code),
    title: draft.title,
    summary: `${draft.effect} ${draft.symptoms}`,
    controller: draft.controller,
    severity: draft.severity,
    tier: draft.tier,
    details: {
      triggerCondition: draft.triggerCondition,
      effect: draft.effect,
      causes: draft.causes.map((text) => ({ text, ...at })),
      checks: draft.checks.map((check) => ({ ...check, ...at })),
      remedy: draft.remedy,
      remedyManualId: manual.id,
      remedyPageNumber: pageNumber,
      components: draft.components,
      connectors: draft.connectors,
      pageRefs,
    },
  };
}

export function generateSampleLibrary(): SampleLibrary {
  const library: SampleLibrary = {
    brands: BRANDS.map((b, i) => ({
      id: b.id,
      name: b.name,
      tagline: b.tagline,
      description: b.description,
      codeFormat: b.codeFormat,
      codeExample: b.codeExample,
      codePattern: b.codePattern,
      sortOrder: i,
    })),
    fuelTypes: FUEL_TYPES.map((f, i) => ({ ...f, sortOrder: i })),
    systems: SYSTEMS.map((s, i) => ({ ...s, sortOrder: i })),
    series: [],
    models: [],
    manuals: [],
    codes: [],
    maintenanceTasks: [],
  };
  BRANDS.forEach((brand, brandIndex) => {
    const allocate = codeAllocator(brand.id);
    const perSeries = Math.ceil(CODES_PER_BRAND / brand.series.length);
    brand.series.forEach((series, seriesIndex) => {
      const random = seededRandom(series.id);
      const models = buildModels(brand, series);
      library.series.push({
        id: series.id,
        brandId: brand.id,
        name: series.name,
        truckType: series.truckType,
        fuelTypes: series.fuelTypes,
        yearFrom: series.yearFrom,
        yearTo: series.yearTo,
        description: series.description,
        sortOrder: seriesIndex,
      });
      library.models.push(...models);
      const ctx = seriesContext(brand, series, seriesIndex, models, random);
      const drafts = draftSeriesCodes({
        brand,
        brandIndex,
        series,
        seriesIndex,
        count: perSeries,
        freeCount: FREE_CODES_PER_SERIES,
        allocate,
        random,
      });
      const free = drafts.filter((d) => d.tier === 'free');
      const premium = drafts.filter((d) => d.tier === 'premium');
      const allSystems = ctx.systems.map((s) => s.id);
      const serviceMaintenance = maintenancePlan(ctx, 'service', ctx.systems.length + 5);
      const operatorMaintenance = maintenancePlan(ctx, 'operator', 5);
      const built = [
        buildManual(
          ctx,
          'service',
          withMaintenance(
            serviceSections(ctx, premium, revisions(ctx, 'service', 4 + (seriesIndex % 2)), series.id === EXTENDED_MANUAL_SERIES),
            serviceMaintenance,
          ),
          revisions(ctx, 'service', 4 + (seriesIndex % 2)),
          `Procedures, specifications, wiring diagrams and ${premium.length} diagnostic codes for the ${series.name}.`,
          allSystems,
        ),
        buildManual(
          ctx,
          'operator',
          withMaintenance(operatorSections(ctx, free, revisions(ctx, 'operator', 2)), operatorMaintenance),
          revisions(ctx, 'operator', 2),
          `Safe operation, daily checks and ${free.length} display codes an operator can clear.`,
          [...new Set(free.map((d) => d.systemId))],
        ),
        buildManual(
          ctx,
          'parts',
          partsSections(ctx, revisions(ctx, 'parts', 3)),
          revisions(ctx, 'parts', 3),
          `Exploded views and part numbers by serial number for the ${series.name}.`,
          allSystems,
        ),
        buildManual(
          ctx,
          'wiring',
          wiringSections(ctx, revisions(ctx, 'wiring', 3)),
          revisions(ctx, 'wiring', 3),
          `Circuit diagrams and the connector index of the ${series.name}.`,
          allSystems,
        ),
      ];
      for (const { manual } of built) library.manuals.push(manual);
      const [service, operator] = built;
      if (service && operator) {
        library.maintenanceTasks.push(
          ...serviceMaintenance.tasks(service.manual.id, service.groupPages),
          ...operatorMaintenance.tasks(operator.manual.id, operator.groupPages),
        );
      }
      const modelIds = models.map((m) => m.id);
      for (const draft of drafts) {
        const home = built[draft.tier === 'free' ? 1 : 0];
        const page = home?.groupPages.get(draft.key);
        if (!home || page === undefined) throw new Error(`code ${draft.code} was not printed`);
        library.codes.push(finishCode(draft, home.manual, page, modelIds));
      }
    });
  });
  return library;
}

/** The manual's PDF (real pages drawn with pdf-lib from the laid-out text and figures). */
export function renderManual(manual: SampleManual): Promise<Uint8Array> {
  return renderPdf(
    {
      title: manual.title,
      author: manual.brandId,
      subject: manual.summary,
      keywords: [manual.kind, ...manual.seriesIds],
      date: manual.revisionDate,
    },
    manual.pages,
  );
}
