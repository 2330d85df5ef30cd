// auth.users: lookups by id, address and token hash, inserts and column updates.
import type { Queryable } from '../../db';

export const NIL_UUID = '00000000-0000-0000-0000-000000000000';

export interface UserRow {
  instance_id: string | null;
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  confirmation_token: string | null;
  confirmation_sent_at: Date | null;
  recovery_token: string | null;
  recovery_sent_at: Date | null;
  email_change_token_new: string | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date | null;
  updated_at: Date | null;
  phone: string | null;
  phone_confirmed_at: Date | null;
  phone_change: string | null;
  phone_change_token: string | null;
  phone_change_sent_at: Date | null;
  confirmed_at: Date | null;
  email_change_token_current: string | null;
  email_change_confirm_status: number | null;
  banned_until: Date | null;
  reauthentication_token: string | null;
  reauthentication_sent_at: Date | null;
  is_sso_user: boolean;
  deleted_at: Date | null;
  is_anonymous: boolean;
}

export type UserPatch = Partial<Omit<UserRow, 'id' | 'confirmed_at' | 'created_at' | 'updated_at'>>;

const JSONB_COLUMNS = new Set(['raw_app_meta_data', 'raw_user_meta_data']);
const WRITABLE = new Set([
  'instance_id',
  'aud',
  'role',
  'email',
  'encrypted_password',
  'email_confirmed_at',
  'invited_at',
  'confirmation_token',
  'confirmation_sent_at',
  'recovery_token',
  'recovery_sent_at',
  'email_change_token_new',
  'email_change',
  'email_change_sent_at',
  'last_sign_in_at',
  'raw_app_meta_data',
  'raw_user_meta_data',
  'phone',
  'phone_confirmed_at',
  'phone_change',
  'phone_change_token',
  'phone_change_sent_at',
  'email_change_token_current',
  'email_change_confirm_status',
  'banned_until',
  'reauthentication_token',
  'reauthentication_sent_at',
  'is_sso_user',
  'deleted_at',
  'is_anonymous',
]);

function encode(column: string, value: unknown): unknown {
  return JSONB_COLUMNS.has(column) && value !== null && value !== undefined ? JSON.stringify(value) : value;
}

function placeholder(column: string, index: number): string {
  return JSONB_COLUMNS.has(column) ? `$${index}::jsonb` : `$${index}`;
}

async function one(q: Queryable, sql: string, params: unknown[]): Promise<UserRow | undefined> {
  const { rows } = await q.query<UserRow>(sql, params);
  return rows[0];
}

export function findUserById(q: Queryable, id: string, forUpdate = false): Promise<UserRow | undefined> {
  return one(q, `select * from auth.users where id = $1${forUpdate ? ' for update' : ''}`, [id]);
}

/** A statement selecting at most one user, and its parameters ($1 onward). */
export interface UserLookup {
  sql: string;
  params: unknown[];
}

export function userByEmail(email: string, aud: string): UserLookup {
  return {
    sql: 'select * from auth.users where lower(email) = lower($1) and aud = $2 and is_sso_user = false limit 1',
    params: [email, aud],
  };
}

export function userByPhone(phone: string, aud: string): UserLookup {
  return { sql: 'select * from auth.users where phone = $1 and aud = $2 and is_sso_user = false limit 1', params: [phone, aud] };
}

export function findUserByEmail(q: Queryable, email: string, aud: string): Promise<UserRow | undefined> {
  const { sql, params } = userByEmail(email, aud);
  return one(q, sql, params);
}

export function findUserByPhone(q: Queryable, phone: string, aud: string): Promise<UserRow | undefined> {
  const { sql, params } = userByPhone(phone, aud);
  return one(q, sql, params);
}

export function findUserByPhoneChange(q: Queryable, phone: string, aud: string): Promise<UserRow | undefined> {
  return one(q, `select * from auth.users where phone_change = $1 and aud = $2 and is_sso_user = false limit 1`, [phone, aud]);
}

export type TokenColumn = 'confirmation_token' | 'recovery_token' | 'email_change_token_current' | 'email_change_token_new';

/** The user holding a token hash in one of the columns (the `pkce_` prefixed form matches too). */
export function findUserByToken(q: Queryable, columns: readonly TokenColumn[], hash: string): Promise<UserRow | undefined> {
  if (hash === '') return Promise.resolve(undefined);
  const where = columns.map((column) => `${column} = $1 or ${column} = 'pkce_' || $1`).join(' or ');
  return one(q, `select * from auth.users where ${where} limit 1`, [hash]);
}

export async function insertUser(q: Queryable, values: UserPatch & { id: string }): Promise<UserRow> {
  const entries = Object.entries(values).filter(([column]) => column === 'id' || WRITABLE.has(column));
  const columns = entries.map(([column]) => column);
  const sql = `insert into auth.users (${columns.join(', ')}, created_at, updated_at)
    values (${columns.map((column, i) => placeholder(column, i + 1)).join(', ')}, now(), now()) returning *`;
  const row = await one(
    q,
    sql,
    entries.map(([column, value]) => encode(column, value)),
  );
  return row as UserRow;
}

export async function updateUser(q: Queryable, id: string, patch: UserPatch): Promise<UserRow> {
  const entries = Object.entries(patch).filter(([column, value]) => WRITABLE.has(column) && value !== undefined);
  const sets = entries.map(([column], i) => `${column} = ${placeholder(column, i + 2)}`);
  sets.push('updated_at = now()');
  const row = await one(q, `update auth.users set ${sets.join(', ')} where id = $1 returning *`, [
    id,
    ...entries.map(([column, value]) => encode(column, value)),
  ]);
  if (!row) throw new Error(`user ${id} vanished during an update`);
  return row;
}

/** Merges keys into a metadata column; a null value removes the key, as GoTrue does. */
export async function mergeMetadata(
  q: Queryable,
  id: string,
  column: 'raw_app_meta_data' | 'raw_user_meta_data',
  data: Record<string, unknown>,
): Promise<UserRow> {
  const removed = Object.entries(data)
    .filter(([, value]) => value === null)
    .map(([key]) => key);
  const kept = Object.fromEntries(Object.entries(data).filter(([, value]) => value !== null));
  const row = await one(
    q,
    `update auth.users set ${column} = (coalesce(${column}, '{}'::jsonb) || $2::jsonb) - $3::text[], updated_at = now()
     where id = $1 returning *`,
    [id, JSON.stringify(kept), removed],
  );
  if (!row) throw new Error(`user ${id} vanished during an update`);
  return row;
}

export async function deleteUser(q: Queryable, id: string): Promise<void> {
  await q.query('delete from auth.users where id = $1', [id]);
}

export function isBanned(user: UserRow, now = Date.now()): boolean {
  return user.banned_until !== null && new Date(user.banned_until).getTime() > now;
}

export function isEmailConfirmed(user: UserRow): boolean {
  return user.email_confirmed_at !== null;
}

export function isPhoneConfirmed(user: UserRow): boolean {
  return user.phone_confirmed_at !== null;
}

export function hasPassword(user: UserRow): boolean {
  return !!user.encrypted_password;
}
