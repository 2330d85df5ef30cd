// `npm run eval:diagnose`: prints the diagnostics evaluation's figures per split (and, with --verbose, every miss).
// `npm run eval:diagnose -- --calibrate` prints the evidence thresholds the tuning split supports (src/diagnostics/calibration.ts).
import { calibrate } from './calibrate';
import { formatSummary, runDiagnoseEval } from './run-eval';

if (process.argv.includes('--calibrate')) {
  const { chosen, points } = await calibrate();
  for (const p of points)
    console.log(
      `minEvidence ${p.minEvidence.toFixed(2)}, minMatchedWords ${p.minMatchedWords}: refused ${p.refused}/${p.unanswerable} unanswerable, wrongly ${p.wrongful}/${p.answerable} answerable`,
    );
  console.log(
    `chosen: minEvidence ${chosen.minEvidence}, minMatchedWords ${chosen.minMatchedWords} (refused ${chosen.refused}/${chosen.unanswerable}, wrongly ${chosen.wrongful}/${chosen.answerable})`,
  );
  process.exit(0);
}
const run = await runDiagnoseEval({ backend: process.env.EVAL_BACKEND === 'postgres' ? 'postgres' : 'pglite' });
for (const line of formatSummary(run)) console.log(line);
if (process.argv.includes('--verbose')) {
  for (const score of run.scores) if (score.problems.length > 0) console.log(`  ${score.split} ${score.id}: ${score.problems.join('; ')}`);
  for (const [split, search] of Object.entries(run.search))
    for (const miss of search?.misses ?? []) console.log(`  search ${split} ${miss}`);
}
process.exit(0);
