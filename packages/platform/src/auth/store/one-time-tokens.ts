// auth.one_time_tokens: the pending e-mail and phone tokens of a user, one per kind, as GoTrue keeps them.
import type { Queryable } from '../../db';
import { newId } from '../secrets';

export type OneTimeTokenType =
  | 'confirmation_token'
  | 'reauthentication_token'
  | 'recovery_token'
  | 'email_change_token_new'
  | 'email_change_token_current'
  | 'phone_change_token';

export async function saveOneTimeToken(
  q: Queryable,
  userId: string,
  type: OneTimeTokenType,
  hash: string,
  relatesTo: string,
): Promise<void> {
  await q.query(
    `insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to, created_at, updated_at)
     values ($1, $2, $3::auth.one_time_token_type, $4, $5, timezone('utc', now()), timezone('utc', now()))
     on conflict (user_id, token_type) do update set token_hash = excluded.token_hash, relates_to = excluded.relates_to,
       updated_at = excluded.updated_at`,
    [newId(), userId, type, hash, relatesTo.toLowerCase()],
  );
}

export async function clearOneTimeToken(q: Queryable, userId: string, type: OneTimeTokenType): Promise<void> {
  await q.query('delete from auth.one_time_tokens where user_id = $1 and token_type = $2::auth.one_time_token_type', [userId, type]);
}

export async function clearAllOneTimeTokens(q: Queryable, userId: string): Promise<void> {
  await q.query('delete from auth.one_time_tokens where user_id = $1', [userId]);
}
