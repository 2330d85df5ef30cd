// auth.webauthn_credentials: the passkeys users registered (credential id and COSE public key as bytes, sign count).
import type { Queryable } from '../../db';
import { newId } from '../secrets';

export interface PasskeyRow {
  id: string;
  user_id: string;
  /** base64url, as WebAuthn's JSON carries it */
  credential_id: string;
  public_key: Uint8Array<ArrayBuffer>;
  sign_count: number;
  transports: string[];
  friendly_name: string | null;
  created_at: Date;
  last_used_at: Date | null;
}

// bytea travels as hex both ways: node-postgres and PGlite agree on text, not on binary parameter types.
const COLUMNS = `id, user_id, encode(credential_id, 'hex') as credential_hex, encode(public_key, 'hex') as public_key_hex,
  sign_count::float8 as sign_count, transports, friendly_name, created_at, last_used_at`;

interface RawRow extends Omit<PasskeyRow, 'credential_id' | 'public_key'> {
  credential_hex: string;
  public_key_hex: string;
}

function toRow(raw: RawRow): PasskeyRow {
  const { credential_hex, public_key_hex, ...rest } = raw;
  return {
    ...rest,
    credential_id: Buffer.from(credential_hex, 'hex').toString('base64url'),
    public_key: new Uint8Array(Buffer.from(public_key_hex, 'hex')),
    sign_count: Number(raw.sign_count),
  };
}

export async function listPasskeys(q: Queryable, userId: string): Promise<PasskeyRow[]> {
  const { rows } = await q.query<RawRow>(`select ${COLUMNS} from auth.webauthn_credentials where user_id = $1 order by created_at, id`, [
    userId,
  ]);
  return rows.map(toRow);
}

export async function countPasskeys(q: Queryable, userId: string): Promise<number> {
  const { rows } = await q.query<{ count: number }>('select count(*)::int as count from auth.webauthn_credentials where user_id = $1', [
    userId,
  ]);
  return rows[0]?.count ?? 0;
}

export async function findPasskey(q: Queryable, userId: string, id: string): Promise<PasskeyRow | undefined> {
  const { rows } = await q.query<RawRow>(`select ${COLUMNS} from auth.webauthn_credentials where user_id = $1 and id = $2`, [userId, id]);
  return rows[0] ? toRow(rows[0]) : undefined;
}

/** The passkey an assertion names, by its base64url credential id. */
export async function findPasskeyByCredentialId(q: Queryable, credentialId: string): Promise<PasskeyRow | undefined> {
  const hex = Buffer.from(credentialId, 'base64url').toString('hex');
  const { rows } = await q.query<RawRow>(`select ${COLUMNS} from auth.webauthn_credentials where credential_id = decode($1, 'hex')`, [hex]);
  return rows[0] ? toRow(rows[0]) : undefined;
}

export interface NewPasskey {
  userId: string;
  credentialId: string;
  publicKey: Uint8Array;
  signCount: number;
  transports: string[];
  aaguid: string;
  attestationType: string;
  backupEligible: boolean;
  backedUp: boolean;
  friendlyName: string | null;
}

/** Inserts a passkey; undefined when its credential id is already registered (to anyone). */
export async function insertPasskey(q: Queryable, passkey: NewPasskey): Promise<PasskeyRow | undefined> {
  const { rows } = await q.query<RawRow>(
    `insert into auth.webauthn_credentials
       (id, user_id, credential_id, public_key, sign_count, transports, aaguid, attestation_type, backup_eligible, backed_up, friendly_name)
     values ($1, $2, decode($3, 'hex'), decode($4, 'hex'), $5, $6::text[], $7::uuid, $8, $9, $10, $11)
     on conflict (credential_id) do nothing
     returning ${COLUMNS}`,
    [
      newId(),
      passkey.userId,
      Buffer.from(passkey.credentialId, 'base64url').toString('hex'),
      Buffer.from(passkey.publicKey).toString('hex'),
      passkey.signCount,
      passkey.transports,
      passkey.aaguid,
      passkey.attestationType,
      passkey.backupEligible,
      passkey.backedUp,
      passkey.friendlyName,
    ],
  );
  return rows[0] ? toRow(rows[0]) : undefined;
}

export async function renamePasskey(q: Queryable, id: string, friendlyName: string): Promise<PasskeyRow> {
  const { rows } = await q.query<RawRow>(
    `update auth.webauthn_credentials set friendly_name = $2, updated_at = now() where id = $1 returning ${COLUMNS}`,
    [id, friendlyName],
  );
  return toRow(rows[0] as RawRow);
}

/**
 * Records a sign-in: the authenticator's new counter and the time. The update only applies while the stored counter
 * is still below the new one (or both are 0, authenticators that keep no counter), so two concurrent sign-ins with
 * the same counter cannot both pass; false when this one lost.
 */
export async function recordPasskeyUse(q: Queryable, id: string, previousCount: number, signCount: number): Promise<boolean> {
  const { rows } = await q.query(
    `update auth.webauthn_credentials set sign_count = $3, last_used_at = now(), updated_at = now()
     where id = $1 and sign_count = $2 returning id`,
    [id, previousCount, signCount],
  );
  return rows.length === 1;
}

export async function deletePasskey(q: Queryable, id: string): Promise<void> {
  await q.query('delete from auth.webauthn_credentials where id = $1', [id]);
}
