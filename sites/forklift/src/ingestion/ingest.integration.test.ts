// Issue 35 acceptance on both backends: manuals in layouts the sample generator never writes (code tables over page
// breaks, a block-per-code chapter, a scanned list guide, a parts list that only mentions codes, a garbage text layer)
// and hostile files are imported; the codes are found with their titles and cited to the page that explains them;
// the scanned words are searchable through the portal's search; a diagnosis cites the manual page; re-import is
// idempotent; a revised manual replaces its extraction but keeps what an admin approved; --hold-for-review hides.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageApiRemover, storageApiUploader } from '../content/storage-uploader';
import { callDiagnose } from '../diagnostics/test-support/call-diagnose';
import { importItems } from '../importer/manifest';
import { runImport, type ImportReport } from '../importer/run-import';
import { corruptPdf } from '../importer/test-files';
import { createPortalUser, sampleCode, startForkliftPlatform, testBackends, type ForkliftPlatform, type PortalUser } from '../testing';
import {
  blankScanPdf,
  blockChapterPdf,
  blockTruth,
  emptyPdf,
  GARBAGE_LINES,
  garbageTextLayerPdf,
  hugePdf,
  LIST_LINES,
  LIST_TRUTH,
  partsListPdf,
  scannedListPdf,
  SERVICE_TRUTH,
  serviceManualPdf,
  type TruthCode,
} from './test-manuals';

const functionsDir = fileURLToPath(new URL('../functions', import.meta.url));
const words = (text: string) => text.toLowerCase().match(/[a-z0-9]+/g) ?? [];

/** Share of the printed words (with repeats) found in the body. */
function wordRecall(printed: readonly string[], body: string): number {
  const have = new Set(words(body));
  const want = printed.flatMap(words);
  return want.filter((w) => have.has(w)).length / want.length;
}

