// auth.identities: one row per way a user signs in (email, phone, an OAuth/OIDC provider).
import type { Queryable } from '../../db';

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date | null;
  updated_at: Date | null;
  email: string | null;
}

export function listIdentities(q: Queryable, userId: string): Promise<IdentityRow[]> {
  return q
    .query<IdentityRow>('select * from auth.identities where user_id = $1 order by created_at, id', [userId])
    .then((result) => result.rows);
}

export async function findIdentity(q: Queryable, providerId: string, provider: string): Promise<IdentityRow | undefined> {
  const { rows } = await q.query<IdentityRow>('select * from auth.identities where provider_id = $1 and provider = $2', [
    providerId,
    provider,
  ]);
  return rows[0];
}

export async function insertIdentity(
  q: Queryable,
  values: { userId: string; provider: string; providerId: string; data: Record<string, unknown> },
): Promise<IdentityRow> {
  const { rows } = await q.query<IdentityRow>(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3::jsonb, $4, now(), now(), now()) returning *`,
    [values.providerId, values.userId, JSON.stringify(values.data), values.provider],
  );
  return rows[0] as IdentityRow;
}

export async function mergeIdentityData(q: Queryable, id: string, data: Record<string, unknown>): Promise<void> {
  await q.query(`update auth.identities set identity_data = identity_data || $2::jsonb, updated_at = now() where id = $1`, [
    id,
    JSON.stringify(data),
  ]);
}

export async function touchIdentity(q: Queryable, id: string): Promise<void> {
  await q.query('update auth.identities set last_sign_in_at = now(), updated_at = now() where id = $1', [id]);
}

export async function deleteIdentity(q: Queryable, id: string): Promise<void> {
  await q.query('delete from auth.identities where id = $1', [id]);
}

/** The providers of a user's identities, oldest first, for app_metadata.providers. */
export async function providersOf(q: Queryable, userId: string): Promise<string[]> {
  const { rows } = await q.query<{ provider: string }>(
    'select provider from auth.identities where user_id = $1 group by provider order by min(created_at), provider',
    [userId],
  );
  return rows.map((row) => row.provider);
}
