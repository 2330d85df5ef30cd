// auth.audit_log_entries: GoTrue's audit trail (actor, action, traits, IP).
import type { Queryable } from '../../db';
import { newId } from '../secrets';

export type AuditAction =
  | 'login'
  | 'logout'
  | 'user_signedup'
  | 'user_invited'
  | 'user_deleted'
  | 'user_modified'
  | 'user_recovery_requested'
  | 'user_reauthenticate_requested'
  | 'user_confirmation_requested'
  | 'user_repeated_signup'
  | 'user_updated_password'
  | 'token_revoked'
  | 'token_refreshed'
  | 'factor_in_progress'
  | 'factor_unenrolled'
  | 'challenge_created'
  | 'verification_attempted'
  | 'factor_deleted'
  | 'identity_linked'
  | 'identity_unlinked'
  | 'passkey_created'
  | 'passkey_deleted';

const LOG_TYPES: Partial<Record<AuditAction, string>> = {
  login: 'account',
  logout: 'account',
  user_signedup: 'team',
  user_invited: 'team',
  user_deleted: 'team',
  user_modified: 'user',
  user_recovery_requested: 'user',
  user_reauthenticate_requested: 'user',
  user_confirmation_requested: 'user',
  user_repeated_signup: 'user',
  user_updated_password: 'user',
  token_revoked: 'token',
  token_refreshed: 'token',
  passkey_created: 'user',
  passkey_deleted: 'user',
};

export interface AuditActor {
  id: string;
  email?: string | null;
  phone?: string | null;
  is_sso_user?: boolean;
}

/** An audit entry's values (id, JSON payload, IP), for `audit` and for statements that write one with other rows. */
export interface AuditEntry {
  id: string;
  payload: string;
  ip: string;
}

export function auditEntry(actor: AuditActor, action: AuditAction, ip: string | undefined, traits?: Record<string, unknown>): AuditEntry {
  const payload: Record<string, unknown> = {
    actor_id: actor.id,
    actor_via_sso: actor.is_sso_user ?? false,
    actor_username: actor.phone || actor.email || '',
    action,
    log_type: LOG_TYPES[action] ?? 'factor',
  };
  if (traits) payload.traits = traits;
  return { id: newId(), payload: JSON.stringify(payload), ip: (ip ?? '').slice(0, 64) };
}

export async function audit(
  q: Queryable,
  actor: AuditActor,
  action: AuditAction,
  ip: string | undefined,
  traits?: Record<string, unknown>,
): Promise<void> {
  const entry = auditEntry(actor, action, ip, traits);
  await q.query(
    `insert into auth.audit_log_entries (instance_id, id, payload, created_at, ip_address)
     values ('00000000-0000-0000-0000-000000000000', $1, $2::json, now(), $3)`,
    [entry.id, entry.payload, entry.ip],
  );
}
