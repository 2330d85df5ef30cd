// The WebAuthn ceremonies of passkeys and WebAuthn MFA factors, checked by @simplewebauthn/server: creation options
// for a signed-in user, request options (none allowed for a discoverable sign-in, the factor's key for MFA), and
// verification of what the authenticator signed.
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { AuthApiError } from '../errors';
import type { PasskeySettings } from '../settings';

/** Who the ceremony is for: the relying party's id, accepted origins and name, and how long a challenge lasts. */
export type RelyingParty = Pick<PasskeySettings, 'rpId' | 'rpOrigins' | 'rpDisplayName' | 'challengeExpiry'>;

/** A registered credential as the checks need it. */
export interface StoredCredential {
  /** base64url */
  credential_id: string;
  public_key: Uint8Array<ArrayBuffer>;
  sign_count: number;
  transports: string[];
}
import type { UserRow } from '../store/users';

/** ES256 and RS256: what platform authenticators and security keys sign with. */
const ALGORITHMS = [-7, -257];

export function verificationFailed(cause?: unknown): Error {
  return new AuthApiError('webauthn_verification_failed', 'Credential verification failed', { status: 400, cause });
}

/** GoTrue's user handle: the user's id as UTF-8 text, so passkeys move with their users. */
export function userHandle(userId: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(userId, 'utf8'));
}

function userName(user: UserRow): string {
  return user.email || user.phone || user.id;
}

function displayName(user: UserRow): string {
  const name = user.raw_user_meta_data?.name;
  return typeof name === 'string' && name !== '' ? name : userName(user);
}

export function registrationOptions(
  settings: RelyingParty,
  user: UserRow,
  existing: readonly StoredCredential[],
  residentKey: 'required' | 'discouraged' = 'required',
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  return generateRegistrationOptions({
    rpName: settings.rpDisplayName,
    rpID: settings.rpId,
    userID: userHandle(user.id),
    userName: userName(user),
    userDisplayName: displayName(user),
    timeout: settings.challengeExpiry * 1000,
    attestationType: 'none',
    // An authenticator that already holds one of the user's passkeys is told not to make another.
    excludeCredentials: existing.map((passkey) => ({ id: passkey.credential_id, transports: passkey.transports })),
    // Passkeys are discoverable credentials; an MFA key needs not be.
    authenticatorSelection: { residentKey, requireResidentKey: residentKey === 'required', userVerification: 'preferred' },
    supportedAlgorithmIDs: ALGORITHMS,
  });
}

export function authenticationOptions(
  settings: RelyingParty,
  allow: readonly StoredCredential[] = [],
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return generateAuthenticationOptions({
    rpID: settings.rpId,
    allowCredentials: allow.map((credential) => ({ id: credential.credential_id, transports: credential.transports })),
    userVerification: 'preferred',
    timeout: settings.challengeExpiry * 1000,
  });
}

export interface VerifiedRegistration {
  credentialId: string;
  publicKey: Uint8Array;
  signCount: number;
  transports: string[];
  aaguid: string;
  attestationType: string;
  backupEligible: boolean;
  backedUp: boolean;
}

export async function verifyRegistration(
  settings: RelyingParty,
  credential: Record<string, unknown>,
  challenge: string,
): Promise<VerifiedRegistration> {
  let result: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    result = await verifyRegistrationResponse({
      response: credential as unknown as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: settings.rpOrigins,
      expectedRPID: settings.rpId,
      requireUserVerification: false,
      supportedAlgorithmIDs: ALGORITHMS,
    });
  } catch (error) {
    throw verificationFailed(error);
  }
  if (!result.verified) throw verificationFailed();
  const info = result.registrationInfo;
  const response = credential.response as { transports?: unknown } | undefined;
  const transports = Array.isArray(response?.transports)
    ? response.transports.filter((item): item is string => typeof item === 'string')
    : [];
  return {
    credentialId: info.credential.id,
    publicKey: info.credential.publicKey,
    signCount: info.credential.counter,
    transports: transports.slice(0, 8).map((item) => item.slice(0, 32)),
    aaguid: info.aaguid,
    attestationType: info.fmt,
    backupEligible: info.credentialDeviceType === 'multiDevice',
    backedUp: info.credentialBackedUp,
  };
}

/** The credential id an assertion names (base64url), before any check. */
export function assertedCredentialId(credential: Record<string, unknown>): string {
  const id = credential.id;
  if (typeof id !== 'string' || id === '' || id.length > 1400 || !/^[A-Za-z0-9_-]+$/.test(id)) throw verificationFailed();
  return id;
}

/** The user handle an assertion carries, decoded to the user id it names (GoTrue's: UTF-8 text of the id). */
export function assertedUserId(credential: Record<string, unknown>): string {
  const response = credential.response as { userHandle?: unknown } | undefined;
  const handle = response?.userHandle;
  if (typeof handle !== 'string' || handle === '' || !/^[A-Za-z0-9_-]+$/.test(handle)) throw verificationFailed();
  return Buffer.from(handle, 'base64url').toString('utf8');
}

/** Checks an assertion against the stored passkey; the authenticator's new sign count. */
export async function verifyAuthentication(
  settings: RelyingParty,
  credential: Record<string, unknown>,
  challenge: string,
  passkey: StoredCredential,
): Promise<number> {
  let result: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    result = await verifyAuthenticationResponse({
      response: credential as unknown as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: settings.rpOrigins,
      expectedRPID: settings.rpId,
      // A counter that does not grow (a cloned authenticator) fails here, unless the authenticator keeps none (0).
      credential: { id: passkey.credential_id, publicKey: passkey.public_key, counter: passkey.sign_count, transports: passkey.transports },
      requireUserVerification: false,
    });
  } catch (error) {
    throw verificationFailed(error);
  }
  if (!result.verified) throw verificationFailed();
  return result.authenticationInfo.newCounter;
}
