// The WebAuthn parts of auth.mfa_factors and auth.mfa_challenges: a factor's registered key (web_authn_credential)
// and a challenge's ceremony (web_authn_session_data), in GoTrue's columns.
import type { Queryable } from '../../db';
import type { StoredCredential } from '../passkeys/ceremony';

export interface WebauthnCeremony {
  type: 'create' | 'request';
  challenge: string;
  rp_id: string;
  rp_origins: string[];
}

interface CredentialJson {
  id: string;
  public_key: string;
  sign_count: number;
  transports: string[];
}

export async function findFactorCredential(q: Queryable, factorId: string): Promise<StoredCredential | undefined> {
  const { rows } = await q.query<{ credential: CredentialJson | null }>(
    'select web_authn_credential as credential from auth.mfa_factors where id = $1',
    [factorId],
  );
  const stored = rows[0]?.credential;
  if (!stored) return undefined;
  return {
    credential_id: stored.id,
    public_key: new Uint8Array(Buffer.from(stored.public_key, 'base64url')),
    sign_count: stored.sign_count,
    transports: stored.transports,
  };
}

export async function saveFactorCredential(
  q: Queryable,
  factorId: string,
  credential: StoredCredential,
  aaguid: string | null,
): Promise<void> {
  const json: CredentialJson = {
    id: credential.credential_id,
    public_key: Buffer.from(credential.public_key).toString('base64url'),
    sign_count: credential.sign_count,
    transports: credential.transports,
  };
  await q.query(
    'update auth.mfa_factors set web_authn_credential = $2::jsonb, web_authn_aaguid = $3::uuid, updated_at = now() where id = $1',
    [factorId, JSON.stringify(json), aaguid],
  );
}

/** A factor's new sign count, only while the stored one is what the check saw (two uses of one count: one wins). */
export async function updateFactorSignCount(q: Queryable, factorId: string, previous: number, next: number): Promise<boolean> {
  const { rows } = await q.query(
    `update auth.mfa_factors set web_authn_credential = jsonb_set(web_authn_credential, '{sign_count}', to_jsonb($3::bigint)), updated_at = now()
     where id = $1 and (web_authn_credential->>'sign_count')::bigint = $2 returning id`,
    [factorId, previous, next],
  );
  return rows.length === 1;
}

export async function saveCeremony(q: Queryable, challengeId: string, ceremony: WebauthnCeremony): Promise<void> {
  await q.query('update auth.mfa_challenges set web_authn_session_data = $2::jsonb where id = $1', [challengeId, JSON.stringify(ceremony)]);
}

export async function findCeremony(q: Queryable, challengeId: string): Promise<WebauthnCeremony | undefined> {
  const { rows } = await q.query<{ data: WebauthnCeremony | null }>(
    'select web_authn_session_data as data from auth.mfa_challenges where id = $1',
    [challengeId],
  );
  return rows[0]?.data ?? undefined;
}
