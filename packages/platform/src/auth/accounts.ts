// Creating and confirming users as GoTrue does: the user row, its identity, provider metadata and confirmations.
import type { Queryable } from '../db';
import { newId } from './secrets';
import { clearAllOneTimeTokens, clearOneTimeToken } from './store/one-time-tokens';
import { insertIdentity, listIdentities, mergeIdentityData, providersOf } from './store/identities';
import { insertUser, mergeMetadata, NIL_UUID, updateUser, type UserRow } from './store/users';

export interface NewUser {
  id?: string;
  aud: string;
  role?: string;
  email?: string;
  phone?: string;
  passwordHash?: string;
  data?: Record<string, unknown>;
  /** The sign-in method: 'email', 'phone', an OAuth provider, or 'anonymous' (no identity). */
  provider: string;
  /** The provider's own id of the user (OAuth `sub`); the user id for email and phone. */
  providerId?: string;
  identityData?: Record<string, unknown>;
}

/** Identity data for email and phone identities, as GoTrue's provider.Claims map (call data fills the rest). */
export function basicIdentityData(
  userId: string,
  email: string,
  phone: string,
  data: Record<string, unknown> = {},
): Record<string, unknown> {
  const base: Record<string, unknown> = { sub: userId };
  if (email) base.email = email;
  base.email_verified = false;
  if (phone) base.phone = phone;
  base.phone_verified = false;
  for (const [key, value] of Object.entries(data)) if (!(key in base)) base[key] = value;
  return base;
}

export async function createUser(q: Queryable, values: NewUser): Promise<UserRow> {
  const id = values.id ?? newId();
  const anonymous = values.provider === 'anonymous';
  const user = await insertUser(q, {
    id,
    instance_id: NIL_UUID,
    aud: values.aud,
    role: values.role ?? 'authenticated',
    email: values.email ? values.email.toLowerCase() : null,
    phone: values.phone || null,
    encrypted_password: values.passwordHash ?? '',
    raw_app_meta_data: anonymous ? {} : { provider: values.provider, providers: [values.provider] },
    raw_user_meta_data: values.data ?? {},
    is_anonymous: anonymous,
    confirmation_token: '',
    recovery_token: '',
    email_change_token_new: '',
    email_change: '',
  });
  if (!anonymous) {
    await insertIdentity(q, {
      userId: id,
      provider: values.provider,
      providerId: values.providerId ?? id,
      data: values.identityData ?? basicIdentityData(id, values.email ?? '', values.phone ?? '', values.data),
    });
  }
  return user;
}

/** Marks the e-mail confirmed: timestamp, user_metadata.email_verified, identity email_verified, tokens cleared. */
export async function confirmEmail(q: Queryable, user: UserRow): Promise<UserRow> {
  await updateUser(q, user.id, { confirmation_token: '', email_confirmed_at: user.email_confirmed_at ?? new Date() });
  const updated = await mergeMetadata(q, user.id, 'raw_user_meta_data', { email_verified: true });
  await clearAllOneTimeTokens(q, user.id);
  for (const identity of await listIdentities(q, user.id)) {
    if (identity.email && updated.email && identity.email === updated.email)
      await mergeIdentityData(q, identity.id, { email_verified: true });
  }
  return updated;
}

export async function confirmPhone(q: Queryable, user: UserRow): Promise<UserRow> {
  await clearOneTimeToken(q, user.id, 'confirmation_token');
  await updateUser(q, user.id, { confirmation_token: '', phone_confirmed_at: user.phone_confirmed_at ?? new Date() });
  return mergeMetadata(q, user.id, 'raw_user_meta_data', { phone_verified: true });
}

/** app_metadata.provider(s) from the user's identities, as GoTrue's UpdateAppMetaDataProviders. */
export async function refreshProviders(q: Queryable, user: UserRow): Promise<UserRow> {
  const providers = await providersOf(q, user.id);
  if (providers.length === 0) return user;
  return mergeMetadata(q, user.id, 'raw_app_meta_data', { provider: providers[0], providers });
}
