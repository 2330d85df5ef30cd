// Signing in with an external identity: the linked user, a user with the same verified e-mail, or a new user.
import type { Queryable } from '../../db';
import { confirmEmail, createUser, refreshProviders } from '../accounts';
import { findIdentity, insertIdentity, mergeIdentityData, touchIdentity } from '../store/identities';
import { findUserByEmail, findUserById, isEmailConfirmed, mergeMetadata, type UserRow } from '../store/users';
import type { AuthServices } from '../services';
import { unprocessable, validationFailed } from '../errors';

export interface ExternalProfile {
  provider: string;
  subject: string;
  email?: string;
  emailVerified: boolean;
  /** The identity data GoTrue stores (iss, sub, name, email, picture…). */
  data: Record<string, unknown>;
}

/** GoTrue's identity data from OIDC claims: the standard ones plus full_name, avatar_url and provider_id. */
export function profileFromClaims(provider: string, claims: Record<string, unknown>): ExternalProfile {
  const str = (key: string) => (typeof claims[key] === 'string' ? (claims[key] as string) : undefined);
  const subject = str('sub');
  if (!subject) throw validationFailed('The provider returned no subject');
  const email = str('email')?.toLowerCase();
  const emailVerified = claims.email_verified === true || claims.email_verified === 'true';
  const data: Record<string, unknown> = {};
  for (const key of ['iss', 'sub', 'name', 'given_name', 'family_name', 'nickname', 'preferred_username', 'picture', 'phone', 'locale']) {
    if (str(key)) data[key] = str(key);
  }
  if (email) data.email = email;
  data.email_verified = emailVerified;
  data.phone_verified = claims.phone_number_verified === true;
  if (str('name')) data.full_name = str('name');
  if (str('picture')) data.avatar_url = str('picture');
  data.provider_id = subject;
  return { provider, subject, email, emailVerified, data };
}

export interface ExternalSignIn {
  user: UserRow;
  created: boolean;
}

export async function signInExternal(q: Queryable, s: AuthServices, profile: ExternalProfile): Promise<ExternalSignIn> {
  const identity = await findIdentity(q, profile.subject, profile.provider);
  if (identity) {
    await mergeIdentityData(q, identity.id, profile.data);
    await touchIdentity(q, identity.id);
    const user = (await findUserById(q, identity.user_id)) as UserRow;
    return { user: await mergeMetadata(q, user.id, 'raw_user_meta_data', profile.data), created: false };
  }
  const existing = profile.email ? await findUserByEmail(q, profile.email, s.settings.aud) : undefined;
  if (existing && !profile.emailVerified) {
    throw unprocessable('email_exists', 'A user with this email address has already been registered');
  }
  if (existing) {
    await insertIdentity(q, { userId: existing.id, provider: profile.provider, providerId: profile.subject, data: profile.data });
    let user = await refreshProviders(q, existing);
    if (!isEmailConfirmed(user)) user = await confirmEmail(q, user);
    return { user, created: false };
  }
  let user = await createUser(q, {
    aud: s.settings.aud,
    provider: profile.provider,
    providerId: profile.subject,
    email: profile.email,
    data: profile.data,
    identityData: profile.data,
  });
  if (profile.email && (profile.emailVerified || s.settings.mailerAutoconfirm)) user = await confirmEmail(q, user);
  return { user, created: true };
}
