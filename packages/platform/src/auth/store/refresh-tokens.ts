// auth.refresh_tokens: one active token per session, each rotation revoking its parent.
import type { Queryable } from '../../db';
import { secureAlphanumeric } from '../secrets';

export interface RefreshTokenRow {
  id: number;
  token: string;
  user_id: string;
  revoked: boolean;
  created_at: Date;
  updated_at: Date;
  parent: string | null;
  session_id: string | null;
}

export async function createRefreshToken(
  q: Queryable,
  values: { userId: string; sessionId: string; parent?: string | null },
): Promise<RefreshTokenRow> {
  const { rows } = await q.query<RefreshTokenRow>(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4) returning *`,
    [secureAlphanumeric(12), values.userId, values.parent ?? null, values.sessionId],
  );
  return rows[0] as RefreshTokenRow;
}

export async function findRefreshToken(q: Queryable, token: string, forUpdate = false): Promise<RefreshTokenRow | undefined> {
  const { rows } = await q.query<RefreshTokenRow>(`select * from auth.refresh_tokens where token = $1${forUpdate ? ' for update' : ''}`, [
    token,
  ]);
  return rows[0];
}

export async function revokeRefreshToken(q: Queryable, id: number): Promise<void> {
  await q.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [id]);
}

/** The newest unrevoked token of a session. */
export async function activeRefreshToken(q: Queryable, sessionId: string): Promise<RefreshTokenRow | undefined> {
  const { rows } = await q.query<RefreshTokenRow>(
    'select * from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1',
    [sessionId],
  );
  return rows[0];
}

export async function revokeSessionTokens(q: Queryable, sessionId: string): Promise<void> {
  await q.query('update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and revoked = false', [sessionId]);
}
