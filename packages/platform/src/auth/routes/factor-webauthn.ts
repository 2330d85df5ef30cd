// WebAuthn (security key) MFA factors: a challenge is a creation ceremony while the factor holds no key, then a
// request ceremony for its key; verifying checks what the authenticator signed with the passkeys' ceremony code.
// The relying party the client names (supabase-js sends the page's host and origin) must be this project's.
import type { AuthCall } from '../call';
import { badRequest, unprocessable, validationFailed } from '../errors';
import {
  authenticationOptions,
  registrationOptions,
  verificationFailed,
  verifyAuthentication,
  verifyRegistration,
  type RelyingParty,
} from '../passkeys/ceremony';
import type { ChallengeRow, FactorRow } from '../store/factors';
import {
  findCeremony,
  findFactorCredential,
  saveCeremony,
  saveFactorCredential,
  updateFactorSignCount,
  type WebauthnCeremony,
} from '../store/factor-webauthn';
import type { UserRow } from '../store/users';

export function requireWebauthnVerify(call: AuthCall): void {
  if (!call.s.settings.mfaWebauthnVerify)
    throw unprocessable('mfa_webauthn_verify_not_enabled', 'MFA verification is disabled for WebAuthn');
}

function stringList(value: unknown): string[] | undefined {
  return Array.isArray(value) && value.every((item) => typeof item === 'string') ? (value as string[]) : undefined;
}

/** The `webauthn: {rpId, rpOrigins}` of a request, held to the configured relying party. */
function relyingParty(call: AuthCall, params: Record<string, unknown> | undefined): RelyingParty {
  const configured = call.s.settings.passkey;
  const rpId = typeof params?.rpId === 'string' && params.rpId !== '' ? params.rpId : configured.rpId;
  const rpOrigins = stringList(params?.rpOrigins) ?? configured.rpOrigins;
  if (rpId !== configured.rpId || rpOrigins.length === 0 || rpOrigins.some((origin) => !configured.rpOrigins.includes(origin))) {
    throw validationFailed('rpId and rpOrigins must be the relying party this project is configured for');
  }
  return { rpId, rpOrigins, rpDisplayName: configured.rpDisplayName, challengeExpiry: configured.challengeExpiry };
}

/** Fills a just-created challenge with its ceremony; the `webauthn` part of the challenge response. */
export async function startWebauthnCeremony(
  call: AuthCall,
  user: UserRow,
  factor: FactorRow,
  challenge: ChallengeRow,
): Promise<Record<string, unknown>> {
  const rp = relyingParty(call, call.body({ allowEmpty: true }).object('webauthn'));
  const credential = await findFactorCredential(call.s.db, factor.id);
  const options = credential ? await authenticationOptions(rp, [credential]) : await registrationOptions(rp, user, [], 'discouraged');
  const type = credential ? 'request' : 'create';
  await saveCeremony(call.s.db, challenge.id, { type, challenge: options.challenge, rp_id: rp.rpId, rp_origins: rp.rpOrigins });
  return { type, credential_options: { publicKey: options } };
}

/** Checks the `webauthn` part of a verify body against the challenge's ceremony; stores the key or its new count. */
export async function finishWebauthnCeremony(call: AuthCall, factor: FactorRow, challenge: ChallengeRow): Promise<void> {
  const params = call.body().object('webauthn');
  if (!params) throw validationFailed('webauthn is required');
  const ceremony: WebauthnCeremony | undefined = await findCeremony(call.s.db, challenge.id);
  if (!ceremony) throw badRequest('webauthn_challenge_not_found', 'Challenge not found or already used');
  if (params.type !== ceremony.type) throw validationFailed(`webauthn.type must be ${ceremony.type} for this challenge`);
  const response = params.credential_response;
  if (!response || typeof response !== 'object' || Array.isArray(response))
    throw validationFailed('webauthn.credential_response is required');
  const rp = relyingParty(call, params);
  const credential = response as Record<string, unknown>;
  if (ceremony.type === 'create') {
    const verified = await verifyRegistration(rp, credential, ceremony.challenge);
    await saveFactorCredential(
      call.s.db,
      factor.id,
      {
        credential_id: verified.credentialId,
        public_key: new Uint8Array(verified.publicKey),
        sign_count: verified.signCount,
        transports: verified.transports,
      },
      verified.aaguid,
    );
    return;
  }
  const stored = await findFactorCredential(call.s.db, factor.id);
  if (!stored || credential.id !== stored.credential_id) throw verificationFailed();
  const signCount = await verifyAuthentication(rp, credential, ceremony.challenge, stored);
  if (!(await updateFactorSignCount(call.s.db, factor.id, stored.sign_count, signCount))) throw verificationFailed();
}
