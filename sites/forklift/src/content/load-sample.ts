// Loads the sample library into an empty content database: every row in one transaction (so a failed load leaves the
// tables empty and the next start tries again) while the PDFs are rendered, then the files into the private `manuals`
// bucket through the caller's uploader (the storage API as the service role).
import type { Database } from '@kit/platform';
import type { RenderedFile, RenderedFiles } from './render-files';
import type { SampleLibrary } from './sample/generate';
import type { SampleManual } from './sample/types';
import { insertRows } from './write-rows';

/** The generator and the renderer (pdf-lib), loaded on first use: a server starting from the template uses neither. */
async function loadGenerator() {
  const [{ generateSampleLibrary }, { renderFiles }] = await Promise.all([import('./sample/generate'), import('./render-files')]);
  return { generateSampleLibrary, renderFiles };
}

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
  /** Where the time went: laying out the library, writing the rows (PDFs rendered meanwhile), storing the files. */
  phases: { generateMs: number; filesMs: number; rowsMs: number };
  /** The thread that drew the PDFs (a worker under `npm start`, this one where workers cannot load TypeScript). */
  renderedOn: 'worker' | 'main';
}

/** True when no brand, manual or code exists yet (a fresh database). */
export async function contentIsEmpty(db: Database): Promise<boolean> {
  const { rows } = await db.query<{ any: boolean }>(
    'select exists (select 1 from public.brands) or exists (select 1 from public.manuals) or exists (select 1 from public.error_codes) as any',
  );
  return rows[0]?.any === false;
}

