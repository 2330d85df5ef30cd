// Writes one imported manual in one transaction: its row, its pages (text and source), the OCR word boxes, and the
// fault codes read from it (code_extractions, applied into error_codes / error_code_details unless held for review).
// What an earlier version of the same manual gave and no person approved is taken out first; approved extractions
// and the codes as people corrected them stay. The file is stored first (through the storage API, which on PGlite
// cannot run inside this transaction): a failed store writes no row.
import type { Queryable, Database } from '@kit/platform';
import type { ManualUploader } from '../content/load-sample';
import { insertRows } from '../content/write-rows';
import type { ImportItem } from '../importer/manifest';
import type { ExtractedCode } from './fault-codes/find-codes';
import type { ReadPage } from './read-manual';

export interface ManualToWrite {
  item: ImportItem;
  pages: readonly ReadPage[];
  codes: readonly ExtractedCode[];
  checksum: string;
  stored: Uint8Array;
  holdForReview: boolean;
}

export interface WrittenManual {
  manualId: string;
  codesApplied: number;
  codesHeld: number;
  codesKeptApproved: number;
}

async function upsertManual(tx: Queryable, m: ManualToWrite): Promise<string> {
  const { item } = m;
  const { rows } = await tx.query<{ id: string }>(
    `insert into public.manuals (brand_id, series_ids, model_ids, fuel_types, system_ids, kind, title, revision, revision_date,
       serial_from, serial_to, page_count, tier, preview_pages, object_path, file_size, checksum, is_sample)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, false)
     on conflict (object_path) do update set brand_id = excluded.brand_id, series_ids = excluded.series_ids,
       model_ids = excluded.model_ids, fuel_types = excluded.fuel_types, system_ids = excluded.system_ids, kind = excluded.kind,
       title = excluded.title, revision = excluded.revision, revision_date = excluded.revision_date,
       serial_from = excluded.serial_from, serial_to = excluded.serial_to, page_count = excluded.page_count, tier = excluded.tier,
       preview_pages = excluded.preview_pages, file_size = excluded.file_size, checksum = excluded.checksum,
       is_sample = false, updated_at = now()
     returning id`,
    [
      item.brandId,
      item.seriesIds,
      item.modelIds,
      item.fuelTypes,
      item.systemIds,
      item.kind,
      item.title,
      item.revision,
      item.revisionDate,
      item.serialFrom,
      item.serialTo,
      m.pages.length,
      item.tier,
      Math.min(item.previewPages, m.pages.length),
      item.objectPath,
      m.stored.length,
      m.checksum,
    ],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error(`no manual row for ${item.objectPath}`);
  return id;
}

function detailsOf(code: ExtractedCode, manualId: string): Record<string, unknown> {
  const cite = { manualId };
  return {
    triggerCondition: code.triggerCondition,
    effect: code.effect,
    causes: code.causes.map((c) => ({ text: c.text, ...cite, pageNumber: c.pageNumber })),
    checks: code.checks.map((c) => ({ text: c.text, expected: c.expected, ...cite, pageNumber: c.pageNumber })),
    remedy: code.remedy,
    remedyPageNumber: code.remedyPageNumber,
    pageRefs: [{ ...cite, pageNumber: code.pageNumber, quote: code.quote }],
  };
}

export async function writeManual(db: Database, upload: ManualUploader, m: ManualToWrite): Promise<WrittenManual> {
  await upload(m.item.objectPath, m.stored);
  return db.transaction(async (tx) => {
    const manualId = await upsertManual(tx, m);
    await tx.query('delete from public.manual_pages where manual_id = $1', [manualId]);
    await insertRows(
      tx,
      { table: 'public.manual_pages', columns: { manual_id: 'uuid', page_number: 'int', body: 'text', text_source: 'text' } },
      m.pages.map((p) => ({ manual_id: manualId, page_number: p.number, body: p.body, text_source: p.source })),
    );
    await insertRows(
      tx,
      { table: 'public.manual_page_words', columns: { manual_id: 'uuid', page_number: 'int', words: 'jsonb' } },
      m.pages.filter((p) => p.words.length > 0).map((p) => ({ manual_id: manualId, page_number: p.number, words: p.words })),
    );
    const { rows: kept } = await tx.query<{ codes: string[] }>('select public.retract_manual_extractions($1) as codes', [manualId]);
    const approved = new Set(kept[0]?.codes ?? []);
    const fresh = m.codes.filter((c) => !approved.has(c.codeNormalized));
    const { rows: inserted } = await tx.query<{ id: string }>(
      `insert into public.code_extractions (manual_id, brand_id, code, code_normalized, page_number, found_by, text_source, title,
         summary, system_id, severity, details, held)
       select $1, $2, r.code, r.code_normalized, r.page_number, r.found_by, r.text_source, r.title, r.summary,
         (select s.id from public.systems s where s.id = r.system_id), r.severity, r.details, $3
       from jsonb_to_recordset($4::jsonb) as r(code text, code_normalized text, page_number int, found_by text, text_source text,
         title text, summary text, system_id text, severity text, details jsonb)
       returning id`,
      [
        manualId,
        m.item.brandId,
        m.holdForReview,
        JSON.stringify(
          fresh.map((c) => ({
            code: c.code,
            code_normalized: c.codeNormalized,
            page_number: c.pageNumber,
            found_by: c.foundBy,
            text_source: c.textSource,
            title: c.title,
            summary: c.summary,
            system_id: c.systemId,
            severity: c.severity,
            details: detailsOf(c, manualId),
          })),
        ),
      ],
    );
    if (!m.holdForReview && inserted.length > 0)
      await tx.query('select public.apply_code_extraction(x) from unnest($1::uuid[]) as x', [inserted.map((r) => r.id)]);
    return {
      manualId,
      codesApplied: m.holdForReview ? 0 : inserted.length,
      codesHeld: m.holdForReview ? inserted.length : 0,
      codesKeptApproved: approved.size,
    };
  });
}
