// Loads the sample library into an empty content database: renders each manual's PDF and stores it in the private
// `manuals` bucket (through the caller's uploader: the storage API as the service role), then writes every row in
// one transaction, so a failed load leaves the content tables empty and the next start tries again.
import { createHash } from 'node:crypto';
import type { Database } from '@kit/platform';
import { generateSampleLibrary, renderManual, type SampleLibrary } from './sample/generate';
import type { SampleManual } from './sample/types';
import { insertRows } from './write-rows';

/** Stores one file in the `manuals` bucket at `path` (replacing what is there). */
export type ManualUploader = (path: string, bytes: Uint8Array) => Promise<void>;

export interface SampleLoadReport {
  /** False when another process had loaded the content meanwhile (nothing written). */
  loaded: boolean;
  manuals: number;
  pages: number;
  codes: number;
  bytes: number;
  ms: number;
  /** Where the time went: laying out the library, rendering and storing the PDFs, writing the rows. */
  phases: { generateMs: number; filesMs: number; rowsMs: number };
}

/** True when no brand, manual or code exists yet (a fresh database). */
export async function contentIsEmpty(db: Database): Promise<boolean> {
  const { rows } = await db.query<{ any: boolean }>(
    'select exists (select 1 from public.brands) or exists (select 1 from public.manuals) or exists (select 1 from public.error_codes) as any',
  );
  return rows[0]?.any === false;
}

