// `Prefer: count=planned`: the planner's row estimate for the query, read from EXPLAIN (FORMAT JSON).
import type { Queryable } from '../../db';
import { levelSql, type BuiltLevel } from '../sql/build-select';

interface ExplainPlan {
  Plan?: { 'Plan Rows'?: number; Plans?: Array<{ 'Plan Rows'?: number }> };
}

export async function plannedCount(tx: Queryable, level: BuiltLevel, params: readonly (string | null)[]): Promise<number> {
  const inner = levelSql({ ...level, orderBy: [], limit: undefined, offset: 0 });
  const { rows } = await tx.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) SELECT 1 FROM (${inner}) AS "pgrst_count"`, params);
  const raw = rows[0]?.['QUERY PLAN'];
  const plans = (typeof raw === 'string' ? JSON.parse(raw) : raw) as ExplainPlan[];
  const rowsEstimate = plans[0]?.Plan?.['Plan Rows'];
  return typeof rowsEstimate === 'number' ? Math.round(rowsEstimate) : 0;
}
