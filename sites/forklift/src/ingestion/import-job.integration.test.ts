// Issue 35 item 5: an import is a job in the database. A run that stopped mid-file (its claim stale, its finished OCR
// pages kept) is resumed by the next run without reading those pages again and without duplicate rows; on
// PostgreSQL the CLI is killed with SIGKILL mid-OCR and started again.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_JWT_SECRET } from '@kit/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageApiUploader } from '../content/storage-uploader';
import { importItems } from '../importer/manifest';
import { runImportJob } from '../importer/run-import';
import { createLoadedDatabase, startForkliftPlatform, testBackends, type ForkliftPlatform } from '../testing';
import { claimNext, openJob, pageCache } from './import-job';
import { createOcrPool } from './ocr/tesseract-pool';
import { readManual } from './read-manual';
import { garbageTextLayerPdf, scannedListPdf } from './test-manuals';

const cli = fileURLToPath(new URL('../importer/cli.ts', import.meta.url));

describe.each(testBackends())('import jobs on %s', (backend) => {
  let platform: ForkliftPlatform;
  let dir: string;
  beforeAll(async () => {
    platform = await startForkliftPlatform({ backend });
    dir = mkdtempSync(join(tmpdir(), 'kit-import-job-'));
    mkdirSync(join(dir, 'r-raynet'));
    writeFileSync(join(dir, 'r-raynet', 'card.pdf'), await scannedListPdf());
  }, 240_000);
  afterAll(async () => {
    await platform?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('resumes a job whose process stopped: the kept OCR page is not read again, the manual is written once', async () => {
    const items = importItems(dir);
    // The first process: claims the file, reads its page by OCR (kept), then stops before writing.
    const job = await openJob(platform.db, dir, items, {});
    expect(await claimNext(platform.db, job.id, 'elsewhere:1:dead')).toMatchObject({ position: 0 });
    const { createHash } = await import('node:crypto');
    const { readFileSync } = await import('node:fs');
    const checksum = createHash('sha256')
      .update(readFileSync(items[0]?.file as string))
      .digest('hex');
    const pool = await createOcrPool(1);
    try {
      await readManual(readFileSync(items[0]?.file as string), { ocr: async () => pool, cache: await pageCache(platform.db, checksum) });
    } finally {
      await pool.close();
    }
    await platform.db.query(`update public.import_job_files set claimed_at = now() - interval '1 hour' where job_id = $1`, [job.id]);

    const resumed = await runImportJob(platform.db, storageApiUploader(platform.app, platform.serviceRoleKey), dir, items, undefined, {
      ocrWorkers: 1,
    });
    expect(resumed).toMatchObject({ jobId: job.id, joined: true, ocrPages: 0, pages: 1 });
    expect(resumed.imported).toHaveLength(1);
    expect(resumed.codes.applied).toBe(3);
    const rows = await platform.db.query<{ manuals: number; pages: number; codes: number; cache: number; state: string }>(
      `select (select count(*)::int from public.manuals where object_path like 'imports/r-raynet/%') as manuals,
              (select count(*)::int from public.manual_pages p join public.manuals m on m.id = p.manual_id where m.object_path like 'imports/r-raynet/%') as pages,
              (select count(*)::int from public.error_codes where brand_id = 'r-raynet' and code in ('10-90', '10-91', '10-92')) as codes,
              (select count(*)::int from public.import_page_cache) as cache,
              (select state from public.import_jobs where id = $1) as state`,
      [job.id],
    );
    expect(rows.rows[0]).toEqual({ manuals: 1, pages: 1, codes: 3, cache: 0, state: 'done' });
    // A new run is a new job; the unchanged file is skipped.
    const again = await runImportJob(platform.db, storageApiUploader(platform.app, platform.serviceRoleKey), dir, items);
    expect(again).toMatchObject({ joined: false, skipped: [items[0]?.file], pages: 0 });
  }, 120_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)('npm run import killed with SIGKILL on postgres', () => {
  it('completes the job when started again, with no duplicate rows and no OCR page read twice', async () => {
    const loaded = await createLoadedDatabase('postgres');
    await loaded.db.close();
    const dir = mkdtempSync(join(tmpdir(), 'kit-import-kill-'));
    try {
      mkdirSync(join(dir, 'c-monarch'));
      // Two scanned pages: the process is killed once the first is kept.
      const { PDFDocument } = await import('pdf-lib');
      const doc = await PDFDocument.create();
      for (const bytes of [await garbageTextLayerPdf(), await garbageTextLayerPdf()]) {
        const [page] = await doc.copyPages(await PDFDocument.load(bytes), [0]);
        if (page) doc.addPage(page);
      }
      writeFileSync(join(dir, 'c-monarch', 'chain.pdf'), await doc.save());
      const env = {
        ...process.env,
        DATA_DIR: loaded.dataDir,
        DATABASE_URL: loaded.url ?? '',
        JWT_SECRET: TEST_JWT_SECRET,
        SAMPLE_CONTENT: 'false',
      };
      const pg = await import('pg');
      const client = new pg.default.Client({ connectionString: loaded.url ?? '' });
      await client.connect();
      try {
        const child = spawn(process.execPath, ['--import', 'tsx', cli, '--ocr-workers', '1', dir], { env, stdio: 'ignore' });
        const deadline = Date.now() + 150_000;
        let kept = 0;
        while (Date.now() < deadline && kept === 0) {
          await new Promise((resolve) => setTimeout(resolve, 200));
          kept =
            (
              await client
                .query<{ n: number }>('select count(*)::int as n from public.import_page_cache')
                .catch(() => ({ rows: [{ n: 0 }] }))
            ).rows[0]?.n ?? 0;
        }
        child.kill('SIGKILL');
        await new Promise((resolve) => child.once('exit', resolve));
        expect(kept).toBe(1);
        const again = spawnSync(process.execPath, ['--import', 'tsx', cli, '--ocr-workers', '1', dir], {
          env,
          encoding: 'utf8',
          timeout: 180_000,
        });
        expect(again.stdout).toMatch(/^joined the import job already running/m);
        expect(again.stdout).toMatch(/^imported 1, replaced 0, unchanged 0, could not read 0; 2 pages/m);
        expect(again.stdout).toMatch(/^OCR: 1 pages without usable text/m);
        expect(again.status).toBe(0);
        const { rows } = await client.query<{ manuals: number; pages: number; ocr: number; jobs: string }>(
          `select (select count(*)::int from public.manuals where object_path like 'imports/c-monarch/%') as manuals,
                  (select count(*)::int from public.manual_pages p join public.manuals m on m.id = p.manual_id where m.object_path like 'imports/c-monarch/%') as pages,
                  (select count(*)::int from public.manual_pages p join public.manuals m on m.id = p.manual_id where m.object_path like 'imports/c-monarch/%' and p.text_source = 'ocr') as ocr,
                  (select string_agg(state, ',') from public.import_jobs) as jobs`,
        );
        expect(rows[0]).toEqual({ manuals: 1, pages: 2, ocr: 2, jobs: 'done' });
      } finally {
        await client.end();
      }
    } finally {
      await loaded.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 420_000);
});
