// Imports manuals: for each file, skip it when its checksum is unchanged; otherwise read every page (text layer, or
// OCR where there is none worth keeping), take the serial range, models and revision from the title pages when the
// manifest does not give them, find the fault codes the manual explains, and write it all in one transaction.
// Files it cannot read (missing, not a PDF, encrypted, corrupt, empty, too many pages, unknown brand) are reported,
// never fatal; so are single pages OCR cannot read.
import { createHash, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import type { Database } from '@kit/platform';
import type { ManualUploader } from '../content/load-sample';
import { optimizeForRangedReading } from '../content/web-optimize';
import { readApplicability } from '../ingestion/applicability';
import { findFaultCodes } from '../ingestion/fault-codes/find-codes';
import {
  claimNext,
  dropPageCache,
  finishFile,
  finishJob,
  heartbeat,
  openJob,
  pageCache,
  releaseDeadClaims,
  type PageCache,
} from '../ingestion/import-job';
import { createOcrPool, type OcrPool } from '../ingestion/ocr/tesseract-pool';
import { readManual, type PageProblem } from '../ingestion/read-manual';
import { writeManual } from '../ingestion/write-manual';
import { UnreadablePdfError, type UnreadableReason } from './extract-text';
import type { ImportItem } from './manifest';

export type FailureReason = 'missing' | UnreadableReason | 'unknown-brand' | 'store-failed';

export interface ImportReport {
  imported: string[];
  replaced: string[];
  skipped: string[];
  failed: Array<{ file: string; reason: FailureReason; message: string }>;
  /** Pages imported with a reason they are incomplete (OCR could not read them). */
  pageProblems: Array<{ file: string } & PageProblem>;
  pages: number;
  ocrPages: number;
  /** Time the OCR pages took, summed over the files (wall clock, pages in parallel). */
  ocrMs: number;
  codes: { applied: number; held: number; keptApproved: number };
  ms: number;
}

export interface ImportProgress {
  /** Files finished. */
  done: number;
  total: number;
  file: string;
  /** Pages read so far, over all files. */
  pages: number;
  ocrPages: number;
  pagesPerSecond: number;
  /** True once the file is finished (otherwise a page of it was). */
  fileDone: boolean;
}

export interface ImportOptions {
  /** Extracted codes wait for an admin's approval instead of being published. */
  holdForReview?: boolean;
  maxPages?: number;
  /** OCR worker threads (default: one per core). */
  ocrWorkers?: number;
  /** Removes a stored file: when the rows of a new manual cannot be written, its file does not stay in the bucket. */
  removeFile?: (path: string) => Promise<void>;
}

/** The file as stored: web-optimised so the viewer reads any page by a few byte ranges; as given if pdf-lib cannot rewrite it. */
async function storedForm(bytes: Uint8Array): Promise<Uint8Array> {
  try {
    return await optimizeForRangedReading(bytes);
  } catch {
    return bytes;
  }
}

interface BrandInfo {
  codePattern: string;
  models: Array<{ id: string; name: string }>;
}

async function brandInfo(db: Database): Promise<Map<string, BrandInfo>> {
  const { rows } = await db.query<{ id: string; code_pattern: string; models: Array<{ id: string; name: string }> }>(
    `select b.id, b.code_pattern, coalesce((select jsonb_agg(jsonb_build_object('id', m.id, 'name', m.name)) from public.models m
       where m.brand_id = b.id), '[]') as models from public.brands b`,
  );
  return new Map(rows.map((r) => [r.id, { codePattern: r.code_pattern, models: r.models }]));
}

/** The item with what the title pages say, where the manifest said nothing. */
function withTitlePage(item: ImportItem, titlePages: string[], models: BrandInfo['models']): ImportItem {
  const read = readApplicability(titlePages, models);
  return {
    ...item,
    serialFrom: item.given.serial || read.serialFrom === null ? item.serialFrom : read.serialFrom,
    serialTo: item.given.serial || read.serialFrom === null ? item.serialTo : read.serialTo,
    modelIds: item.given.models || read.modelIds.length === 0 ? item.modelIds : read.modelIds,
    revision: item.given.revision || !read.revision ? item.revision : read.revision,
    revisionDate: item.given.revisionDate || !read.revisionDate ? item.revisionDate : read.revisionDate,
  };
}

export interface FileOutcome {
  kind: 'imported' | 'replaced' | 'skipped' | 'failed';
  file: string;
  reason?: FailureReason;
  message?: string;
  pages: number;
  ocrPages: number;
  ocrMs: number;
  codes: ImportReport['codes'];
  pageProblems: ImportReport['pageProblems'];
}

interface RunContext {
  db: Database;
  upload: ManualUploader;
  brands: Map<string, BrandInfo>;
  systems: Set<string>;
  ocr: () => Promise<OcrPool>;
  options: ImportOptions;
  /** Pages of this file read so far (text or OCR). */
  onPage: (source: 'text' | 'ocr') => void;
}

/** Imports one file; never throws for a bad file (its outcome says why). */
async function importFile(ctx: RunContext, item: ImportItem, cacheFor?: (checksum: string) => Promise<PageCache>): Promise<FileOutcome> {
  const outcome: FileOutcome = {
    kind: 'failed',
    file: item.file,
    pages: 0,
    ocrPages: 0,
    ocrMs: 0,
    codes: { applied: 0, held: 0, keptApproved: 0 },
    pageProblems: [],
  };
  const fail = (reason: FailureReason, message: string): FileOutcome => ({ ...outcome, kind: 'failed', reason, message });
  let bytes: Uint8Array;
  try {
    bytes = await readFile(item.file);
  } catch (error) {
    return fail('missing', `cannot read the file: ${error instanceof Error ? error.message : String(error)}`);
  }
  const brand = ctx.brands.get(item.brandId);
  const checksum = createHash('sha256').update(bytes).digest('hex');
  const { rows } = await ctx.db.query<{ checksum: string }>('select checksum from public.manuals where object_path = $1', [
    item.objectPath,
  ]);
  const existing = rows[0];
  if (!brand) return fail('unknown-brand', `brand "${item.brandId}" does not exist`);
  if (existing?.checksum === checksum) return { ...outcome, kind: 'skipped' };
  try {
    const read = await readManual(bytes, {
      ocr: ctx.ocr,
      maxPages: ctx.options.maxPages,
      onPage: (_done, _total, source) => ctx.onPage(source),
      ...(cacheFor ? { cache: await cacheFor(checksum) } : {}),
    });
    const described = withTitlePage(
      item,
      read.pages.slice(0, 2).map((p) => p.body),
      brand.models,
    );
    const codes = findFaultCodes(read.pages, { codePattern: brand.codePattern, systems: ctx.systems });
    const stored = await storedForm(bytes);
    // The checksum stays the source file's, so an unchanged file is recognised on the next run.
    const written = await writeManual(ctx.db, ctx.upload, {
      item: described,
      pages: read.pages,
      codes,
      checksum,
      stored,
      holdForReview: ctx.options.holdForReview ?? false,
    }).catch(async (error: unknown) => {
      if (!existing && ctx.options.removeFile) await ctx.options.removeFile(item.objectPath).catch(() => undefined);
      throw error;
    });
    return {
      ...outcome,
      kind: existing ? 'replaced' : 'imported',
      pages: read.pages.length,
      ocrPages: read.ocrPages,
      ocrMs: read.ocrMs,
      codes: { applied: written.codesApplied, held: written.codesHeld, keptApproved: written.codesKeptApproved },
      pageProblems: read.problems.map((p) => ({ file: item.file, ...p })),
    };
  } catch (error) {
    if (error instanceof UnreadablePdfError) return fail(error.reason, error.message);
    return fail('store-failed', error instanceof Error ? error.message : String(error));
  }
}

function emptyReport(): ImportReport {
  return {
    imported: [],
    replaced: [],
    skipped: [],
    failed: [],
    pageProblems: [],
    pages: 0,
    ocrPages: 0,
    ocrMs: 0,
    codes: { applied: 0, held: 0, keptApproved: 0 },
    ms: 0,
  };
}

function addOutcome(report: ImportReport, outcome: FileOutcome): void {
  if (outcome.kind === 'failed')
    report.failed.push({ file: outcome.file, reason: outcome.reason ?? 'store-failed', message: outcome.message ?? '' });
  else if (outcome.kind === 'skipped') report.skipped.push(outcome.file);
  else (outcome.kind === 'imported' ? report.imported : report.replaced).push(outcome.file);
  report.pages += outcome.pages;
  report.ocrPages += outcome.ocrPages;
  report.ocrMs += outcome.ocrMs;
  report.codes.applied += outcome.codes.applied;
  report.codes.held += outcome.codes.held;
  report.codes.keptApproved += outcome.codes.keptApproved;
  report.pageProblems.push(...outcome.pageProblems);
}

interface Runner {
  ctx: RunContext;
  tell: (file: string, fileDone: boolean) => void;
  fileDone: () => void;
  close: () => Promise<void>;
}

async function runner(
  db: Database,
  upload: ManualUploader,
  total: number,
  onProgress: ((p: ImportProgress) => void) | undefined,
  options: ImportOptions,
  started: number,
): Promise<Runner> {
  const brands = await brandInfo(db);
  const systems = new Set((await db.query<{ id: string }>('select id from public.systems')).rows.map((r) => r.id));
  let pool: Promise<OcrPool> | undefined;
  let done = 0;
  let pagesRead = 0;
  let ocrRead = 0;
  let current = '';
  const tell = (file: string, fileDone: boolean) => {
    current = file;
    onProgress?.({
      done,
      total,
      file,
      pages: pagesRead,
      ocrPages: ocrRead,
      pagesPerSecond: pagesRead / Math.max(0.001, (performance.now() - started) / 1000),
      fileDone,
    });
  };
  return {
    ctx: {
      db,
      upload,
      brands,
      systems,
      options,
      ocr: () => (pool ??= createOcrPool(options.ocrWorkers)),
      onPage: (source) => {
        pagesRead++;
        if (source === 'ocr') ocrRead++;
        tell(current, false);
      },
    },
    tell,
    fileDone: () => {
      done++;
    },
    close: async () => {
      if (pool) await (await pool).close();
    },
  };
}

/** Imports the items in this process (tests, the bench, the sample tools). */
export async function runImport(
  db: Database,
  upload: ManualUploader,
  items: readonly ImportItem[],
  onProgress?: (progress: ImportProgress) => void,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const started = performance.now();
  const report = emptyReport();
  const run = await runner(db, upload, items.length, onProgress, options, started);
  try {
    for (const item of items) {
      run.tell(item.file, false);
      addOutcome(report, await importFile(run.ctx, item));
      run.fileDone();
      run.tell(item.file, true);
    }
  } finally {
    await run.close();
  }
  report.ms = Math.round(performance.now() - started);
  return report;
}

/**
 * Imports the items as a job in the database (`npm run import`): opens the source's job or joins the one another
 * process runs, works its files one claim at a time, keeps OCR'd pages so a killed run resumes without reading them
 * again, and reports the whole job once every file is done (by this process or another).
 */
export async function runImportJob(
  db: Database,
  upload: ManualUploader,
  source: string,
  items: readonly ImportItem[],
  onProgress?: (progress: ImportProgress) => void,
  options: ImportOptions = {},
): Promise<ImportReport & { jobId: string; joined: boolean }> {
  const started = performance.now();
  const job = await openJob(db, source, items, { holdForReview: options.holdForReview ?? false });
  const worker = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const run = await runner(db, upload, items.length, onProgress, options, started);
  let outcomes: Array<Record<string, unknown>>;
  try {
    for (;;) {
      await releaseDeadClaims(db, job.id, hostname());
      const claimed = await claimNext(db, job.id, worker);
      if (!claimed) {
        const finished = await finishJob(db, job.id);
        if (finished) {
          outcomes = finished;
          break;
        }
        // Another process holds the last files: wait for it, or for its claim to go stale.
        await new Promise((resolve) => setTimeout(resolve, 1000));
        continue;
      }
      let beat = performance.now();
      const onPage = run.ctx.onPage;
      run.ctx.onPage = (pageSource) => {
        onPage(pageSource);
        if (performance.now() - beat > 10_000) {
          beat = performance.now();
          void heartbeat(db, job.id, claimed.position, worker).catch(() => undefined);
        }
      };
      run.tell(claimed.item.file, false);
      const outcome = await importFile(run.ctx, claimed.item, (checksum) => pageCache(db, checksum));
      run.ctx.onPage = onPage;
      await finishFile(db, job.id, claimed.position, outcome);
      if (outcome.kind === 'imported' || outcome.kind === 'replaced') {
        const checksum = createHash('sha256')
          .update(await readFile(claimed.item.file))
          .digest('hex');
        await dropPageCache(db, checksum);
      }
      run.fileDone();
      run.tell(claimed.item.file, true);
    }
  } finally {
    await run.close();
  }
  const report = emptyReport();
  for (const outcome of outcomes) addOutcome(report, outcome as unknown as FileOutcome);
  report.ms = Math.round(performance.now() - started);
  return { ...report, jobId: job.id, joined: job.joined };
}
