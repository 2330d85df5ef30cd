// Builds the `data` of a postgres_changes message as Supabase sends it, limited to the columns the role may read.
import type { CapturedChange } from './captured-change';
import type { TableVisibility } from './visibility';

function pick(row: Record<string, unknown> | null, keep: (name: string) => boolean): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!row) return out;
  for (const [name, value] of Object.entries(row)) if (keep(name)) out[name] = value;
  return out;
}

export function changeData(
  change: CapturedChange,
  table: TableVisibility,
  role: string,
  select: readonly string[] | null,
): Record<string, unknown> {
  if (change.type !== 'DELETE' && table.pk.length === 0) {
    return { schema: change.schema, table: change.table, type: change.type, errors: ['Error 400: Bad Request, no primary key'] };
  }
  const readable = (table.columns[role] ?? []).filter((column) => !select || select.includes(column.name));
  const allowed = new Set(readable.map((column) => column.name));
  const data: Record<string, unknown> = {
    schema: change.schema,
    table: change.table,
    commit_timestamp: change.commit_timestamp,
    type: change.type,
    columns: readable,
  };
  if (change.type !== 'DELETE') data.record = pick(change.record, (name) => allowed.has(name));
  if (change.type !== 'INSERT') {
    const identity =
      table.replident === 'f' ? () => true : table.replident === 'n' ? () => false : (name: string) => table.pk.includes(name);
    data.old_record = pick(change.old, (name) => allowed.has(name) && identity(name));
  }
  data.errors = null;
  return data;
}
