// `npm run bench`: runs every benchmark suite in one process and prints one line per figure, with its same-run baseline.
// Select suites with `npm run bench -- rest auth`; all run by default.
import type { BenchResult } from './result';

type Suite = { name: string; load: () => Promise<() => Promise<BenchResult[]>> };

const suites: Suite[] = [
  { name: 'rest', load: async () => (await import('./rest.bench')).runRestBench },
  { name: 'auth', load: async () => (await import('./auth.bench')).runAuthBench },
  { name: 'storage', load: async () => (await import('./storage.bench')).runStorageBench },
  { name: 'realtime', load: async () => (await import('./realtime.bench')).runRealtimeBench },
  { name: 'formula', load: async () => (await import('./formula.bench')).runFormulaBench },
  { name: 'runtime', load: async () => (await import('./runtime.bench')).runRuntimeBench },
  { name: 'payments', load: async () => (await import('./payments.bench')).runPaymentsBench },
  { name: 'site', load: async () => (await import('./site.bench')).runSiteBench },
  { name: 'portal', load: async () => (await import('./portal.bench')).runPortalBench },
  { name: 'elements', load: async () => (await import('./elements.bench')).runElementsBench },
  { name: 'search', load: async () => (await import('./search.bench')).runSearchBench },
  { name: 'viewer', load: async () => (await import('./search-viewer.bench')).runViewerBench },
  { name: 'content', load: async () => (await import('./content.bench')).runContentBench },
  { name: 'ingestion', load: async () => (await import('./ingestion.bench')).runIngestionBench },
  { name: 'diagnose', load: async () => (await import('./diagnose.bench')).runDiagnoseBench },
  { name: 'fleet', load: async () => (await import('./fleet.bench')).runFleetBench },
  { name: 'fleet-export', load: async () => (await import('./fleet-export.bench')).runFleetExportBench },
  { name: 'offline', load: async () => (await import('./offline.bench')).runOfflineBench },
  { name: 'admin', load: async () => (await import('./admin.bench')).runAdminBench },
];

function format(value: number): string {
  if (Number.isInteger(value)) return String(value);
  return Math.abs(value) >= 100 ? value.toFixed(0) : value.toPrecision(3);
}

export function formatResult(suite: string, result: BenchResult): string {
  const main = `${suite}: ${result.name}  ${format(result.value)} ${result.unit}`;
  if (!result.baseline) return main;
  const ratio = result.ratio ?? result.value / result.baseline.value;
  return `${main}  | baseline ${result.baseline.name}  ${format(result.baseline.value)} ${result.baseline.unit}  | ratio ${ratio.toFixed(2)}`;
}

const wanted = new Set(process.argv.slice(2));
let failed = false;
for (const suite of suites) {
  if (wanted.size > 0 && !wanted.has(suite.name)) continue;
  try {
    const run = await suite.load();
    for (const result of await run()) console.log(formatResult(suite.name, result));
  } catch (error) {
    failed = true;
    console.error(`${suite.name}: failed: ${error instanceof Error ? error.stack : String(error)}`);
  }
}
process.exit(failed ? 1 : 0);
