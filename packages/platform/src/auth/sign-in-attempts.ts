// The per-account password-attempt limit: a few tries a minute per account, stored so every process shares it.
import { createHash } from 'node:crypto';
import type { Queryable } from '../db';
import { AuthApiError } from './errors';

export interface AttemptLimit {
  attempts: number;
  windowSeconds: number;
}

/** Five password attempts per account a minute; a successful sign-in starts the count again. */
export const DEFAULT_ATTEMPT_LIMIT: AttemptLimit = { attempts: 5, windowSeconds: 60 };

/** GoTrue's 429, with the seconds until the account may try again (sent as Retry-After). */
export class SignInLimitError extends AuthApiError {
  constructor(readonly retryAfterSeconds: number) {
    super('over_request_rate_limit', 'Too many sign-in attempts for this account; try again later', { status: 429 });
  }
}

/** The stored key: a hash, so the table holds no e-mail address anyone typed. */
export function accountKey(address: string): string {
  return createHash('sha256').update(address.trim().toLowerCase()).digest('base64url');
}

/**
 * Counts one attempt before the password is checked (so concurrent guesses cannot all slip past a check-then-count),
 * and throws 429 once the account is over its limit in the current window.
 */
export async function reserveAttempt(db: Queryable, address: string, limit: AttemptLimit = DEFAULT_ATTEMPT_LIMIT): Promise<void> {
  const { rows } = await db.query<{ attempts: number; retry_after: number }>(
    `insert into auth.sign_in_attempts as a (account, window_start, attempts) values ($1, clock_timestamp(), 1)
     on conflict (account) do update set
       window_start = case when a.window_start <= clock_timestamp() - make_interval(secs => $2) then clock_timestamp() else a.window_start end,
       attempts = case when a.window_start <= clock_timestamp() - make_interval(secs => $2) then 1 else a.attempts + 1 end
     returning attempts, greatest(1, ceil(extract(epoch from (window_start + make_interval(secs => $2) - clock_timestamp()))))::int as retry_after`,
    [accountKey(address), limit.windowSeconds],
  );
  const row = rows[0];
  if (row && row.attempts > limit.attempts) throw new SignInLimitError(row.retry_after);
}

/** A successful sign-in clears the account's count. */
export async function clearAttempts(db: Queryable, address: string): Promise<void> {
  await db.query('delete from auth.sign_in_attempts where account = $1', [accountKey(address)]);
}
