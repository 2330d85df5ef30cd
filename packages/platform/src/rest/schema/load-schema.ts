// Reads the catalog of the exposed schemas in one query and builds the schema cache from it.
import type { Queryable } from '../../db';
import { pgArrayText } from '../sql/pg-literals';
import { addComputed } from './computed';
import { deriveRelationships, type ViewColumnSource } from './relationships';
import {
  qualifiedName,
  type ColumnInfo,
  type ForeignKey,
  type FunctionInfo,
  type FunctionParam,
  type ParamMode,
  type RelationKind,
  type SchemaCache,
  type TableInfo,
} from './schema-types';

const CATALOG_SQL = `
with rels as (
  select c.oid, n.nspname as schema, c.relname as name, c.relkind
  from pg_catalog.pg_class c
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  where n.nspname = any($1::text[]) and c.relkind in ('r', 'v', 'm', 'f', 'p')
)
select json_build_object(
  'tables', (
    select coalesce(json_agg(json_build_object(
      'schema', r.schema, 'name', r.name, 'kind', r.relkind::text,
      'columns', (
        select coalesce(json_agg(json_build_object(
          'name', a.attname, 'type', pg_catalog.format_type(a.atttypid, a.atttypmod),
          'notNull', a.attnotnull, 'hasDefault', a.atthasdef, 'generated', a.attgenerated <> ''
        ) order by a.attnum), '[]')
        from pg_catalog.pg_attribute a
        where a.attrelid = r.oid and a.attnum > 0 and not a.attisdropped
      )
    )), '[]') from rels r
  ),
  'constraints', (
    select coalesce(json_agg(json_build_object(
      'name', con.conname, 'type', con.contype::text,
      'table', sn.nspname || '.' || sc.relname,
      'refTable', case when con.contype = 'f' then tn.nspname || '.' || tc.relname end,
      'columns', (select json_agg(a.attname order by k.i) from unnest(con.conkey) with ordinality k(n, i)
                  join pg_catalog.pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n),
      'refColumns', (select json_agg(a.attname order by k.i) from unnest(con.confkey) with ordinality k(n, i)
                     join pg_catalog.pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n)
    )), '[]')
    from pg_catalog.pg_constraint con
    join pg_catalog.pg_class sc on sc.oid = con.conrelid
    join pg_catalog.pg_namespace sn on sn.oid = sc.relnamespace
    left join pg_catalog.pg_class tc on tc.oid = con.confrelid
    left join pg_catalog.pg_namespace tn on tn.oid = tc.relnamespace
    where con.contype in ('p', 'u', 'f') and sn.nspname = any($1::text[])
  ),
  'viewColumns', (
    select coalesce(json_agg(json_build_object(
      'view', r.schema || '.' || r.name,
      'table', bn.nspname || '.' || bc.relname,
      'column', ba.attname
    )), '[]')
    from rels r
    join pg_catalog.pg_rewrite rw on rw.ev_class = r.oid
    join pg_catalog.pg_depend d on d.classid = 'pg_catalog.pg_rewrite'::regclass and d.objid = rw.oid
      and d.refclassid = 'pg_catalog.pg_class'::regclass and d.refobjsubid > 0 and d.refobjid <> r.oid
    join pg_catalog.pg_class bc on bc.oid = d.refobjid
    join pg_catalog.pg_namespace bn on bn.oid = bc.relnamespace
    join pg_catalog.pg_attribute ba on ba.attrelid = d.refobjid and ba.attnum = d.refobjsubid
    where r.relkind in ('v', 'm')
  ),
  'functions', (
    select coalesce(json_agg(json_build_object(
      'schema', n.nspname, 'name', p.proname, 'volatility', p.provolatile::text, 'returnsSet', p.proretset,
      'returnType', pg_catalog.format_type(p.prorettype, null), 'returnTypeType', rt.typtype::text,
      'returnTypeName', rt.typname,
      'returnRelation', case when rt.typrelid <> 0 then rn.nspname || '.' || rc.relname end,
      'returnRelationKind', rc.relkind::text,
      'returnRelationColumns', (
        select coalesce(json_agg(json_build_object('name', a.attname, 'type', pg_catalog.format_type(a.atttypid, a.atttypmod)) order by a.attnum), '[]')
        from pg_catalog.pg_attribute a where a.attrelid = rt.typrelid and a.attnum > 0 and not a.attisdropped
      ),
      'nDefaults', p.pronargdefaults,
      'args', (
        select coalesce(json_agg(json_build_object(
          'name', coalesce(p.proargnames[a.i], ''),
          'type', pg_catalog.format_type(a.t, null),
          'mode', coalesce(p.proargmodes[a.i]::text, 'i'),
          'relation', (select an.nspname || '.' || ac.relname from pg_catalog.pg_type at
                       join pg_catalog.pg_class ac on ac.oid = at.typrelid
                       join pg_catalog.pg_namespace an on an.oid = ac.relnamespace
                       where at.oid = a.t and ac.relkind in ('r', 'v', 'm', 'f', 'p'))
        ) order by a.i), '[]')
        from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality a(t, i)
      ),
      'rows', p.prorows,
      'beforeCall', (select substr(c, length('rest.before_call=') + 1) from unnest(p.proconfig) c where starts_with(c, 'rest.before_call=') limit 1)
    )), '[]')
    from pg_catalog.pg_proc p
    join pg_catalog.pg_namespace n on n.oid = p.pronamespace
    join pg_catalog.pg_type rt on rt.oid = p.prorettype
    left join pg_catalog.pg_class rc on rc.oid = rt.typrelid
    left join pg_catalog.pg_namespace rn on rn.oid = rc.relnamespace
    where n.nspname = any($1::text[]) and p.prokind = 'f'
  ),
  'typeNames', (select json_agg(distinct t.typname) from pg_catalog.pg_type t)
)::text as catalog`;

