// A sign-in's writes in one statement: the session, its first refresh token, its amr claim, the user's
// last_sign_in_at, (optionally) the login's audit entry and the clearing of a password sign-in's attempt count,
// returning the user with its identities and factors.
// One statement instead of seven (with BEGIN and COMMIT): on PGlite every statement is parsed, planned and run on the
// server's own thread, beside the HTTP work and bcrypt's completions; on PostgreSQL each is a round trip. A single
// statement is atomic without a transaction, and its foreign keys are checked at its end, after every insert.
import type { Queryable } from '../../db';
import { newId, secureAlphanumeric } from '../secrets';
import { clearAttemptsSql } from '../sign-in-attempts';
import type { AuditEntry } from './audit-log';
import type { AmrClaimRow } from './sessions';
import { PROFILE_COLUMNS, profileOfRow, type UserProfile } from './user-profile';

export interface SessionStart {
  userId: string;
  /** How the user authenticated: the session's one amr claim. */
  method: string;
  ip?: string;
  userAgent?: string;
  /** The login's audit entry, written with the session. */
  audit?: AuditEntry;
  /** A password sign-in's account key (sign-in-attempts.ts): its attempt count is cleared with the session's writes. */
  clearAttemptsOf?: string;
}

export interface StartedSession extends UserProfile {
  sessionId: string;
  refreshToken: string;
  claim: AmrClaimRow;
}

// now() is one time for the whole statement: the claim's updated_at is the user's new last_sign_in_at.
const START_SESSION_SQL = `with session as (
    insert into auth.sessions (id, user_id, created_at, updated_at, factor_id, aal, user_agent, ip)
    values ($1, $2, now(), now(), null, 'aal1', $3, $4::inet) returning id
  ), refresh as (
    insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
    select '00000000-0000-0000-0000-000000000000', $5, $2, false, now(), now(), null, id from session
  ), claim as (
    insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
    select $6, id, now(), now(), $7 from session
  ), login as (
    insert into auth.audit_log_entries (instance_id, id, payload, created_at, ip_address)
    select '00000000-0000-0000-0000-000000000000', $8, $9::json, now(), $10 where $8::uuid is not null
  ), cleared as (
    ${clearAttemptsSql('$11')}
  ), u as (
    update auth.users set last_sign_in_at = now(), updated_at = now() where id = $2 returning *
  )
  select u.*${PROFILE_COLUMNS} from u`;

/** Starts a session for `values.userId`; throws if the user no longer exists (its session would have no owner). */
export async function startSession(q: Queryable, values: SessionStart): Promise<StartedSession> {
  const sessionId = newId();
  const refreshToken = secureAlphanumeric(12);
  const { rows } = await q.query<Record<string, unknown>>(START_SESSION_SQL, [
    sessionId,
    values.userId,
    values.userAgent ?? null,
    values.ip ?? null,
    refreshToken,
    newId(),
    values.method,
    values.audit?.id ?? null,
    values.audit?.payload ?? null,
    values.audit?.ip ?? null,
    values.clearAttemptsOf ?? null,
  ]);
  const row = rows[0];
  if (!row) throw new Error(`user ${values.userId} vanished during sign-in`);
  const profile = profileOfRow(row);
  const claim = { authentication_method: values.method, updated_at: profile.user.last_sign_in_at as Date };
  return { ...profile, sessionId, refreshToken, claim };
}