async function uploadAll(manuals: readonly SampleManual[], upload: ManualUploader, concurrency: number): Promise<Map<string, { size: number; checksum: string }>> {
  const files = new Map<string, { size: number; checksum: string }>();
  // Largest first, so the long manual does not finish last on its own.
  const queue = [...manuals].sort((a, b) => b.pages.length - a.pages.length);
  const worker = async () => {
    for (let manual = queue.shift(); manual; manual = queue.shift()) {
      const bytes = await renderManual(manual);
      files.set(manual.id, { size: bytes.length, checksum: createHash('sha256').update(bytes).digest('hex') });
      await upload(manual.objectPath, bytes);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return files;
}

/** Writes the rows unless another process loaded them first (checked under a transaction-level lock). */
async function writeLibrary(db: Database, library: SampleLibrary, files: Map<string, { size: number; checksum: string }>): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query(`select pg_advisory_xact_lock(hashtext('forklift:sample-content'))`);
    const { rows } = await tx.query<{ n: number }>('select count(*)::int as n from public.brands');
    if ((rows[0]?.n ?? 0) > 0) return false;
    await insertRows(tx, { table: 'public.brands', columns: { id: 'text', name: 'text', tagline: 'text', description: 'text', code_format: 'text', code_example: 'text', code_pattern: 'text', sort_order: 'int' } },
      library.brands.map((b) => ({ id: b.id, name: b.name, tagline: b.tagline, description: b.description, code_format: b.codeFormat, code_example: b.codeExample, code_pattern: b.codePattern, sort_order: b.sortOrder })));
    await insertRows(tx, { table: 'public.fuel_types', columns: { id: 'text', name: 'text', sort_order: 'int' }, conflict: 'on conflict (id) do nothing' },
      library.fuelTypes.map((f) => ({ id: f.id, name: f.name, sort_order: f.sortOrder })));
    await insertRows(tx, { table: 'public.systems', columns: { id: 'text', name: 'text', sort_order: 'int' }, conflict: 'on conflict (id) do nothing' },
      library.systems.map((s) => ({ id: s.id, name: s.name, sort_order: s.sortOrder })));
    await insertRows(tx, { table: 'public.series', columns: { id: 'text', brand_id: 'text', name: 'text', truck_type: 'text', fuel_types: 'text[]', year_from: 'int', year_to: 'int', description: 'text', sort_order: 'int' } },
      library.series.map((s) => ({ id: s.id, brand_id: s.brandId, name: s.name, truck_type: s.truckType, fuel_types: s.fuelTypes, year_from: s.yearFrom, year_to: s.yearTo, description: s.description, sort_order: s.sortOrder })));
    await insertRows(tx, { table: 'public.models', columns: { id: 'text', series_id: 'text', brand_id: 'text', name: 'text', fuel_type: 'text', capacity_kg: 'int', serial_from: 'bigint', serial_to: 'bigint', sort_order: 'int' } },
      library.models.map((m) => ({ id: m.id, series_id: m.seriesId, brand_id: m.brandId, name: m.name, fuel_type: m.fuelType, capacity_kg: m.capacityKg, serial_from: m.serialFrom, serial_to: m.serialTo, sort_order: m.sortOrder })));
    await insertRows(tx, {
      table: 'public.manuals',
      columns: { id: 'uuid', brand_id: 'text', series_ids: 'text[]', model_ids: 'text[]', fuel_types: 'text[]', system_ids: 'text[]', kind: 'text', title: 'text', summary: 'text', revision: 'text', revision_date: 'date', serial_from: 'bigint', serial_to: 'bigint', page_count: 'int', tier: 'text', preview_pages: 'int', object_path: 'text', file_size: 'bigint', checksum: 'text', is_sample: 'boolean' },
    }, library.manuals.map((m) => ({
      id: m.id, brand_id: m.brandId, series_ids: m.seriesIds, model_ids: m.modelIds, fuel_types: m.fuelTypes, system_ids: m.systemIds, kind: m.kind, title: m.title, summary: m.summary,
      revision: m.revision, revision_date: m.revisionDate, serial_from: m.serialFrom, serial_to: m.serialTo, page_count: m.pages.length, tier: m.tier, preview_pages: m.previewPages,
      object_path: m.objectPath, file_size: files.get(m.id)?.size ?? 0, checksum: files.get(m.id)?.checksum ?? '', is_sample: true,
    })));
    await insertRows(tx, { table: 'public.manual_pages', columns: { manual_id: 'uuid', page_number: 'int', section_title: 'text', body: 'text' } },
      library.manuals.flatMap((m) => m.pages.map((p) => ({ manual_id: m.id, page_number: p.number, section_title: p.sectionTitle, body: p.body }))));
    await insertRows(tx, {
      table: 'public.error_codes',
      columns: { id: 'uuid', brand_id: 'text', series_ids: 'text[]', model_ids: 'text[]', fuel_types: 'text[]', system_id: 'text', code: 'text', code_normalized: 'text', title: 'text', summary: 'text', controller: 'text', severity: 'text', tier: 'text', is_sample: 'boolean' },
    }, library.codes.map((c) => ({
      id: c.id, brand_id: c.brandId, series_ids: c.seriesIds, model_ids: c.modelIds, fuel_types: c.fuelTypes, system_id: c.systemId, code: c.code, code_normalized: c.codeNormalized,
      title: c.title, summary: c.summary, controller: c.controller, severity: c.severity, tier: c.tier, is_sample: true,
    })));
    await insertRows(tx, {
      table: 'public.error_code_details',
      columns: { error_code_id: 'uuid', trigger_condition: 'text', effect: 'text', causes: 'jsonb', checks: 'jsonb', remedy: 'text', remedy_manual_id: 'uuid', remedy_page_number: 'int', components: 'text[]', connectors: 'text[]', page_refs: 'jsonb' },
    }, library.codes.map((c) => ({
      error_code_id: c.id, trigger_condition: c.details.triggerCondition, effect: c.details.effect, causes: c.details.causes, checks: c.details.checks, remedy: c.details.remedy,
      remedy_manual_id: c.details.remedyManualId, remedy_page_number: c.details.remedyPageNumber, components: c.details.components, connectors: c.details.connectors, page_refs: c.details.pageRefs,
    })));
    return true;
  });
}

export interface LoadSampleOptions {
  /** PDFs rendered and uploaded at once (default 4). */
  concurrency?: number;
}

/** Generates and loads the whole sample library; the caller checks `contentIsEmpty` first. */
export async function loadSampleContent(db: Database, upload: ManualUploader, options: LoadSampleOptions = {}): Promise<SampleLoadReport> {
  const started = performance.now();
  const library = generateSampleLibrary();
  const generated = performance.now();
  const files = await uploadAll(library.manuals, upload, options.concurrency ?? 4);
  const stored = performance.now();
  const loaded = await writeLibrary(db, library, files);
  const phases = { generateMs: Math.round(generated - started), filesMs: Math.round(stored - generated), rowsMs: Math.round(performance.now() - stored) };
  return {
    phases,
    loaded,
    manuals: library.manuals.length,
    pages: library.manuals.reduce((n, m) => n + m.pages.length, 0),
    codes: library.codes.length,
    bytes: [...files.values()].reduce((n, f) => n + f.size, 0),
    ms: Math.round(performance.now() - started),
  };
}
