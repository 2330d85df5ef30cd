// auth.sessions and auth.mfa_amr_claims: sign-in sessions and how each was authenticated.
import type { Queryable } from '../../db';
import { newId } from '../secrets';

export interface SessionRow {
  id: string;
  user_id: string;
  created_at: Date | null;
  updated_at: Date | null;
  factor_id: string | null;
  aal: string | null;
  not_after: Date | null;
  refreshed_at: Date | null;
  user_agent: string | null;
  ip: string | null;
}

export interface AmrClaimRow {
  authentication_method: string;
  updated_at: Date;
}

export async function findSession(q: Queryable, id: string, forUpdate = false): Promise<SessionRow | undefined> {
  const { rows } = await q.query<SessionRow>(`select * from auth.sessions where id = $1${forUpdate ? ' for update' : ''}`, [id]);
  return rows[0];
}

/** Records (or refreshes) how a session was authenticated; returns the claim as stored. */
export async function addAmrClaim(q: Queryable, sessionId: string, method: string): Promise<AmrClaimRow> {
  const { rows } = await q.query<AmrClaimRow>(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values ($1, $2, now(), now(), $3)
     on conflict on constraint mfa_amr_claims_session_id_authentication_method_pkey do update set updated_at = now()
     returning authentication_method, updated_at`,
    [newId(), sessionId, method],
  );
  return rows[0] as AmrClaimRow;
}

export function listAmrClaims(q: Queryable, sessionId: string): Promise<AmrClaimRow[]> {
  return q
    .query<AmrClaimRow>('select authentication_method, updated_at from auth.mfa_amr_claims where session_id = $1', [sessionId])
    .then((result) => result.rows);
}

export async function markSessionRefreshed(q: Queryable, id: string, ip: string | undefined, userAgent: string | undefined): Promise<void> {
  await q.query(
    `update auth.sessions set refreshed_at = timezone('utc', now()), updated_at = now(), ip = $2::inet, user_agent = $3 where id = $1`,
    [id, ip ?? null, userAgent ?? null],
  );
}

export async function setSessionAal(q: Queryable, id: string, aal: string, factorId: string | null): Promise<void> {
  await q.query(`update auth.sessions set aal = $2::auth.aal_level, factor_id = $3, updated_at = now() where id = $1`, [id, aal, factorId]);
}

export async function deleteSession(q: Queryable, id: string): Promise<void> {
  await q.query('delete from auth.sessions where id = $1', [id]);
}

export async function deleteUserSessions(q: Queryable, userId: string, exceptSessionId?: string): Promise<void> {
  if (exceptSessionId) await q.query('delete from auth.sessions where user_id = $1 and id <> $2', [userId, exceptSessionId]);
  else await q.query('delete from auth.sessions where user_id = $1', [userId]);
}

/** Sessions below aal2 of a user who just verified a factor are signed out, as GoTrue does. */
export async function deleteSessionsBelowAal2(q: Queryable, userId: string, exceptSessionId: string): Promise<void> {
  await q.query(`delete from auth.sessions where user_id = $1 and id <> $2 and (aal is null or aal < 'aal2')`, [userId, exceptSessionId]);
}

/** When a factor goes away, the sessions it raised fall back to aal1 and lose their MFA claims. */
export async function downgradeFactorSessions(q: Queryable, factorId: string): Promise<void> {
  await q.query(
    `delete from auth.mfa_amr_claims where authentication_method in ('totp', 'mfa/phone', 'mfa/webauthn')
       and session_id in (select id from auth.sessions where factor_id = $1)`,
    [factorId],
  );
  await q.query(`update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where factor_id = $1`, [factorId]);
}
