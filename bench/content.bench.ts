// Portal content: `npm start` on an empty data directory until the portal serves the sample library (SAMPLE_CONTENT
// true) beside the same start without it — wall time, CPU time, load average and the server's own start-up steps;
// the sample library's generation (layout, PDFs) apart from the database; and the importer's pages per second beside
// pdfjs-dist alone extracting the same pages; the OCR pipeline and the fault-code extraction (ingestion.bench.ts).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { createApiKeys, createJwtService, loadConfig, openPlatform, registerPlatform } from '../packages/platform/src';
import { generateSampleLibrary, renderManual } from '../sites/forklift/src/content';
import { portalMigrations } from '../sites/forklift/src/content/portal-migrations';
import { storageApiUploader } from '../sites/forklift/src/content/storage-uploader';
import { extractPdfText, importItems, runImport } from '../sites/forklift/src/importer';
import { runIngestionBench } from './ingestion.bench';
import type { BenchResult } from './result';

const IMPORT_MANUALS = Number(process.env.CONTENT_BENCH_MANUALS ?? 8);
const SECRET = 'content-bench-secret-with-at-least-32-chars';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

interface StartFigures {
  /** Seconds from spawning `npm start`'s entry until GET / serves and the REST API counts the manuals expected. */
  wallSeconds: number;
  /** CPU seconds the server process used until then (all its threads), or undefined where /proc is missing. */
  cpuSeconds: number | undefined;
  /** The server's own record of its start-up steps (the "listening" log line). */
  startup: StartupRecord;
}

/** When each start-up step finished (ms since the process started) and the CPU ms used by then. */
interface StartupRecord {
  doneAtMs: Record<string, number>;
  cpuAtMs: Record<string, number>;
}

/** CPU time of a process from /proc (utime + stime, in clock ticks of 1/100 s on Linux). */
function processCpuSeconds(pid: number | undefined): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/** The startup record in the server's "listening" log line (pino JSON on stdout). */
function startupRecord(stdout: string): StartupRecord {
  for (const line of stdout.split('\n')) {
    if (!line.includes('"startup"')) continue;
    try {
      return (JSON.parse(line) as { startup: StartupRecord }).startup;
    } catch {
      // Not a log line.
    }
  }
  return { doneAtMs: {}, cpuAtMs: {} };
}

