// `npm run import -- [--hold-for-review] [--max-pages N] [--ocr-workers N] <folder | manifest.csv>`: imports manuals
// into the database of DATA_DIR or DATABASE_URL (the same configuration as `npm start`), with a progress bar and a
// closing report: codes found, pages read by OCR, and the files and pages it could not read. The import is a job in
// the database: another process started on the same folder joins it, and a killed run started again resumes it.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '@kit/platform';
import { importItems } from './manifest';
import { openImportTarget } from './open-target';
import { progressBar } from './progress-bar';
import { runImportJob } from './run-import';

const USAGE = 'usage: npm run import -- [--hold-for-review] [--max-pages N] [--ocr-workers N] <folder | manifest.csv>\n';

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      'hold-for-review': { type: 'boolean', default: false },
      'max-pages': { type: 'string' },
      'ocr-workers': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
} catch (error) {
  process.stderr.write(`import: ${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  process.exit(2);
}
const source = parsed.positionals[0];
if (!source || parsed.values.help) {
  process.stderr.write(USAGE);
  process.exit(parsed.values.help ? 0 : 2);
}
const whole = (name: string, value: string | undefined): number | undefined => {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) {
    process.stderr.write(`import: --${name} must be a whole number above 0, got "${value}"\n`);
    process.exit(2);
  }
  return n;
};
const maxPages = whole('max-pages', parsed.values['max-pages']);
const ocrWorkers = whole('ocr-workers', parsed.values['ocr-workers']);
if (existsSync('.env')) process.loadEnvFile('.env');
let items;
// npm runs scripts from the repository root; a relative path means the caller's directory.
const sourcePath = resolve(process.env.INIT_CWD ?? process.cwd(), source);
try {
  items = importItems(sourcePath);
} catch (error) {
  process.stderr.write(`import: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(2);
}
const target = await openImportTarget({ ...loadConfig(process.env), logLevel: 'warn' });
try {
  const report = await runImportJob(target.db, target.upload, sourcePath, items, progressBar(), {
    holdForReview: parsed.values['hold-for-review'],
    maxPages,
    ocrWorkers,
    removeFile: target.remove,
  });
  const seconds = report.ms / 1000;
  if (report.joined) process.stdout.write(`joined the import job already running for ${sourcePath}\n`);
  process.stdout.write(
    `imported ${report.imported.length}, replaced ${report.replaced.length}, unchanged ${report.skipped.length}, ` +
      `could not read ${report.failed.length}; ${report.pages} pages in ${seconds.toFixed(1)} s` +
      `${report.pages > 0 ? ` (${(report.pages / seconds).toFixed(0)} pages/s)` : ''}\n`,
  );
  if (report.ocrPages > 0)
    process.stdout.write(`OCR: ${report.ocrPages} pages without usable text read in ${(report.ocrMs / 1000).toFixed(1)} s of page time\n`);
  process.stdout.write(
    `fault codes: ${report.codes.applied} published (unreviewed), ${report.codes.held} held for review, ` +
      `${report.codes.keptApproved} kept as approved\n`,
  );
  for (const failure of report.failed) process.stdout.write(`  ${failure.reason.padEnd(14)} ${failure.file}: ${failure.message}\n`);
  for (const problem of report.pageProblems)
    process.stdout.write(`  ${problem.reason.padEnd(14)} ${problem.file} page ${problem.page}: ${problem.message}\n`);
  process.exitCode = report.failed.length > 0 ? 1 : 0;
} finally {
  await target.close();
}
