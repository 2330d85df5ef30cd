// Diagnostics: the evaluation set (sites/forklift/eval) through POST /functions/v1/diagnose on PGlite — quality
// figures, and time to first event against a plain /rest/v1 read over the same loopback path.
import { runDiagnoseEval } from '../sites/forklift/eval/run-eval';
import type { BenchResult } from './result';

export async function runDiagnoseBench(): Promise<BenchResult[]> {
  const run = await runDiagnoseEval({ backend: 'pglite' });
  const s = run.summary;
  const pct = ({ hit, of }: { hit: number; of: number }) => (of === 0 ? 0 : Number(((100 * hit) / of).toFixed(1)));
  const baseline = { name: '/rest/v1 read p50', value: Number(run.restReadP50.toFixed(1)), unit: 'ms' };
  return [
    { name: `exact-code top-1 (${run.engine})`, value: pct(s.exactTop1), unit: '%' },
    { name: 'symptom top-3', value: pct(s.symptomTop3), unit: '%' },
    { name: 'citation precision', value: pct(s.citationPrecision), unit: '%' },
    { name: 'citation coverage', value: pct(s.citationCoverage), unit: '%' },
    { name: 'refusal accuracy', value: pct(s.refusalAccuracy), unit: '%' },
    { name: 'time to first event p50', value: Number(s.ttfeP50.toFixed(1)), unit: 'ms', baseline },
    { name: 'time to first event p95', value: Number(s.ttfeP95.toFixed(1)), unit: 'ms', baseline },
  ];
}