async function uploadAll(
  manuals: readonly SampleManual[],
  files: Map<string, RenderedFile>,
  upload: ManualUploader,
  concurrency: number,
): Promise<void> {
  const queue = [...manuals];
  const worker = async () => {
    for (let manual = queue.shift(); manual; manual = queue.shift()) {
      const file = files.get(manual.id);
      if (!file) throw new Error(`no file rendered for ${manual.objectPath}`);
      await upload(manual.objectPath, file.bytes);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/** Sample manuals whose file is not in the bucket (a load interrupted between its rows and its files). */
export async function missingSampleFiles(db: Database): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `select m.id from public.manuals m where m.is_sample
       and not exists (select 1 from storage.objects o where o.bucket_id = 'manuals' and o.name = m.object_path)`,
  );
  return rows.map((r) => r.id);
}

/** Renders and stores the files of the sample manuals named (after an interrupted load). */
export async function restoreSampleFiles(ids: readonly string[], upload: ManualUploader): Promise<number> {
  const wanted = new Set(ids);
  const { generateSampleLibrary, renderFiles } = await loadGenerator();
  const manuals = generateSampleLibrary().manuals.filter((m) => wanted.has(m.id));
  await uploadAll(manuals, (await renderFiles(manuals)).files, upload, 4);
  return manuals.length;
}

/** Writes the rows unless another process loaded them first (checked under a transaction-level lock). */
async function writeLibrary(db: Database, library: SampleLibrary, rendering: Promise<RenderedFiles>): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query(`select pg_advisory_xact_lock(hashtext('forklift:sample-content'))`);
    const { rows } = await tx.query<{ n: number }>('select count(*)::int as n from public.brands');
    if ((rows[0]?.n ?? 0) > 0) return false;
    await insertRows(
      tx,
      {
        table: 'public.brands',
        columns: {
          id: 'text',
          name: 'text',
          tagline: 'text',
          description: 'text',
          code_format: 'text',
          code_example: 'text',
          code_pattern: 'text',
          sort_order: 'int',
        },
      },
      library.brands.map((b) => ({
        id: b.id,
        name: b.name,
        tagline: b.tagline,
        description: b.description,
        code_format: b.codeFormat,
        code_example: b.codeExample,
        code_pattern: b.codePattern,
        sort_order: b.sortOrder,
      })),
    );
    await insertRows(
      tx,
      { table: 'public.fuel_types', columns: { id: 'text', name: 'text', sort_order: 'int' }, conflict: 'on conflict (id) do nothing' },
      library.fuelTypes.map((f) => ({ id: f.id, name: f.name, sort_order: f.sortOrder })),
    );
    await insertRows(
      tx,
      { table: 'public.systems', columns: { id: 'text', name: 'text', sort_order: 'int' }, conflict: 'on conflict (id) do nothing' },
      library.systems.map((s) => ({ id: s.id, name: s.name, sort_order: s.sortOrder })),
    );
    await insertRows(
      tx,
      {
        table: 'public.series',
        columns: {
          id: 'text',
          brand_id: 'text',
          name: 'text',
          truck_type: 'text',
          fuel_types: 'text[]',
          year_from: 'int',
          year_to: 'int',
          description: 'text',
          sort_order: 'int',
        },
      },
      library.series.map((s) => ({
        id: s.id,
        brand_id: s.brandId,
        name: s.name,
        truck_type: s.truckType,
        fuel_types: s.fuelTypes,
        year_from: s.yearFrom,
        year_to: s.yearTo,
        description: s.description,
        sort_order: s.sortOrder,
      })),
    );
    await insertRows(
      tx,
      {
        table: 'public.models',
        columns: {
          id: 'text',
          series_id: 'text',
          brand_id: 'text',
          name: 'text',
          fuel_type: 'text',
          capacity_kg: 'int',
          serial_from: 'bigint',
          serial_to: 'bigint',
          sort_order: 'int',
        },
      },
      library.models.map((m) => ({
        id: m.id,
        series_id: m.seriesId,
        brand_id: m.brandId,
        name: m.name,
        fuel_type: m.fuelType,
        capacity_kg: m.capacityKg,
        serial_from: m.serialFrom,
        serial_to: m.serialTo,
        sort_order: m.sortOrder,
      })),
    );
    await insertRows(
      tx,
      {
        table: 'public.manuals',
        columns: {
          id: 'uuid',
          brand_id: 'text',
          series_ids: 'text[]',
          model_ids: 'text[]',
          fuel_types: 'text[]',
          system_ids: 'text[]',
          kind: 'text',
          title: 'text',
          summary: 'text',
          revision: 'text',
          revision_date: 'date',
          serial_from: 'bigint',
          serial_to: 'bigint',
          page_count: 'int',
          tier: 'text',
          preview_pages: 'int',
          object_path: 'text',
          is_sample: 'boolean',
        },
      },
      library.manuals.map((m) => ({
        id: m.id,
        brand_id: m.brandId,
        series_ids: m.seriesIds,
        model_ids: m.modelIds,
        fuel_types: m.fuelTypes,
        system_ids: m.systemIds,
        kind: m.kind,
        title: m.title,
        summary: m.summary,
        revision: m.revision,
        revision_date: m.revisionDate,
        serial_from: m.serialFrom,
        serial_to: m.serialTo,
        page_count: m.pages.length,
        tier: m.tier,
        preview_pages: m.previewPages,
        object_path: m.objectPath,
        is_sample: true,
      })),
    );
    await insertRows(
      tx,
      { table: 'public.manual_pages', columns: { manual_id: 'uuid', page_number: 'int', section_title: 'text', body: 'text' } },
      library.manuals.flatMap((m) =>
        m.pages.map((p) => ({ manual_id: m.id, page_number: p.number, section_title: p.sectionTitle, body: p.body })),
      ),
    );
    await insertRows(
      tx,
      {
        table: 'public.error_codes',
        columns: {
          id: 'uuid',
          brand_id: 'text',
          series_ids: 'text[]',
          model_ids: 'text[]',
          fuel_types: 'text[]',
          system_id: 'text',
          code: 'text',
          code_normalized: 'text',
          title: 'text',
          summary: 'text',
          controller: 'text',
          severity: 'text',
          tier: 'text',
          is_sample: 'boolean',
        },
      },
      library.codes.map((c) => ({
        id: c.id,
        brand_id: c.brandId,
        series_ids: c.seriesIds,
        model_ids: c.modelIds,
        fuel_types: c.fuelTypes,
        system_id: c.systemId,
        code: c.code,
        code_normalized: c.codeNormalized,
        title: c.title,
        summary: c.summary,
        controller: c.controller,
        severity: c.severity,
        tier: c.tier,
        is_sample: true,
      })),
    );
    await insertRows(
      tx,
      {
        table: 'public.error_code_details',
        columns: {
          error_code_id: 'uuid',
          trigger_condition: 'text',
          effect: 'text',
          causes: 'jsonb',
          checks: 'jsonb',
          remedy: 'text',
          remedy_manual_id: 'uuid',
          remedy_page_number: 'int',
          components: 'text[]',
          connectors: 'text[]',
          page_refs: 'jsonb',
        },
      },
      library.codes.map((c) => ({
        error_code_id: c.id,
        trigger_condition: c.details.triggerCondition,
        effect: c.details.effect,
        causes: c.details.causes,
        checks: c.details.checks,
        remedy: c.details.remedy,
        remedy_manual_id: c.details.remedyManualId,
        remedy_page_number: c.details.remedyPageNumber,
        components: c.details.components,
        connectors: c.details.connectors,
        page_refs: c.details.pageRefs,
      })),
    );
    await insertRows(
      tx,
      {
        table: 'public.maintenance_tasks',
        columns: {
          id: 'uuid',
          manual_id: 'uuid',
          page_number: 'int',
          brand_id: 'text',
          series_id: 'text',
          fuel_types: 'text[]',
          interval_hours: 'int',
          system_id: 'text',
          task: 'text',
          action: 'text',
          quote: 'text',
          sort_order: 'int',
          is_sample: 'boolean',
        },
      },
      library.maintenanceTasks.map((t) => ({
        id: t.id,
        manual_id: t.manualId,
        page_number: t.pageNumber,
        brand_id: t.brandId,
        series_id: t.seriesId,
        fuel_types: t.fuelTypes,
        interval_hours: t.intervalHours,
        system_id: t.systemId,
        task: t.task,
        action: t.action,
        quote: t.quote,
        sort_order: t.sortOrder,
        is_sample: true,
      })),
    );
    // The files are drawn meanwhile (on a worker thread when possible); their sizes and checksums complete the rows.
    const { files } = await rendering;
    await tx.query(
      `update public.manuals m set file_size = f.size, checksum = f.checksum
         from jsonb_to_recordset($1::jsonb) as f(id uuid, size bigint, checksum text) where m.id = f.id`,
      [JSON.stringify([...files].map(([id, file]) => ({ id, size: file.size, checksum: file.checksum })))],
    );
    return true;
  });
}

