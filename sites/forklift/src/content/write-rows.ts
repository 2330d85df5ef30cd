// Writes content rows in batches: one `insert … select from jsonb_to_recordset` per batch (a single bind parameter),
// so thousands of pages and codes take a handful of statements on PGlite and PostgreSQL alike.
import type { Queryable } from '@kit/platform';

export interface RowsSpec {
  table: string;
  /** Column name → SQL type, in insert order. */
  columns: Record<string, string>;
  /** `on conflict …` clause, if any. */
  conflict?: string;
}

export async function insertRows(
  db: Queryable,
  spec: RowsSpec,
  rows: readonly Record<string, unknown>[],
  batchBytes = 4_000_000,
): Promise<void> {
  const names = Object.keys(spec.columns);
  const recordType = names.map((name) => `"${name}" ${spec.columns[name]}`).join(', ');
  const sql = `insert into ${spec.table} (${names.map((n) => `"${n}"`).join(', ')})
    select ${names.map((n) => `r."${n}"`).join(', ')} from jsonb_to_recordset($1::jsonb) as r(${recordType}) ${spec.conflict ?? ''}`;
  let batch: string[] = [];
  let size = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await db.query(sql, [`[${batch.join(',')}]`]);
    batch = [];
    size = 0;
  };
  for (const row of rows) {
    const json = JSON.stringify(row);
    if (size + json.length > batchBytes) await flush();
    batch.push(json);
    size += json.length;
  }
  await flush();
}