/** Starts `npm start`'s entry on an empty DATA_DIR and waits until it serves `expectManuals` manuals. */
async function startToServed(sampleContent: boolean, expectManuals: number): Promise<StartFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kit-content-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const { anonKey } = await createApiKeys(createJwtService(SECRET));
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SAMPLE_CONTENT: String(sampleContent),
      LOG_LEVEL: 'info',
      JWT_SECRET: SECRET,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let stdout = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      const html = await fetch(`${base}/`).then(
        (r) => (r.ok ? r.text() : ''),
        () => '',
      );
      if (html !== '') {
        const count = await countManuals(base, anonKey);
        if (count >= expectManuals) {
          return {
            wallSeconds: (performance.now() - started) / 1000,
            cpuSeconds: processCpuSeconds(child.pid),
            startup: startupRecord(stdout),
          };
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function countManuals(base: string, anonKey: string): Promise<number> {
  const response = await fetch(`${base}/rest/v1/manuals?select=id&limit=1`, { headers: { apikey: anonKey, prefer: 'count=exact' } }).catch(
    () => undefined,
  );
  return Number((response?.headers.get('content-range') ?? '').split('/')[1] ?? 0) || 0;
}

async function generationFigures(): Promise<BenchResult[]> {
  const started = performance.now();
  const library = generateSampleLibrary();
  const laidOut = performance.now();
  let bytes = 0;
  for (const manual of library.manuals) bytes += (await renderManual(manual)).length;
  const rendered = performance.now();
  const pages = library.manuals.reduce((n, m) => n + m.pages.length, 0);
  return [
    {
      name: `sample library layout (${library.manuals.length} manuals, ${pages} pages, ${library.codes.length} codes)`,
      value: Math.round(laidOut - started),
      unit: 'ms',
    },
    { name: `sample PDFs rendered with pdf-lib (${(bytes / 1e6).toFixed(1)} MB)`, value: Math.round(rendered - laidOut), unit: 'ms' },
  ];
}

async function importerFigures(): Promise<BenchResult[]> {
  const library = generateSampleLibrary();
  const chosen = [...library.manuals].sort((a, b) => b.pages.length - a.pages.length).slice(0, IMPORT_MANUALS);
  const dir = mkdtempSync(join(tmpdir(), 'kit-content-bench-import-'));
  const app = Fastify({ logger: false });
  const ctx = await openPlatform({
    config: loadConfig({ DATA_DIR: join(dir, 'data'), JWT_SECRET: SECRET }),
    log: app.log,
    siteMigrations: portalMigrations(),
  });
  try {
    await registerPlatform(app, ctx);
    await app.ready();
    for (const brand of library.brands) {
      await ctx.db.query('insert into public.brands (id, name, code_format, code_example, code_pattern) values ($1, $2, $3, $4, $5)', [
        brand.id,
        brand.name,
        brand.codeFormat,
        brand.codeExample,
        brand.codePattern,
      ]);
    }
    mkdirSync(join(dir, 'in'));
    const rows = ['file,brand,series,kind,tier'];
    const files: Uint8Array[] = [];
    for (const [index, manual] of chosen.entries()) {
      const bytes = await renderManual(manual);
      files.push(bytes);
      writeFileSync(join(dir, 'in', `m${index}.pdf`), bytes);
      rows.push(`m${index}.pdf,${manual.brandId},${manual.seriesIds.join(';')},${manual.kind},${manual.tier}`);
    }
    writeFileSync(join(dir, 'in', 'manifest.csv'), `${rows.join('\n')}\n`);
    const pdfjsStarted = performance.now();
    let pdfjsPages = 0;
    for (const bytes of files) pdfjsPages += (await extractPdfText(bytes)).length;
    const pdfjsSeconds = (performance.now() - pdfjsStarted) / 1000;
    const report = await runImport(ctx.db, storageApiUploader(app, ctx.keys.serviceRoleKey), importItems(join(dir, 'in')));
    if (report.pages !== pdfjsPages || report.failed.length > 0)
      throw new Error(`import read ${report.pages} of ${pdfjsPages} pages (${report.failed.length} failed)`);
    const importRate = report.pages / (report.ms / 1000);
    const pdfjsRate = pdfjsPages / pdfjsSeconds;
    return [
      {
        name: `importer (${chosen.length} PDFs, ${report.pages} pages: extract, store, write rows)`,
        value: Math.round(importRate),
        unit: 'pages/s',
        baseline: { name: 'pdfjs-dist text extraction alone', value: Math.round(pdfjsRate), unit: 'pages/s' },
        ratio: importRate / pdfjsRate,
      },
    ];
  } finally {
    await app.close();
    await ctx.db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The steps' durations, each from the previous step's end, with the CPU time they used (the site bundle's check or
 * build runs alongside, from the modules' end).
 */
function phaseFigures({ doneAtMs, cpuAtMs }: StartupRecord): BenchResult[] {
  const order = ['modules', 'data dir', 'database', 'routes', 'sample content', 'listening'];
  const figures: BenchResult[] = [];
  let previous = { at: 0, cpu: 0 };
  for (const step of order) {
    const at = doneAtMs[step];
    const cpu = cpuAtMs[step];
    if (at === undefined || cpu === undefined) continue;
    figures.push({ name: `  start-up step: ${step} (CPU ${cpu - previous.cpu} ms)`, value: at - previous.at, unit: 'ms' });
    previous = { at, cpu };
  }
  const bundle = doneAtMs['site bundle'];
  if (bundle !== undefined && doneAtMs.modules !== undefined)
    figures.push({ name: '  start-up step (alongside): site bundle check or build', value: bundle - doneAtMs.modules, unit: 'ms' });
  return figures;
}

export async function runContentBench(): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  // The first start builds the site bundle if a file it is built from changed (a fresh clone's npm ci built it): the
  // measured starts then find it current, as a fresh install does.
  await startToServed(false, 0);
  const plain = await startToServed(false, 0);
  const withSample = await startToServed(true, 60);
  const load = loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
  results.push({
    name: `npm start, empty DATA_DIR to the portal serving the sample library (budget 20 s; load average ${load} on ${availableParallelism()} cores)`,
    value: Number(withSample.wallSeconds.toFixed(1)),
    unit: 's',
    baseline: { name: 'the same start with SAMPLE_CONTENT=false', value: Number(plain.wallSeconds.toFixed(1)), unit: 's' },
  });
  if (withSample.cpuSeconds !== undefined && plain.cpuSeconds !== undefined) {
    results.push({
      name: '  its CPU time (all threads; the figure a loaded machine does not change)',
      value: Number(withSample.cpuSeconds.toFixed(1)),
      unit: 's',
      baseline: { name: 'SAMPLE_CONTENT=false', value: Number(plain.cpuSeconds.toFixed(1)), unit: 's' },
    });
  }
  results.push(...phaseFigures(withSample.startup));
  results.push(...(await generationFigures()));
  results.push(...(await importerFigures()));
  results.push(...(await runIngestionBench()));
  return results;
}
