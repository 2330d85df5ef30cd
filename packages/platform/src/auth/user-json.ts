// A user as GoTrue serialises it (field order and omissions included), with identities and factors.
import type { Queryable } from '../db';
import type { IdentityRow } from './store/identities';
import { findUserProfile, type FactorSummary } from './store/user-profile';
import type { UserRow } from './store/users';

export type UserJson = Record<string, unknown> & { id: string };

function time(value: Date | string | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  return new Date(value).toISOString();
}

export function identityJson(identity: IdentityRow): Record<string, unknown> {
  return {
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: identity.identity_data,
    provider: identity.provider,
    last_sign_in_at: time(identity.last_sign_in_at),
    created_at: time(identity.created_at),
    updated_at: time(identity.updated_at),
    email: identity.email ?? undefined,
  };
}

export function factorJson(factor: FactorSummary): Record<string, unknown> {
  return {
    id: factor.id,
    created_at: time(factor.created_at),
    updated_at: time(factor.updated_at),
    status: factor.status,
    friendly_name: factor.friendly_name || undefined,
    factor_type: factor.factor_type,
    phone: factor.phone ?? '',
    last_challenged_at: time(factor.last_challenged_at) ?? null,
  };
}

export function userJson(user: UserRow, identities: readonly IdentityRow[], factors: readonly FactorSummary[] = []): UserJson {
  const json: UserJson = {
    id: user.id,
    aud: user.aud ?? '',
    role: user.role ?? '',
    email: user.email ?? '',
    email_confirmed_at: time(user.email_confirmed_at),
    invited_at: time(user.invited_at),
    phone: user.phone ?? '',
    phone_confirmed_at: time(user.phone_confirmed_at),
    confirmation_sent_at: time(user.confirmation_sent_at),
    confirmed_at: time(user.confirmed_at),
    recovery_sent_at: time(user.recovery_sent_at),
    new_email: user.email_change || undefined,
    email_change_sent_at: time(user.email_change_sent_at),
    new_phone: user.phone_change || undefined,
    phone_change_sent_at: time(user.phone_change_sent_at),
    reauthentication_sent_at: time(user.reauthentication_sent_at),
    last_sign_in_at: time(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    factors: factors.length > 0 ? factors.map(factorJson) : undefined,
    identities: identities.map(identityJson),
    created_at: time(user.created_at),
    updated_at: time(user.updated_at),
    banned_until: time(user.banned_until),
    deleted_at: time(user.deleted_at),
    is_anonymous: user.is_anonymous,
  };
  for (const key of Object.keys(json)) if (json[key] === undefined) delete json[key];
  return json;
}

/** Loads a user with identities and factors (one statement) and serialises it; undefined when it no longer exists. */
export async function loadUserJson(q: Queryable, id: string): Promise<UserJson | undefined> {
  const profile = await findUserProfile(q, id);
  return profile && userJson(profile.user, profile.identities, profile.factors);
}
