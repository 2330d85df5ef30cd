// Asks the database which changes each subscriber identity may see now, one call per table and batch.
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

export async function checkVisibility(
  db: Queryable,
  schema: string,
  table: string,
  live: readonly Record<string, unknown>[],
  gone: readonly Record<string, unknown>[],
  identities: readonly VisibilityIdentity[],
): Promise<TableVisibility> {
  const { rows } = await db.query<{ v: TableVisibility }>('select realtime.visible_changes($1::regclass, $2, $3, $4) as v', [
    quoteQualified(schema, table),
    JSON.stringify(live),
    JSON.stringify(gone),
    JSON.stringify(identities),
  ]);
  const result = rows[0]?.v;
  if (!result) throw new Error('realtime.visible_changes returned nothing');
  return result;
}
