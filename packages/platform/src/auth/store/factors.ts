// auth.mfa_factors and auth.mfa_challenges: enrolled second factors and their pending challenges.
import type { Queryable } from '../../db';
import { newId } from '../secrets';

export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: string;
  status: string;
  created_at: Date;
  updated_at: Date;
  secret: string | null;
  phone: string | null;
  last_challenged_at: Date | null;
}

export interface ChallengeRow {
  id: string;
  factor_id: string;
  created_at: Date;
  verified_at: Date | null;
  ip_address: string;
}

export function listFactors(q: Queryable, userId: string): Promise<FactorRow[]> {
  return q
    .query<FactorRow>('select * from auth.mfa_factors where user_id = $1 order by created_at, id', [userId])
    .then((result) => result.rows);
}

export async function findFactor(q: Queryable, userId: string, id: string): Promise<FactorRow | undefined> {
  const { rows } = await q.query<FactorRow>('select * from auth.mfa_factors where user_id = $1 and id = $2', [userId, id]);
  return rows[0];
}

export async function insertFactor(
  q: Queryable,
  values: { userId: string; friendlyName: string; type: string; secret: string | null },
): Promise<FactorRow> {
  const { rows } = await q.query<FactorRow>(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
     values ($1, $2, $3, $4::auth.factor_type, 'unverified', now(), now(), $5) returning *`,
    [newId(), values.userId, values.friendlyName, values.type, values.secret],
  );
  return rows[0] as FactorRow;
}

export async function markFactorVerified(q: Queryable, id: string): Promise<void> {
  await q.query(`update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`, [id]);
}

export async function deleteFactor(q: Queryable, id: string): Promise<void> {
  await q.query('delete from auth.mfa_factors where id = $1', [id]);
}

/** Unverified factors of a type go away once one of that type is verified, as GoTrue does. */
export async function deleteUnverifiedFactors(q: Queryable, userId: string, type: string): Promise<void> {
  await q.query(`delete from auth.mfa_factors where user_id = $1 and factor_type = $2::auth.factor_type and status = 'unverified'`, [
    userId,
    type,
  ]);
}

export async function createChallenge(q: Queryable, factorId: string, ip: string): Promise<ChallengeRow> {
  const { rows } = await q.query<ChallengeRow>(
    `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address) values ($1, $2, now(), $3::inet)
     returning id, factor_id, created_at, verified_at, host(ip_address) as ip_address`,
    [newId(), factorId, ip],
  );
  await q.query('update auth.mfa_factors set last_challenged_at = clock_timestamp() where id = $1', [factorId]);
  return rows[0] as ChallengeRow;
}

export async function findChallenge(q: Queryable, factorId: string, id: string): Promise<ChallengeRow | undefined> {
  const { rows } = await q.query<ChallengeRow>(
    `select id, factor_id, created_at, verified_at, host(ip_address) as ip_address from auth.mfa_challenges
     where factor_id = $1 and id = $2`,
    [factorId, id],
  );
  return rows[0];
}

export async function markChallengeVerified(q: Queryable, id: string): Promise<void> {
  await q.query('update auth.mfa_challenges set verified_at = now() where id = $1', [id]);
}

export async function deleteChallenge(q: Queryable, id: string): Promise<void> {
  await q.query('delete from auth.mfa_challenges where id = $1', [id]);
}
