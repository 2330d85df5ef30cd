// auth.webauthn_challenges: pending passkey ceremonies. Verifying consumes the row (delete … returning): single use.
import type { Queryable } from '../../db';
import { newId } from '../secrets';

export type CeremonyType = 'registration' | 'authentication';

export interface ChallengeRow {
  id: string;
  user_id: string | null;
  challenge_type: CeremonyType;
  challenge: string;
  expires_at: Date;
}

export async function createWebauthnChallenge(
  q: Queryable,
  values: { userId: string | null; type: CeremonyType; challenge: string; expiresAt: Date },
): Promise<ChallengeRow> {
  // Abandoned ceremonies are swept here, so the table holds at most the challenges of the last expiry window.
  await q.query(`delete from auth.webauthn_challenges where expires_at < now() - interval '1 hour'`);
  const { rows } = await q.query<ChallengeRow>(
    `insert into auth.webauthn_challenges (id, user_id, challenge_type, challenge, expires_at)
     values ($1, $2, $3, $4, $5) returning id, user_id, challenge_type, challenge, expires_at`,
    [newId(), values.userId, values.type, values.challenge, values.expiresAt],
  );
  return rows[0] as ChallengeRow;
}

/**
 * Takes a challenge once: only of this ceremony type and for this user (null: a sign-in, bound to no user), so a
 * registration challenge can never be spent on a sign-in nor another user's challenge on one's own registration.
 */
export async function consumeWebauthnChallenge(
  q: Queryable,
  id: string,
  type: CeremonyType,
  userId: string | null,
): Promise<ChallengeRow | undefined> {
  const { rows } = await q.query<ChallengeRow>(
    `delete from auth.webauthn_challenges
     where id = $1 and challenge_type = $2 and user_id is not distinct from $3::uuid
     returning id, user_id, challenge_type, challenge, expires_at`,
    [id, type, userId],
  );
  return rows[0];
}
