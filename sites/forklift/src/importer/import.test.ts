// Acceptance 4: importing a folder with good PDFs, an encrypted one, a corrupt one and a non-PDF; re-running imports
// nothing new; a changed file replaces its old version (row, pages and file). In-process and through the CLI.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_JWT_SECRET } from '@kit/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageApiUploader } from '../content/storage-uploader';
import { createLoadedDatabase, createPortalUser, startForkliftPlatform, testBackends, type ForkliftPlatform } from '../testing';
import { extractPdfText } from './extract-text';
import { importItems } from './manifest';
import { runImport } from './run-import';
import { manualPdf, writeImportFolder } from './test-files';

const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));

describe.each(testBackends())('manual importer on %s', (backend) => {
  let platform: ForkliftPlatform;
  let dir: string;
  let files: Awaited<ReturnType<typeof writeImportFolder>>;
  beforeAll(async () => {
    platform = await startForkliftPlatform({ backend });
    dir = mkdtempSync(join(tmpdir(), 'kit-import-'));
    files = await writeImportFolder(dir);
  }, 240_000);
  afterAll(async () => {
    await platform?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const run = () => runImport(platform.db, storageApiUploader(platform.app, platform.serviceRoleKey), importItems(dir));

  it('imports the good files, reports the bad ones by reason, and skips unchanged files on a re-run', async () => {
    const first = await run();
    expect(first.imported.sort()).toEqual([...files.good].sort());
    expect(first.pages).toBe(5);
    expect(Object.fromEntries(first.failed.map((f) => [f.reason, f.file]))).toEqual(files.bad);
    const { rows } = await platform.db.query<{ title: string; page_count: number; body: string }>(
      `select m.title, m.page_count, p.body from public.manuals m join public.manual_pages p on p.manual_id = m.id
        where m.object_path = 'imports/c-monarch/c-monarch-cx/cx-service-bulletin.pdf' order by p.page_number`,
    );
    expect(rows.map((r) => r.body)).toEqual(
      [1, 2, 3].map((n) => `Bulletin 14 page ${n}\nCheck the lift pressure sensor at connector CN${10 + n}. Expected: 0.5 V to 4.5 V.`),
    );
    expect(rows[0]?.title).toBe('Cx service bulletin');
    const again = await run();
    expect(again.imported).toEqual([]);
    expect(again.replaced).toEqual([]);
    expect(again.skipped.sort()).toEqual([...files.good].sort());
    expect(again.failed).toHaveLength(3);
  });

  it('replaces a changed file: new pages, new checksum, new bytes in storage', async () => {
    writeFileSync(files.good[0] as string, await manualPdf('Bulletin 14 rev B', 4));
    const report = await run();
    expect(report.replaced).toEqual([files.good[0]]);
    expect(report.skipped).toEqual([files.good[1]]);
    const { rows } = await platform.db.query<{ n: number; manuals: number; first: string }>(
      `select count(*)::int as n, count(distinct m.id)::int as manuals, min(p.body) as first from public.manuals m join public.manual_pages p on p.manual_id = m.id
        where m.object_path = 'imports/c-monarch/c-monarch-cx/cx-service-bulletin.pdf'`,
    );
    expect(rows[0]).toMatchObject({ n: 4, manuals: 1 });
    expect(rows[0]?.first).toMatch(/^Bulletin 14 rev B page 1/);
    // An imported premium manual is served like any other: to its brand's premium role.
    const monarch = await createPortalUser(platform, ['c-monarch-premium']);
    const file = await monarch.client.storage.from('manuals').download('imports/c-monarch/c-monarch-cx/cx-service-bulletin.pdf');
    expect((await extractPdfText(new Uint8Array(await (file.data as Blob).arrayBuffer())))[0]).toMatch(/^Bulletin 14 rev B page 1/);
  });
});

describe.each(testBackends())('npm run import on %s', (backend) => {
  it('imports into the database of DATA_DIR or DATABASE_URL and ends with the report of unreadable files', async () => {
    const loaded = await createLoadedDatabase(backend);
    await loaded.db.close();
    const dir = mkdtempSync(join(tmpdir(), 'kit-import-cli-'));
    try {
      await writeImportFolder(dir);
      const env = {
        ...process.env,
        DATA_DIR: loaded.dataDir,
        DATABASE_URL: loaded.url ?? '',
        JWT_SECRET: TEST_JWT_SECRET,
        SAMPLE_CONTENT: 'false',
      };
      const result = spawnSync(process.execPath, ['--import', 'tsx', cli, dir], { env, encoding: 'utf8', timeout: 180_000 });
      expect(result.stdout).toMatch(/^imported 2, replaced 0, unchanged 0, could not read 3; 5 pages in [\d.]+ s \(\d+ pages\/s\)$/m);
      expect(result.stdout).toMatch(/encrypted\s+.*locked-manual\.pdf: the PDF is encrypted/);
      expect(result.stdout).toMatch(/corrupt\s+.*broken-scan\.pdf/);
      expect(result.stdout).toMatch(/not-pdf\s+.*notes\.txt: not a PDF file/);
      expect(result.stderr).toMatch(/\[#{30}\] 5\/5 files, 5 pages/);
      expect(result.status).toBe(1);
      const again = spawnSync(process.execPath, ['--import', 'tsx', cli, dir], { env, encoding: 'utf8', timeout: 180_000 });
      expect(again.stdout).toMatch(/^imported 0, replaced 0, unchanged 2, could not read 3; 0 pages/m);
      const usage = spawnSync(process.execPath, ['--import', 'tsx', cli, join(dir, 'nowhere')], { env, encoding: 'utf8', timeout: 60_000 });
      expect(usage.status).toBe(2);
      expect(usage.stderr).toMatch(/does not exist/);
    } finally {
      // The database was closed above; drop() removes the data directory and the PostgreSQL database.
      await loaded.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);
});