export interface LoadSampleOptions {
  /** PDFs rendered and uploaded at once (default 4). */
  concurrency?: number;
}

/**
 * Generates and loads the whole sample library; the caller checks `contentIsEmpty` first. The rows are written in one
 * transaction while the PDFs are rendered; the files are stored once the rows are committed (a start that finds
 * sample manuals without files restores them: `missingSampleFiles`, `restoreSampleFiles`).
 */
export async function loadSampleContent(db: Database, upload: ManualUploader, options: LoadSampleOptions = {}): Promise<SampleLoadReport> {
  const started = performance.now();
  const { generateSampleLibrary, renderFiles } = await loadGenerator();
  const library = generateSampleLibrary();
  const generated = performance.now();
  const rendering = renderFiles(library.manuals);
  // Keep a rejection from going unhandled while the rows are written; writeLibrary awaits it.
  rendering.catch(() => undefined);
  const loaded = await writeLibrary(db, library, rendering);
  const written = performance.now();
  const { files, thread } = await rendering;
  if (loaded) await uploadAll(library.manuals, files, upload, options.concurrency ?? 4);
  const phases = {
    generateMs: Math.round(generated - started),
    rowsMs: Math.round(written - generated),
    filesMs: Math.round(performance.now() - written),
  };
  return {
    phases,
    renderedOn: thread,
    loaded,
    manuals: library.manuals.length,
    pages: library.manuals.reduce((n, m) => n + m.pages.length, 0),
    codes: library.codes.length,
    bytes: [...files.values()].reduce((n, f) => n + f.size, 0),
    ms: Math.round(performance.now() - started),
  };
}
