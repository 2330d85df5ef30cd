// Imports manuals: for each file, skip it when its checksum is unchanged, otherwise extract every page's text with
// pdfjs-dist, store the file in the `manuals` bucket and replace the manual's row and pages in one transaction.
// Files it cannot read (missing, not a PDF, encrypted, corrupt, unknown brand) are reported, never fatal.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Database } from '@kit/platform';
import type { ManualUploader } from '../content/load-sample';
import { optimizeForRangedReading } from '../content/web-optimize';
import { insertRows } from '../content/write-rows';
import { extractPdfText, UnreadablePdfError } from './extract-text';
import type { ImportItem } from './manifest';

export type FailureReason = 'missing' | 'not-pdf' | 'encrypted' | 'corrupt' | 'unknown-brand' | 'store-failed';

export interface ImportReport {
  imported: string[];
  replaced: string[];
  skipped: string[];
  failed: Array<{ file: string; reason: FailureReason; message: string }>;
  pages: number;
  ms: number;
}

export interface ImportProgress {
  done: number;
  total: number;
  file: string;
  pages: number;
}

/** The file as stored: web-optimised so the viewer reads any page by a few byte ranges; as given if pdf-lib cannot rewrite it. */
async function storedForm(bytes: Uint8Array): Promise<Uint8Array> {
  try {
    return await optimizeForRangedReading(bytes);
  } catch {
    return bytes;
  }
}

async function writeManual(db: Database, item: ImportItem, pages: string[], size: number, checksum: string): Promise<void> {
  await db.transaction(async (tx) => {
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
        pages.length,
        item.tier,
        Math.min(item.previewPages, pages.length),
        item.objectPath,
        size,
        checksum,
      ],
    );
    const id = rows[0]?.id;
    if (!id) throw new Error(`no manual row for ${item.objectPath}`);
    await tx.query('delete from public.manual_pages where manual_id = $1', [id]);
    await insertRows(
      tx,
      { table: 'public.manual_pages', columns: { manual_id: 'uuid', page_number: 'int', body: 'text' } },
      pages.map((body, index) => ({ manual_id: id, page_number: index + 1, body })),
    );
  });
}

export async function runImport(
  db: Database,
  upload: ManualUploader,
  items: readonly ImportItem[],
  onProgress?: (progress: ImportProgress) => void,
): Promise<ImportReport> {
  const started = performance.now();
  const report: ImportReport = { imported: [], replaced: [], skipped: [], failed: [], pages: 0, ms: 0 };
  const brands = new Set((await db.query<{ id: string }>('select id from public.brands')).rows.map((r) => r.id));
  let done = 0;
  for (const item of items) {
    const fail = (reason: FailureReason, message: string) => report.failed.push({ file: item.file, reason, message });
    let bytes: Uint8Array | undefined;
    try {
      bytes = await readFile(item.file);
    } catch (error) {
      fail('missing', `cannot read the file: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (bytes) {
      const checksum = createHash('sha256').update(bytes).digest('hex');
      const { rows } = await db.query<{ checksum: string }>('select checksum from public.manuals where object_path = $1', [
        item.objectPath,
      ]);
      const existing = rows[0];
      if (!brands.has(item.brandId)) fail('unknown-brand', `brand "${item.brandId}" does not exist`);
      else if (existing?.checksum === checksum) report.skipped.push(item.file);
      else {
        try {
          const pages = await extractPdfText(bytes);
          const stored = await storedForm(bytes);
          await upload(item.objectPath, stored);
          // The checksum stays the source file's, so an unchanged file is recognised on the next run.
          await writeManual(db, item, pages, stored.length, checksum);
          (existing ? report.replaced : report.imported).push(item.file);
          report.pages += pages.length;
        } catch (error) {
          if (error instanceof UnreadablePdfError) fail(error.reason, error.message);
          else fail('store-failed', error instanceof Error ? error.message : String(error));
        }
      }
    }
    done++;
    onProgress?.({ done, total: items.length, file: item.file, pages: report.pages });
  }
  report.ms = Math.round(performance.now() - started);
  return report;
}
