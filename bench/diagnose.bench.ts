// Diagnostics: the evaluation splits (sites/forklift/eval: tuning, held-out) through POST /functions/v1/diagnose on
// PGlite — quality figures per split, code lookups in search per split, and time to first event against a plain
// /rest/v1 read over the same loopback path.
import { runDiagnoseEval } from '../sites/forklift/eval/run-eval';
import type { Ratio } from '../sites/forklift/eval/metrics';
import type { BenchResult } from './result';

export async function runDiagnoseBench(): Promise<BenchResult[]> {
  const run = await runDiagnoseEval({ backend: 'pglite' });
  const pct = ({ hit, of }: Ratio) => (of === 0 ? 0 : Number(((100 * hit) / of).toFixed(1)));
  const baseline = { name: '/rest/v1 read p50', value: Number(run.restReadP50.toFixed(1)), unit: 'ms' };
  const results: BenchResult[] = [];
  for (const [split, s] of Object.entries(run.splits)) {
    const search = run.search[split as keyof typeof run.search];
    results.push(
      { name: `[${split}] code top-1 any spelling (${run.engine})`, value: pct(s.codeTop1), unit: '%' },
      { name: `[${split}] search code top-1 any spelling (signed in, brand in context)`, value: search ? pct(search.top1) : 0, unit: '%' },
      { name: `[${split}] search code top-1 any spelling (signed in, no brand)`, value: search ? pct(search.top1NoBrand) : 0, unit: '%' },
      { name: `[${split}] ambiguous code asked which`, value: pct(s.ambiguousAsked), unit: '%' },
      { name: `[${split}] symptom top-1`, value: pct(s.symptomTop1), unit: '%' },
      { name: `[${split}] symptom top-3`, value: pct(s.symptomTop3), unit: '%' },
      { name: `[${split}] off-topic refused`, value: pct(s.offTopicRefused), unit: '%' },
      { name: `[${split}] wrongful refusals`, value: pct(s.wrongfulRefusal), unit: '%' },
      { name: `[${split}] citation precision`, value: pct(s.citationPrecision), unit: '%' },
      { name: `[${split}] time to first event p50`, value: Number(s.ttfeP50.toFixed(1)), unit: 'ms', baseline },
      { name: `[${split}] time to first event p95`, value: Number(s.ttfeP95.toFixed(1)), unit: 'ms', baseline },
    );
  }
  return results;
}
