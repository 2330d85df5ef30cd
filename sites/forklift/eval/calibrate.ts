// Calibrates diagnostics' evidence threshold on the tuning split only: each tuning case is retrieved once (as an
// all-access technician, through diagnose_retrieve), then planned at every candidate threshold in process; the
// threshold chosen refuses the most unanswerable cases while refusing at most 3 % of the answerable ones (the lowest
// such threshold on a tie). The held-out split is never read here.
import { runAs } from '@kit/platform';
import { planAnswer, DEFAULT_PLAN_OPTIONS } from '../src/diagnostics/answer-plan';
import type { Retrieval } from '../src/diagnostics/retrieval-types';
import { retrievalQuery } from '../src/diagnostics/retrieval';
import { createUser } from '../src/diagnostics/test-support/fixture';
import { startForkliftPlatform } from '../src/testing';
import { readSplits } from './cases';

export interface CalibrationPoint {
  minEvidence: number;
  refused: number;
  unanswerable: number;
  wrongful: number;
  answerable: number;
}

export async function calibrate(): Promise<{ chosen: CalibrationPoint; points: CalibrationPoint[] }> {
  const cases = readSplits(['tuning']);
  const platform = await startForkliftPlatform({ backend: 'pglite' });
  try {
    await platform.db.exec(
      'update public.diagnostics_settings set rate_per_minute = 100000, free_daily_limit = 100000, read_rate_per_minute = 100000',
    );
    const user = await createUser(platform.db, platform.ctx.jwt, `calibrate-${Date.now()}@example.com`, ['all-access']);
    const identity = { role: 'authenticated', claims: { sub: user.id, role: 'authenticated', aud: 'authenticated' } };
    const retrieved: Array<{ answerable: boolean; unanswerable: boolean; plan: (t: number) => boolean }> = [];
    for (const testCase of cases) {
      const request = { ...testCase.request, fuelType: undefined, history: [] };
      const { params, query, request: effective } = retrievalQuery(request, DEFAULT_PLAN_OPTIONS.minCoverage);
      const retrieval = await runAs(platform.db, identity, (tx) =>
        tx.query<{ r: Retrieval }>('select public.diagnose_retrieve($1::jsonb) as r', [JSON.stringify(params)]),
      ).then((r) => r.rows[0]?.r as Retrieval);
      retrieved.push({
        answerable: testCase.type === 'exact' || testCase.type === 'symptom',
        unanswerable: testCase.type === 'unanswerable',
        plan: (t) => planAnswer(effective, retrieval, query, { ...DEFAULT_PLAN_OPTIONS, minEvidence: t }).refusal !== undefined,
      });
    }
    const points: CalibrationPoint[] = [];
    for (let t = 0; t <= 1.0001; t += 0.02) {
      const minEvidence = Number(t.toFixed(2));
      points.push({
        minEvidence,
        refused: retrieved.filter((c) => c.unanswerable && c.plan(minEvidence)).length,
        unanswerable: retrieved.filter((c) => c.unanswerable).length,
        wrongful: retrieved.filter((c) => c.answerable && c.plan(minEvidence)).length,
        answerable: retrieved.filter((c) => c.answerable).length,
      });
    }
    const allowed = points.filter((p) => p.wrongful <= 0.03 * p.answerable);
    const chosen = allowed.reduce((best, p) => (p.refused > best.refused ? p : best), allowed[0] ?? (points[0] as CalibrationPoint));
    return { chosen, points };
  } finally {
    await platform.close();
  }
}
