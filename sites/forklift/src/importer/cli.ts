// `npm run import -- <folder | manifest.csv>`: imports manuals into the database of DATA_DIR or DATABASE_URL (the
// same configuration as `npm start`), with a progress bar and a closing report of the files it could not read.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadConfig } from '@kit/platform';
import { importItems } from './manifest';
import { openImportTarget } from './open-target';
import { progressBar } from './progress-bar';
import { runImport } from './run-import';

const source = process.argv[2];
if (!source || source === '--help' || source === '-h') {
  process.stderr.write('usage: npm run import -- <folder | manifest.csv>\n');
  process.exit(source ? 0 : 2);
}
if (existsSync('.env')) process.loadEnvFile('.env');
let items;
try {
  // npm runs scripts from the repository root; a relative path means the caller's directory.
  items = importItems(resolve(process.env.INIT_CWD ?? process.cwd(), source));
} catch (error) {
  process.stderr.write(`import: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(2);
}
const target = await openImportTarget({ ...loadConfig(process.env), logLevel: 'warn' });
try {
  const report = await runImport(target.db, target.upload, items, progressBar());
  const seconds = report.ms / 1000;
  process.stdout.write(
    `imported ${report.imported.length}, replaced ${report.replaced.length}, unchanged ${report.skipped.length}, ` +
      `could not read ${report.failed.length}; ${report.pages} pages in ${seconds.toFixed(1)} s` +
      `${report.pages > 0 ? ` (${(report.pages / seconds).toFixed(0)} pages/s)` : ''}\n`,
  );
  for (const failure of report.failed) process.stdout.write(`  ${failure.reason.padEnd(13)} ${failure.file}: ${failure.message}\n`);
  process.exitCode = report.failed.length > 0 ? 1 : 0;
} finally {
  await target.close();
}
