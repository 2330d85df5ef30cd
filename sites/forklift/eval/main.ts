// `npm run eval:diagnose`: prints the diagnostics evaluation's figures (and, with --verbose, every miss).
import { formatSummary, runDiagnoseEval } from './run-eval';

const run = await runDiagnoseEval({ backend: process.env.EVAL_BACKEND === 'postgres' ? 'postgres' : 'pglite' });
for (const line of formatSummary(run)) console.log(line);
if (process.argv.includes('--verbose')) {
  for (const score of run.scores) if (score.problems.length > 0) console.log(`  ${score.id}: ${score.problems.join('; ')}`);
}
process.exit(0);
