// Calibrates diagnostics' evidence thresholds on the tuning split only: each tuning case is retrieved once (as an
// all-access technician, through diagnose_retrieve), then planned at every candidate pair (least evidence, least
// matched words) in process, and the pair chosen by choosePoint. The held-out split is never read here.
import { runAs } from '@kit/platform';
import { planAnswer, DEFAULT_PLAN_OPTIONS } from '../src/diagnostics/answer-plan';
import type { Retrieval } from '../src/diagnostics/retrieval-types';
import { retrievalQuery } from '../src/diagnostics/retrieval';
import { createUser } from '../src/diagnostics/test-support/fixture';
import { startForkliftPlatform } from '../src/testing';
import { readSplits } from './cases';

export interface CalibrationPoint {
  minEvidence: number;
  minMatchedWords: number;
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
    const retrieved: Array<{
      answerable: boolean;
      unanswerable: boolean;
      plan: (minEvidence: number, minMatchedWords: number) => boolean;
    }> = [];
    for (const testCase of cases) {
      const request = { ...testCase.request, fuelType: undefined, history: [] };
      const { params, query, request: effective } = retrievalQuery(request, DEFAULT_PLAN_OPTIONS.minCoverage);
      const retrieval = await runAs(platform.db, identity, (tx) =>
        tx.query<{ r: Retrieval }>('select public.diagnose_retrieve($1::jsonb) as r', [JSON.stringify(params)]),
      ).then((r) => r.rows[0]?.r as Retrieval);
      retrieved.push({
        answerable: testCase.type === 'exact' || testCase.type === 'symptom',
        unanswerable: testCase.type === 'unanswerable',
        plan: (minEvidence, minMatchedWords) =>
          planAnswer(effective, retrieval, query, { ...DEFAULT_PLAN_OPTIONS, minEvidence, minMatchedWords }).refusal !== undefined,
      });
    }
    const points: CalibrationPoint[] = [];
    for (const minMatchedWords of [2, 3, 4]) {
      for (let t = 0; t <= 1.0001; t += 0.02) {
        const minEvidence = Number(t.toFixed(2));
        points.push({
          minEvidence,
          minMatchedWords,
          refused: retrieved.filter((c) => c.unanswerable && c.plan(minEvidence, minMatchedWords)).length,
          unanswerable: retrieved.filter((c) => c.unanswerable).length,
          wrongful: retrieved.filter((c) => c.answerable && c.plan(minEvidence, minMatchedWords)).length,
          answerable: retrieved.filter((c) => c.answerable).length,
        });
      }
    }
    const chosen = choosePoint(points);
    return { chosen, points };
  } finally {
    await platform.close();
  }
}

/**
 * The pair with the fewest mistakes of either kind (unanswerable cases answered plus answerable ones refused: neither
 * is bought with the other) among those refusing at most 3 % of the answerable cases; on a tie the fewest matched
 * words asked for, and the middle of the first run of evidence thresholds that tie, so the threshold keeps a margin
 * on both sides rather than sitting on the last case it separates.
 */
export function choosePoint(points: readonly CalibrationPoint[]): CalibrationPoint {
  const mistakes = (p: CalibrationPoint) => p.unanswerable - p.refused + p.wrongful;
  const allowed = points.filter((p) => p.wrongful <= 0.03 * p.answerable);
  if (allowed.length === 0) throw new Error('no threshold refuses at most 3 % of the answerable cases');
  const fewest = Math.min(...allowed.map(mistakes));
  const words = Math.min(...allowed.filter((p) => mistakes(p) === fewest).map((p) => p.minMatchedWords));
  const row = points.filter((p) => p.minMatchedWords === words).sort((a, b) => a.minEvidence - b.minEvidence);
  const start = row.findIndex((p) => allowed.includes(p) && mistakes(p) === fewest);
  let end = start;
  while (
    end + 1 < row.length &&
    allowed.includes(row[end + 1] as CalibrationPoint) &&
    mistakes(row[end + 1] as CalibrationPoint) === fewest
  )
    end += 1;
  return row[Math.floor((start + end) / 2)] as CalibrationPoint;
}