describe.each(testBackends())('ingestion of real manuals on %s', (backend) => {
  let platform: ForkliftPlatform;
  let dir: string;
  let member: PortalUser;
  let admin: PortalUser;
  let existing: { id: string; code: string; title: string };
  let report: ImportReport;
  const manualId = async (file: string) =>
    (await platform.db.query<{ id: string }>(`select id from public.manuals where object_path like 'imports/%/' || $1`, [file])).rows[0]
      ?.id ?? '';
  const run = (holdForReview = false) =>
    runImport(platform.db, storageApiUploader(platform.app, platform.serviceRoleKey), importItems(dir), undefined, {
      holdForReview,
      ocrWorkers: 2,
    });

  beforeAll(async () => {
    platform = await startForkliftPlatform({ backend, functionDirs: [functionsDir] });
    const sample = await sampleCode(platform.db, 'c-monarch', 'free');
    const title = await platform.db.query<{ title: string }>('select title from public.error_codes where id = $1', [sample.id]);
    existing = { ...sample, title: title.rows[0]?.title ?? '' };
    const raynetSeries = (
      await platform.db.query<{ id: string }>(`select id from public.series where brand_id = 'r-raynet' order by id limit 1`)
    ).rows[0]?.id;
    dir = mkdtempSync(join(tmpdir(), 'kit-ingest-'));
    writeFileSync(join(dir, 'service.pdf'), await serviceManualPdf());
    writeFileSync(join(dir, 'faults.pdf'), await blockChapterPdf(existing.code));
    writeFileSync(join(dir, 'guide.pdf'), await scannedListPdf());
    writeFileSync(join(dir, 'parts.pdf'), await partsListPdf());
    writeFileSync(join(dir, 'chain.pdf'), await garbageTextLayerPdf());
    writeFileSync(join(dir, 'blank.pdf'), await blankScanPdf());
    writeFileSync(join(dir, 'broken.pdf'), corruptPdf());
    writeFileSync(join(dir, 'empty.pdf'), await emptyPdf());
    writeFileSync(join(dir, 'archive.pdf'), await hugePdf());
    writeFileSync(
      join(dir, 'manifest.csv'),
      [
        'file,brand,series,kind,tier,title',
        'service.pdf,c-monarch,c-monarch-cx,service,free,CX service manual',
        'faults.pdf,c-monarch,c-monarch-cx,service,free,CX fault descriptions',
        `guide.pdf,r-raynet,${raynetSeries},service,free,Quick troubleshooting card`,
        'parts.pdf,c-monarch,c-monarch-cx,parts,free,Pump group parts',
        'chain.pdf,c-monarch,c-monarch-cx,service,free,Lift chain inspection',
        'blank.pdf,c-monarch,,service,free,Blank scan',
        'broken.pdf,c-monarch,,service,free,Broken',
        'empty.pdf,c-monarch,,service,free,Empty',
        'archive.pdf,c-monarch,,service,free,Archive',
      ].join('\n'),
    );
    report = await run();
    member = await createPortalUser(platform, ['freemium']);
    admin = await createPortalUser(platform, ['admin']);
  }, 300_000);
  afterAll(async () => {
    await platform?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('imports the readable manuals, OCRs the pages without usable text, and reports the hostile files by reason', async () => {
    expect(report.imported.map((f) => f.split('/').pop()).sort()).toEqual([
      'blank.pdf',
      'chain.pdf',
      'faults.pdf',
      'guide.pdf',
      'parts.pdf',
      'service.pdf',
    ]);
    expect(Object.fromEntries(report.failed.map((f) => [f.file.split('/').pop(), f.reason]))).toEqual({
      'broken.pdf': 'corrupt',
      'empty.pdf': 'empty',
      'archive.pdf': 'too-many-pages',
    });
    expect(report.failed.find((f) => f.reason === 'too-many-pages')?.message).toMatch(/2000 pages, more than the 1500/);
    expect(report.ocrPages).toBe(3);
    // A page OCR cannot read is reported by file and page; the manual is imported with the rest.
    expect(report.pageProblems.map((p) => [p.file.split('/').pop(), p.page, p.reason])).toEqual([['blank.pdf', 1, 'ocr-unreadable']]);
    const pages = await platform.db.query<{ file: string; text_source: string; body: string; words: number }>(
      `select m.object_path as file, p.text_source, p.body, coalesce(jsonb_array_length(w.words), 0) as words
         from public.manual_pages p join public.manuals m on m.id = p.manual_id
         left join public.manual_page_words w on w.manual_id = p.manual_id and w.page_number = p.page_number
        where m.is_sample = false and (m.object_path like '%/guide.pdf' or m.object_path like '%/chain.pdf')`,
    );
    const guide = pages.rows.find((r) => r.file.endsWith('guide.pdf'));
    const chain = pages.rows.find((r) => r.file.endsWith('chain.pdf'));
    expect(guide).toMatchObject({ text_source: 'ocr' });
    expect(chain).toMatchObject({ text_source: 'ocr' });
    expect(wordRecall(LIST_LINES, guide?.body ?? '')).toBeGreaterThanOrEqual(0.9);
    // The garbage text layer is replaced by what the page shows.
    expect(wordRecall(GARBAGE_LINES, chain?.body ?? '')).toBeGreaterThanOrEqual(0.9);
    expect(chain?.body).not.toMatch(/Qzx|Kkrt/);
    expect(guide?.words).toBeGreaterThan(30);
  });

  it('leaves no file in the bucket when the rows of a new manual cannot be written', async () => {
    const broken = Object.create(platform.db) as typeof platform.db;
    broken.transaction = () => Promise.reject(new Error('the database went away'));
    const single = mkdtempSync(join(tmpdir(), 'kit-ingest-undo-'));
    try {
      mkdirSync(join(single, 'c-monarch'));
      writeFileSync(join(single, 'c-monarch', 'undo.pdf'), await partsListPdf());
      const failed = await runImport(broken, storageApiUploader(platform.app, platform.serviceRoleKey), importItems(single), undefined, {
        removeFile: storageApiRemover(platform.app, platform.serviceRoleKey),
      });
      expect(failed.failed).toMatchObject([{ reason: 'store-failed', message: 'the database went away' }]);
      const { rows } = await platform.db.query<{ n: number }>(
        `select count(*)::int as n from storage.objects where bucket_id = 'manuals' and name = 'imports/c-monarch/general/undo.pdf'`,
      );
      expect(rows[0]?.n).toBe(0);
    } finally {
      rmSync(single, { recursive: true, force: true });
    }
  });

  it('finds the codes with their titles, each cited to the page that explains it, and makes none from a mention', async () => {
    const truths: Array<TruthCode & { file: string; brand: string }> = [
      ...SERVICE_TRUTH.map((t) => ({ ...t, file: 'service.pdf', brand: 'c-monarch' })),
      ...blockTruth(existing.code)
        .filter((t) => t.code !== existing.code)
        .map((t) => ({ ...t, file: 'faults.pdf', brand: 'c-monarch' })),
      ...LIST_TRUTH.map((t) => ({ ...t, file: 'guide.pdf', brand: 'r-raynet' })),
    ];
    let right = 0;
    const misses: unknown[] = [];
    for (const truth of truths) {
      const id = await manualId(truth.file);
      const { rows } = await platform.db.query<{
        title: string;
        review_state: string;
        page_refs: Array<{ manualId: string; pageNumber: number }>;
      }>(
        `select c.title, c.review_state, d.page_refs from public.error_codes c join public.error_code_details d on d.error_code_id = c.id
          where c.brand_id = $1 and c.code = $2`,
        [truth.brand, truth.code],
      );
      const row = rows[0];
      if (
        row &&
        row.title.toLowerCase() === truth.title.toLowerCase() &&
        row.page_refs.some((r) => r.manualId === id && r.pageNumber === truth.page) &&
        row.review_state === 'unreviewed'
      )
        right++;
      else misses.push({ truth, row });
    }
    expect(right / truths.length, JSON.stringify(misses)).toBeGreaterThanOrEqual(0.95);
    // No code from a mention: the parts list gives none, the service manual's "See fault E-212" none.
    const perManual = await platform.db.query<{ file: string; codes: string[] }>(
      `select m.object_path as file, array_agg(x.code order by x.code) as codes from public.code_extractions x
         join public.manuals m on m.id = x.manual_id group by m.object_path`,
    );
    const byFile = Object.fromEntries(perManual.rows.map((r) => [r.file.split('/').pop(), r.codes]));
    expect(byFile['parts.pdf']).toBeUndefined();
    expect(byFile['chain.pdf']).toBeUndefined();
    expect(byFile['service.pdf']).toEqual(SERVICE_TRUTH.map((t) => t.code));
    // Table rows keep their columns: causes, checks with the expected value, the remedy.
    const detail = await platform.db.query<{
      causes: Array<{ text: string }>;
      checks: Array<{ text: string; expected: string }>;
      remedy: string;
      system_id: string;
    }>(
      `select d.causes, d.checks, d.remedy, c.system_id from public.error_codes c join public.error_code_details d on d.error_code_id = c.id
        where c.brand_id = 'c-monarch' and c.code = 'E-191'`,
    );
    expect(detail.rows[0]?.causes.map((c) => c.text)).toEqual(['Debris in the relief valve seat']);
    expect(detail.rows[0]?.checks[0]?.expected).toBe('175 bar to 185 bar');
    expect(detail.rows[0]?.remedy).toBe('Clean or replace the valve.');
    expect(detail.rows[0]?.system_id).toBe('hydraulics');
    // The row that runs over the page break keeps its cause from the next page.
    const split = await platform.db.query<{ causes: Array<{ text: string; pageNumber: number }> }>(
      `select d.causes from public.error_codes c join public.error_code_details d on d.error_code_id = c.id where c.brand_id = 'c-monarch' and c.code = 'E-291'`,
    );
    expect(split.rows[0]?.causes.map((c) => c.text)).toContain('precharge resistor open');
  });

  it('enriches a code that exists: one row, its title kept, the manual page added', async () => {
    const id = await manualId('faults.pdf');
    const { rows } = await platform.db.query<{
      title: string;
      causes: Array<{ text: string; manualId?: string }>;
      page_refs: Array<{ manualId: string; pageNumber: number }>;
    }>(
      `select c.title, d.causes, d.page_refs from public.error_codes c join public.error_code_details d on d.error_code_id = c.id
        where c.brand_id = 'c-monarch' and c.code_normalized = (select code_normalized from public.error_codes where id = $1)`,
      [existing.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.title).toBe(existing.title);
    expect(rows[0]?.causes.some((c) => c.manualId === id && /connector corrosion/.test(c.text))).toBe(true);
    expect(rows[0]?.page_refs.some((r) => r.manualId === id && r.pageNumber === 2)).toBe(true);
  });

  it('reads the applicability from the title page', async () => {
    const { rows } = await platform.db.query<{
      serial_from: string;
      serial_to: string | null;
      model_ids: string[];
      revision: string;
      revision_date: string;
    }>(
      `select serial_from::text, serial_to::text, model_ids, revision, revision_date::text from public.manuals where object_path like 'imports/%/service.pdf'`,
    );
    const models = await platform.db.query<{ id: string }>(
      `select id from public.models where brand_id = 'c-monarch' and name in ('CX20', 'CX25', 'CX30') order by id`,
    );
    expect(rows[0]).toMatchObject({ serial_from: '41000', serial_to: null, revision: 'C', revision_date: '2025-03-01' });
    expect([...(rows[0]?.model_ids ?? [])].sort()).toEqual(models.rows.map((r) => r.id));
  });

  it('lets a member find each new code first in any spelling, and the scanned words, through the portal search', async () => {
    for (const [query, code] of [
      ['E-190', 'E-190'],
      ['e190', 'E-190'],
      ['E 472', 'E-472'],
      ['10-91', '10-91'],
      ['10 92', '10-92'],
    ] as const) {
      const { data, error } = await member.client.rpc('search_portal', { query, max_results: 5 });
      expect(error).toBeNull();
      const first = (data as Array<{ kind: string; title: string; error_code_id: string | null }>)[0];
      expect(first?.kind, query).toBe('error_code');
      const { rows } = await platform.db.query<{ code: string }>('select code from public.error_codes where id = $1', [
        first?.error_code_id,
      ]);
      expect(rows[0]?.code, query).toBe(code);
    }
    const guide = await manualId('guide.pdf');
    const { data } = await member.client.rpc('search_portal', { query: 'termination', brand: 'r-raynet', max_results: 20 });
    expect((data as Array<{ kind: string; manual_id: string | null }>).some((r) => r.kind === 'page' && r.manual_id === guide)).toBe(true);
    const words = await member.client.from('manual_page_words').select('words').eq('manual_id', guide).eq('page_number', 1).single();
    expect(words.error).toBeNull();
    expect((words.data?.words as Array<[string]>).some(([w]) => /termination/i.test(w))).toBe(true);
  });

  it('diagnoses an extracted code with steps citing its manual page', async () => {
    const service = await manualId('service.pdf');
    const call = await callDiagnose(platform.url, member.accessToken, { brand: 'c-monarch', code: 'E-191' });
    expect(call.status).toBe(200);
    expect(call.events[0]).toMatchObject({ event: 'match', data: { code: 'E-191' } });
    const sources = call.events
      .filter((e) => e.event === 'source')
      .map((e) => e.data as { id: string; manualId?: string; pageNumber?: number });
    const steps = call.events.filter((e) => e.event === 'step').map((e) => e.data as { sources: string[] });
    const pageSource = sources.find((s) => s.manualId === service && s.pageNumber === 2);
    expect(pageSource).toBeDefined();
    expect(steps.some((s) => s.sources.includes(pageSource?.id ?? ''))).toBe(true);
  });

  it('re-imports idempotently; a revised manual replaces its extraction and keeps what an admin approved', async () => {
    const count = async () =>
      (
        await platform.db.query<{ n: number; x: number }>(
          `select (select count(*)::int from public.error_codes) as n, (select count(*)::int from public.code_extractions) as x`,
        )
      ).rows[0];
    const before = await count();
    const again = await run();
    expect(again.imported).toEqual([]);
    expect(again.skipped).toHaveLength(6);
    expect(await count()).toEqual(before);

    const service = await manualId('service.pdf');
    const e190 = await platform.db.query<{ id: string }>(`select id from public.code_extractions where manual_id = $1 and code = 'E-190'`, [
      service,
    ]);
    const reviewed = await admin.client.rpc('review_code_extraction', { p_id: e190.rows[0]?.id, p_state: 'approved' });
    expect(reviewed.error).toBeNull();
    await platform.db.query(
      `update public.error_codes set title = 'Pump motor overload (corrected)' where brand_id = 'c-monarch' and code = 'E-190'`,
    );
    // Edited without an approval: still a person's correction, kept too.
    await platform.db.query(`update public.error_codes set title = 'Oil too hot (edited)' where brand_id = 'c-monarch' and code = 'E-192'`);
    const refused = await member.client.rpc('review_code_extraction', { p_id: e190.rows[0]?.id, p_state: 'rejected' });
    expect(refused.error?.message).toMatch(/only admins/);

    writeFileSync(join(dir, 'service.pdf'), await serviceManualPdf(true));
    const revised = await run();
    expect(revised.replaced.map((f) => f.split('/').pop())).toEqual(['service.pdf']);
    const titles = await platform.db.query<{ code: string; title: string; review_state: string }>(
      `select code, title, review_state from public.error_codes where brand_id = 'c-monarch' and code in ('E-190', 'E-191', 'E-192', 'E-194') order by code`,
    );
    expect(titles.rows).toEqual([
      { code: 'E-190', title: 'Pump motor overload (corrected)', review_state: 'approved' },
      { code: 'E-191', title: 'Main relief valve leaking', review_state: 'unreviewed' },
      { code: 'E-192', title: 'Oil too hot (edited)', review_state: 'unreviewed' },
    ]);
    const dup = await platform.db.query<{ n: number }>(
      `select count(*)::int as n from public.error_codes where brand_id = 'c-monarch' and code = 'E-191'`,
    );
    expect(dup.rows[0]?.n).toBe(1);
  });

  it('holds extracted codes for review when asked: hidden from members until an admin approves', async () => {
    writeFileSync(
      join(dir, 'faults.pdf'),
      await blockChapterPdf(existing.code).then(async (b) => {
        // A changed file (one more page) so it is imported again, this time held.
        const { PDFDocument } = await import('pdf-lib');
        const doc = await PDFDocument.load(b);
        doc.addPage([595, 842]);
        return doc.save();
      }),
    );
    const held = await run(true);
    expect(held.codes.held).toBe(4);
    const visible = await member.client.from('error_codes').select('id').eq('brand_id', 'c-monarch').eq('code', 'E-470');
    expect(visible.data).toEqual([]);
    const queue = await admin.client.from('code_extractions').select('id, code, review_state, held').eq('code', 'E-470');
    expect(queue.data).toMatchObject([{ code: 'E-470', review_state: 'unreviewed', held: true }]);
    const hidden = await member.client.from('code_extractions').select('id');
    expect(hidden.data).toEqual([]);
    await admin.client.rpc('review_code_extraction', { p_id: queue.data?.[0]?.id, p_state: 'approved' });
    const shown = await member.client.from('error_codes').select('code, review_state').eq('brand_id', 'c-monarch').eq('code', 'E-470');
    expect(shown.data).toEqual([{ code: 'E-470', review_state: 'approved' }]);
  });
});
