// Checks bindings at join as Supabase does (table published, filter columns readable, values of the column type)
// and converts filter values to the JSON the capture trigger produces, so comparisons need no database.
import type { Queryable } from '../../db';
import { comparisonFor, type TypedCondition } from './filter';
import { NO_CONDITIONS, type PostgresBinding } from './binding';

interface TableInfo {
  exists: boolean;
  published: boolean;
  /** Readable columns: name → [typname, format_type]. */
  columns: Record<string, [string, string]>;
}

const CACHE_MS = 1000;

function describe(binding: PostgresBinding): string {
  const filters = binding.conditions.map(
    (c) => `{${JSON.stringify(c.column)}, ${JSON.stringify(c.op)}, ${JSON.stringify(c.values.join(','))}}`,
  );
  return (
    'Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: ' +
    `[event: ${binding.event}, schema: ${binding.schema}, table: ${binding.table ?? '*'}, filters: [${filters.join(', ')}], select: ${binding.select ? JSON.stringify(binding.select) : 'nil'}]`
  );
}

function failure(detail: string): string {
  return `Unable to subscribe to changes with given parameters. Exception: ERROR P0001 (raise_exception) ${detail}`;
}

export interface BindingValidator {
  /** Fills `typed` on each binding; returns an error message for the system event when one is invalid. */
  validate(bindings: readonly PostgresBinding[], role: string): Promise<string | null>;
}

export function createBindingValidator(db: Queryable): BindingValidator {
  const cache = new Map<string, { at: number; info: Promise<TableInfo> }>();

  function tableInfo(schema: string, table: string | null, role: string): Promise<TableInfo> {
    const key = `${role}\u0000${schema}\u0000${table ?? '*'}`;
    const now = Date.now();
    const hit = cache.get(key);
    if (hit && now - hit.at < CACHE_MS) return hit.info;
    if (cache.size > 1000) cache.clear();
    const info = loadTableInfo(schema, table, role);
    cache.set(key, { at: now, info });
    info.catch(() => cache.delete(key));
    return info;
  }

  async function loadTableInfo(schema: string, table: string | null, role: string): Promise<TableInfo> {
    if (table === null) {
      const { rows } = await db.query<{ published: boolean }>(
        `select exists (select 1 from pg_catalog.pg_publication_tables where pubname = 'supabase_realtime' and schemaname = $1) as published`,
        [schema],
      );
      return { exists: true, published: rows[0]?.published === true, columns: {} };
    }
    const { rows } = await db.query<{ published: boolean; columns: Record<string, [string, string]> | null; role_ok: boolean }>(
      `select
         exists (select 1 from pg_catalog.pg_publication_tables pt
                 where pt.pubname = 'supabase_realtime' and pt.schemaname = n.nspname and pt.tablename = c.relname) as published,
         exists (select 1 from pg_catalog.pg_roles where rolname = $3) as role_ok,
         case when exists (select 1 from pg_catalog.pg_roles where rolname = $3) then (
           select jsonb_object_agg(a.attname, jsonb_build_array(t.typname, pg_catalog.format_type(a.atttypid, null)))
           from pg_catalog.pg_attribute a join pg_catalog.pg_type t on t.oid = a.atttypid
           where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
             and pg_catalog.has_column_privilege($3, c.oid, a.attnum, 'SELECT')
         ) end as columns
       from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       where n.nspname = $1 and c.relname = $2 and c.relkind in ('r', 'p')`,
      [schema, table, role],
    );
    const row = rows[0];
    if (!row) return { exists: false, published: false, columns: {} };
    return { exists: true, published: row.published, columns: row.columns ?? {} };
  }

  async function typeValues(values: string[], sqlType: string): Promise<unknown[] | null> {
    try {
      const { rows } = await db.query<{ v: unknown }>(
        `select to_jsonb(x::${sqlType}) as v from unnest($1::text[]) with ordinality as u(x, n) order by n`,
        [values],
      );
      return rows.map((row) => row.v);
    } catch {
      return null;
    }
  }

  return {
    async validate(bindings, role) {
      for (const binding of bindings) {
        const info = await tableInfo(binding.schema, binding.table, role);
        if (!info.exists || !info.published) return describe(binding);
        const typed: TypedCondition[] = [];
        for (const condition of binding.conditions) {
          if (binding.table === null) {
            typed.push({ ...condition, comparison: 'text', typed: condition.values });
            continue;
          }
          const column = info.columns[condition.column];
          if (!column) return failure(`invalid column for filter ${condition.column}`);
          const [typname, sqlType] = column;
          const values = await typeValues(condition.values, sqlType);
          if (!values) return failure(`invalid input value for filter ${condition.column}`);
          typed.push({ ...condition, comparison: comparisonFor(typname), typed: values });
        }
        binding.typed = typed.length === 0 ? NO_CONDITIONS : typed;
      }
      return null;
    },
  };
}
