// Asks the database which changes each subscriber identity may see now, one call per table and batch. What does not
// depend on the rows (a table without row level security that a role may read whole) is kept per table and role,
// under a key of the catalogue rows it was read from (realtime.catalog_key, migration 0010): a batch whose key is
// unchanged is answered without realtime.visible_changes, whose catalogue reads cost most of a change's database time.
import type { Queryable } from '../../db';

export interface VisibilityIdentity {
  role: string;
  claims: Record<string, unknown>;
}

export interface TableVisibility {
  rls: boolean;
  pk: string[];
  /** pg_class.relreplident: d (primary key), f (full), n (nothing), i (index). */
  replident: string;
  /** Readable columns per role, in table order. */
  columns: Record<string, { name: string; type: string }[]>;
  /** Per identity (same order): indexes into `live` and `gone` it may see. */
  visible: { live: number[]; gone: number[] }[];
}

export function quoteQualified(schema: string, table: string): string {
  return `"${schema.replace(/"/g, '""')}"."${table.replace(/"/g, '""')}"`;
}

/** A table's answer that holds while its catalogue key does: only for a table without row level security. */
interface KeptTable {
  /** The table's line of the key (its class, columns, column types, indexes, role memberships, session user). */
  key: string;
  pk: string[];
  replident: string;
  /** Roles that may read every change of the table (their identities saw all of a batch), with their key line. */
  readers: Map<string, { key: string; columns: { name: string; type: string }[] }>;
}

/** Tables kept at most; beyond, all are forgotten (tables that come and go would otherwise pile up). */
const MAX_KEPT_TABLES = 1000;

const FULL_CHECK =
  'select realtime.catalog_key($1::regclass, $5) as k1, realtime.visible_changes($1::regclass, $2, $3, $4)::text as v, ' +
  'realtime.catalog_key($1::regclass, $5) as k2';

export class VisibilityChecker {
  private readonly kept = new Map<string, KeptTable>();
  /** Tables last seen with row level security: their answers depend on the rows, so they skip the key. */
  private readonly rowLevel = new Set<string>();

  constructor(private readonly db: Queryable) {}

  async check(
    schema: string,
    table: string,
    live: readonly Record<string, unknown>[],
    gone: readonly Record<string, unknown>[],
    identities: readonly VisibilityIdentity[],
  ): Promise<TableVisibility> {
    const entity = quoteQualified(schema, table);
    const roles = [...new Set(identities.map((identity) => identity.role))];
    const kept = this.kept.get(entity);
    if (kept && !this.rowLevel.has(entity) && roles.every((role) => kept.readers.has(role))) {
      const { rows } = await this.db.query<{ k: string }>('select realtime.catalog_key($1::regclass, $2) as k', [entity, roles]);
      const answer = keptAnswer(kept, splitKey(rows[0]?.k), roles, identities, live.length, gone.length);
      if (answer) return answer;
    }
    const { rows } = await this.db.query<{ k1: string; v: string; k2: string }>(FULL_CHECK, [
      entity,
      JSON.stringify(live),
      JSON.stringify(gone),
      JSON.stringify(identities),
      roles,
    ]);
    const row = rows[0];
    if (!row?.v) throw new Error('realtime.visible_changes returned nothing');
    const result = JSON.parse(row.v) as TableVisibility;
    this.keep(entity, row.k1 === row.k2 ? splitKey(row.k1) : null, roles, identities, live.length, gone.length, result);
    return result;
  }

  /** Keeps what `result` says of the table under `key` (null: the catalogue changed during the check, keep nothing). */
  private keep(
    entity: string,
    key: string[] | null,
    roles: readonly string[],
    identities: readonly VisibilityIdentity[],
    liveCount: number,
    goneCount: number,
    result: TableVisibility,
  ): void {
    if (result.rls) this.rowLevel.add(entity);
    else this.rowLevel.delete(entity);
    const tableKey = key?.[0];
    if (result.rls || key === null || tableKey === undefined || key.length !== roles.length + 1) {
      this.kept.delete(entity);
      return;
    }
    let kept = this.kept.get(entity);
    if (!kept || kept.key !== tableKey) {
      if (!kept && this.kept.size >= MAX_KEPT_TABLES) this.kept.clear();
      kept = { key: tableKey, pk: result.pk, replident: result.replident, readers: new Map() };
      this.kept.set(entity, kept);
    }
    // A role is kept only when it saw everything: an identity that saw nothing may have failed for a passing reason.
    const sawAll = new Map<string, boolean>();
    identities.forEach((identity, i) => {
      const visible = result.visible[i];
      const all = visible !== undefined && visible.live.length === liveCount && visible.gone.length === goneCount;
      sawAll.set(identity.role, all && sawAll.get(identity.role) !== false);
    });
    roles.forEach((role, i) => {
      const columns = result.columns[role];
      if (sawAll.get(role) && columns) kept.readers.set(role, { key: key[i + 1] as string, columns });
      else kept.readers.delete(role);
    });
  }
}

function splitKey(key: string | undefined): string[] {
  return key === undefined ? [] : key.split('\n');
}

/** The answer for a batch from what was kept, or null when a line of the key changed. */
function keptAnswer(
  kept: KeptTable,
  key: string[],
  roles: readonly string[],
  identities: readonly VisibilityIdentity[],
  liveCount: number,
  goneCount: number,
): TableVisibility | null {
  if (key.length !== roles.length + 1 || key[0] !== kept.key) return null;
  const columns: TableVisibility['columns'] = {};
  for (let i = 0; i < roles.length; i++) {
    const role = roles[i] as string;
    const reader = kept.readers.get(role);
    if (!reader || reader.key !== key[i + 1]) return null;
    columns[role] = reader.columns;
  }
  const all = { live: indexes(liveCount), gone: indexes(goneCount) };
  return { rls: false, pk: kept.pk, replident: kept.replident, columns, visible: identities.map(() => all) };
}

function indexes(count: number): number[] {
  return Array.from({ length: count }, (_, i) => i);
}