interface RawColumn {
  name: string;
  type: string;
  notNull: boolean;
  hasDefault: boolean;
  generated: boolean;
}

interface RawCatalog {
  tables: Array<{ schema: string; name: string; kind: string; columns: RawColumn[] }>;
  constraints: Array<{
    name: string;
    type: string;
    table: string;
    refTable: string | null;
    columns: string[];
    refColumns: string[] | null;
  }>;
  viewColumns: ViewColumnSource[];
  functions: Array<{
    schema: string;
    name: string;
    volatility: 'i' | 's' | 'v';
    returnsSet: boolean;
    returnType: string;
    returnTypeType: string;
    returnTypeName: string;
    returnRelation: string | null;
    returnRelationKind: string | null;
    returnRelationColumns: Array<{ name: string; type: string }>;
    nDefaults: number;
    rows: number;
    /** The function's `SET rest.before_call = 'schema.name'`, if any. */
    beforeCall?: string | null;
    args: Array<{ name: string; type: string; mode: string; relation: string | null }>;
  }>;
  typeNames: string[];
}

const KINDS: Record<string, RelationKind> = {
  r: 'table',
  v: 'view',
  m: 'materialized_view',
  f: 'foreign_table',
  p: 'partitioned_table',
};

function toTable(raw: RawCatalog['tables'][number]): TableInfo {
  const columns: ColumnInfo[] = raw.columns.map((c) => ({ ...c }));
  return {
    schema: raw.schema,
    name: raw.name,
    kind: KINDS[raw.kind] ?? 'table',
    columns,
    columnsByName: new Map(columns.map((c) => [c.name, c])),
    primaryKey: [],
    uniqueKeys: [],
  };
}

/** Types of a single unnamed parameter that takes the request body whole (PostgREST keeps no other unnamed ones). */
const SINGLE_UNNAMED_TYPES = new Set(['json', 'jsonb', 'text', 'xml', 'bytea']);

