// A user with what its JSON shows (identities, factors) — and, for an authenticated call, the session its token names —
// read in one statement. GET /user took four queries (user, session, identities, factors), each a round trip and a
// plan; one statement reads the same rows, fresh from the database on every call (no cache that could miss another
// process's sign-out, ban or deletion).
import type { Database, Queryable, QueryResult } from '../../db';
import type { FactorRow } from './factors';
import type { IdentityRow } from './identities';
import type { SessionRow } from './sessions';
import type { UserRow } from './users';

/** What a user's JSON shows of a factor (never its secret or WebAuthn key). */
export type FactorSummary = Pick<
  FactorRow,
  'id' | 'created_at' | 'updated_at' | 'status' | 'friendly_name' | 'factor_type' | 'phone' | 'last_challenged_at'
>;

export interface UserProfile {
  user: UserRow;
  identities: IdentityRow[];
  factors: FactorSummary[];
}

export interface Caller {
  user: UserRow;
  /** The session the token names; undefined when it names none or the session no longer exists. */
  session: SessionRow | undefined;
}

/** GET /user's caller: only the session's id is read (its other columns cost PGlite a third of the statement). */
export interface CallerWithProfile extends UserProfile {
  session: Pick<SessionRow, 'id'> | undefined;
}

const SESSION_COLUMNS: readonly (keyof SessionRow)[] = [
  'id',
  'user_id',
  'created_at',
  'updated_at',
  'factor_id',
  'aal',
  'not_after',
  'refreshed_at',
  'user_agent',
  'ip',
];
const SESSION_PREFIX = 'session.';
const IDENTITIES = 'profile.identities';
const FACTORS = 'profile.factors';

// Same order as listIdentities/listFactors; JSON so each is one column of the user's row (aliased `u`).
export const PROFILE_COLUMNS = `,
  coalesce((select json_agg(i order by i.created_at, i.id) from auth.identities i where i.user_id = u.id), '[]') as "${IDENTITIES}",
  coalesce((select json_agg(json_build_object(
      'id', f.id, 'created_at', f.created_at, 'updated_at', f.updated_at, 'status', f.status, 'friendly_name', f.friendly_name,
      'factor_type', f.factor_type, 'phone', f.phone, 'last_challenged_at', f.last_challenged_at) order by f.created_at, f.id)
    from auth.mfa_factors f where f.user_id = u.id), '[]') as "${FACTORS}"`;

// A left join, not JSON, so the session's timestamps are parsed by the driver exactly as `findSession` returns them.
const SESSION_SELECT = SESSION_COLUMNS.map((column) => `s.${column} as "${SESSION_PREFIX}${column}"`).join(', ');

function callerSql(sessionColumns: string, profileColumns: string): string {
  return `select u.*, ${sessionColumns}${profileColumns}
    from auth.users u left join auth.sessions s on s.id = $2::uuid
    where u.id = $1::uuid`;
}

const CALLER_SQL = callerSql(SESSION_SELECT, '');
const CALLER_WITH_PROFILE_SQL = callerSql(`s.id as "${SESSION_PREFIX}id"`, PROFILE_COLUMNS);
const PROFILE_SQL = `select u.*${PROFILE_COLUMNS} from auth.users u where u.id = $1`;

type JsonRow = Record<string, unknown>;

// On the database itself these statements are prepared once per connection, as /rest/v1's reads are (parsing and
// planning the joined statement cost PostgreSQL more than running it); in a transaction they run as any other.
function run(q: Queryable | Database, sql: string, params: unknown[]): Promise<QueryResult<JsonRow>> {
  return 'runStatement' in q ? q.runStatement<JsonRow>(sql, params, { prepare: true }) : q.query<JsonRow>(sql, params);
}

// Timestamps arrive as ISO text inside JSON; the driver would have given Dates (both truncate to milliseconds).
function date(value: unknown): Date | null {
  return value === null || value === undefined ? null : new Date(value as string);
}

function identityRow(json: JsonRow): IdentityRow {
  return {
    ...(json as unknown as IdentityRow),
    last_sign_in_at: date(json.last_sign_in_at),
    created_at: date(json.created_at),
    updated_at: date(json.updated_at),
  };
}

function factorSummary(json: JsonRow): FactorSummary {
  return {
    ...(json as unknown as FactorSummary),
    created_at: date(json.created_at) as Date,
    updated_at: date(json.updated_at) as Date,
    last_challenged_at: date(json.last_challenged_at),
  };
}

/** Splits a joined row into the user's own columns, the session's (by prefix) and the profile's JSON. */
function splitRow(row: JsonRow): { user: UserRow; session: SessionRow | undefined; identities: JsonRow[]; factors: JsonRow[] } {
  const user: JsonRow = {};
  const session: JsonRow = {};
  for (const [key, value] of Object.entries(row)) {
    if (key.startsWith(SESSION_PREFIX)) session[key.slice(SESSION_PREFIX.length)] = value;
    else if (key !== IDENTITIES && key !== FACTORS) user[key] = value;
  }
  return {
    user: user as unknown as UserRow,
    session: session.id === null || session.id === undefined ? undefined : (session as unknown as SessionRow),
    identities: (row[IDENTITIES] as JsonRow[] | undefined) ?? [],
    factors: (row[FACTORS] as JsonRow[] | undefined) ?? [],
  };
}

/** The user and the session a token names (`sessionId` null for none); undefined when the user does not exist. */
export async function findCaller(q: Queryable | Database, userId: string, sessionId: string | null): Promise<Caller | undefined> {
  const { rows } = await run(q, CALLER_SQL, [userId, sessionId]);
  if (!rows[0]) return undefined;
  const { user, session } = splitRow(rows[0]);
  return { user, session };
}

/** `findCaller` with the user's identities and factors, for GET /user. */
export async function findCallerWithProfile(
  q: Queryable | Database,
  userId: string,
  sessionId: string | null,
): Promise<CallerWithProfile | undefined> {
  const { rows } = await run(q, CALLER_WITH_PROFILE_SQL, [userId, sessionId]);
  if (!rows[0]) return undefined;
  const { user, session, identities, factors } = splitRow(rows[0]);
  return { user, session, identities: identities.map(identityRow), factors: factors.map(factorSummary) };
}

/** A row of `u.*` and PROFILE_COLUMNS as the user with its identities and factors. */
export function profileOfRow(row: JsonRow): UserProfile {
  const { user, identities, factors } = splitRow(row);
  return { user, identities: identities.map(identityRow), factors: factors.map(factorSummary) };
}

/** A user with identities and factors; undefined when it does not exist. */
export async function findUserProfile(q: Queryable | Database, userId: string): Promise<UserProfile | undefined> {
  const { rows } = await run(q, PROFILE_SQL, [userId]);
  return rows[0] && profileOfRow(rows[0]);
}
