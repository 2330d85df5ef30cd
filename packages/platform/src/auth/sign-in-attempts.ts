// The per-account password-attempt limit: a few tries a minute per account, stored so every process shares it.
import { createHash } from 'node:crypto';
import type { Queryable } from '../db';
import { AuthApiError } from './errors';
import type { UserLookup, UserRow } from './store/users';

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

interface AttemptCount {
  sign_in_attempts: number;
  sign_in_retry_after: number;
}

/** Counts one attempt for the account in `$key`, the window's length in seconds in `$window`. */
function countAttemptSql(key: string, window: string): string {
  return `insert into auth.sign_in_attempts as a (account, window_start, attempts) values (${key}, clock_timestamp(), 1)
     on conflict (account) do update set
       window_start = case when a.window_start <= clock_timestamp() - make_interval(secs => ${window}) then clock_timestamp() else a.window_start end,
       attempts = case when a.window_start <= clock_timestamp() - make_interval(secs => ${window}) then 1 else a.attempts + 1 end
     returning attempts as sign_in_attempts,
       greatest(1, ceil(extract(epoch from (window_start + make_interval(secs => ${window}) - clock_timestamp()))))::int as sign_in_retry_after`;
}

const COUNT_ATTEMPT_SQL = countAttemptSql('$1', '$2');

function enforceLimit(count: AttemptCount | undefined, limit: AttemptLimit): void {
  if (count && count.sign_in_attempts > limit.attempts) throw new SignInLimitError(count.sign_in_retry_after);
}

/**
 * Counts one attempt before the password is checked (so concurrent guesses cannot all slip past a check-then-count),
 * and throws 429 once the account is over its limit in the current window.
 */
export async function reserveAttempt(db: Queryable, address: string, limit: AttemptLimit = DEFAULT_ATTEMPT_LIMIT): Promise<void> {
  const { rows } = await db.query<AttemptCount>(COUNT_ATTEMPT_SQL, [accountKey(address), limit.windowSeconds]);
  enforceLimit(rows[0], limit);
}

function countAttemptWithLookupSql(lookup: UserLookup): string {
  const next = lookup.params.length + 1;
  // The left join keeps the count when no user matches (then every user column is null, \`id\` too).
  return `with attempt as (${countAttemptSql(`$${next}`, `$${next + 1}`)})
    select u.*, attempt.sign_in_attempts, attempt.sign_in_retry_after from attempt left join (${lookup.sql}) u on true`;
}

/**
 * reserveAttempt and the user lookup in one statement (on PGlite each statement is parsed, planned and run on the
 * server's own thread): counts the attempt, throws 429 over the limit, else returns the user `lookup` finds.
 */
export async function reserveAttemptFindingUser(
  db: Queryable,
  address: string,
  lookup: UserLookup,
  limit: AttemptLimit = DEFAULT_ATTEMPT_LIMIT,
): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow & AttemptCount>(countAttemptWithLookupSql(lookup), [
    ...lookup.params,
    accountKey(address),
    limit.windowSeconds,
  ]);
  const row = rows[0];
  enforceLimit(row, limit);
  if (!row || row.id === null) return undefined;
  const { sign_in_attempts: _attempts, sign_in_retry_after: _retryAfter, ...user } = row;
  return user;
}

/** A successful sign-in clears the account's count. */
export async function clearAttempts(db: Queryable, address: string): Promise<void> {
  await db.query(CLEAR_ATTEMPTS_SQL, [accountKey(address)]);
}

/** Clears the count of the account in `$key` (store/session-start.ts runs it with the session's writes). */
export function clearAttemptsSql(key: string): string {
  return `delete from auth.sign_in_attempts where account = ${key}`;
}

const CLEAR_ATTEMPTS_SQL = clearAttemptsSql('$1');