function toFunction(raw: RawCatalog['functions'][number]): FunctionInfo {
  const inputs = raw.args.filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v');
  const outputs = raw.args.filter((a) => a.mode === 'o' || a.mode === 'b' || a.mode === 't');
  const firstDefault = inputs.length - raw.nDefaults;
  const params: FunctionParam[] = inputs.map((a, i) => ({
    name: a.name,
    type: a.type,
    mode: a.mode as ParamMode,
    hasDefault: i >= firstDefault,
  }));
  let returnColumns: ColumnInfo[] = [];
  let returnKind: FunctionInfo['returnKind'] = 'scalar';
  if (raw.returnTypeName === 'void' && raw.returnTypeType === 'p') {
    returnKind = 'void';
  } else if (raw.returnRelation) {
    returnKind = 'composite';
    returnColumns = raw.returnRelationColumns.map((c) => ({
      name: c.name,
      type: c.type,
      notNull: false,
      hasDefault: false,
      generated: false,
    }));
  } else if (raw.returnTypeName === 'record' && outputs.length > 0) {
    returnKind = 'composite';
    returnColumns = outputs.map((c) => ({ name: c.name, type: c.type, notNull: false, hasDefault: false, generated: false }));
  }
  const [only] = params;
  const singleUnnamed = params.length === 1 && only !== undefined && only.name === '' && SINGLE_UNNAMED_TYPES.has(only.type);
  const callable = singleUnnamed || params.every((p) => p.name !== '');
  const rowParam = inputs.length === 1 && inputs[0]?.relation ? inputs[0].relation : undefined;
  const isRelation = raw.returnRelation !== null && raw.returnRelationKind !== null && raw.returnRelationKind !== 'c';
  return {
    schema: raw.schema,
    name: raw.name,
    params,
    volatility: raw.volatility,
    returnsSet: raw.returnsSet,
    returnType: raw.returnType,
    returnKind,
    returnColumns,
    ...(isRelation && raw.returnRelation ? { returnTable: raw.returnRelation } : {}),
    callable,
    ...(rowParam ? { rowParam } : {}),
    singleRow: raw.returnsSet && raw.rows === 1,
    ...(raw.beforeCall ? { beforeCall: raw.beforeCall } : {}),
  };
}

export function buildSchemaCache(schemas: readonly string[], raw: RawCatalog): SchemaCache {
  const tables = new Map<string, TableInfo>();
  for (const t of raw.tables) tables.set(qualifiedName(t.schema, t.name), toTable(t));
  const foreignKeys: ForeignKey[] = [];
  for (const con of raw.constraints) {
    const table = tables.get(con.table);
    if (!table) continue;
    if (con.type === 'p') {
      table.primaryKey = con.columns;
      table.uniqueKeys.push(con.columns);
    } else if (con.type === 'u') {
      table.uniqueKeys.push(con.columns);
    } else if (con.type === 'f' && con.refTable && con.refColumns) {
      foreignKeys.push({
        constraint: con.name,
        table: con.table,
        columns: con.columns,
        refTable: con.refTable,
        refColumns: con.refColumns,
      });
    }
  }
  const relationships = deriveRelationships(tables, foreignKeys, raw.viewColumns);
  const functions = new Map<string, FunctionInfo[]>();
  for (const f of raw.functions) {
    const key = qualifiedName(f.schema, f.name);
    const list = functions.get(key) ?? [];
    list.push(toFunction(f));
    functions.set(key, list);
  }
  addComputed(tables, relationships, [...functions.values()].flat());
  return { schemas, tables, relationships, functions, typeNames: new Set(raw.typeNames) };
}

export async function loadSchemaCache(db: Queryable, schemas: readonly string[]): Promise<SchemaCache> {
  const { rows } = await db.query<{ catalog: string }>(CATALOG_SQL, [pgArrayText(schemas)]);
  const raw = JSON.parse(rows[0]?.catalog ?? '{}') as RawCatalog;
  return buildSchemaCache(schemas, raw);
}
