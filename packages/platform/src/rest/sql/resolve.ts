// Checks names from a request against the schema cache: tables, columns, cast types, embedded relationships.
import {
  ambiguousRelationship,
  noRelationship,
  tableNotFound,
  undefinedColumn,
  undefinedType,
  type AmbiguousRelationship,
} from '../pgrst-errors';
import { bestMatch } from '../fuzzy';
import { qualifiedName, type ColumnInfo, type Relationship, type SchemaCache, type TableInfo } from '../schema/schema-types';
import { quoteIdent } from './pg-literals';

export function resolveTable(cache: SchemaCache, schema: string, name: string): TableInfo {
  const table = cache.tables.get(qualifiedName(schema, name));
  if (table) return table;
  const names = [...cache.tables.values()].filter((t) => t.schema === schema).map((t) => t.name);
  throw tableNotFound(schema, name, bestMatch(name, names, 0.75));
}

export function resolveColumn(table: TableInfo, name: string): ColumnInfo {
  const column = table.columnsByName.get(name);
  if (!column) throw undefinedColumn(table.name, name);
  return column;
}

// SQL spellings of built-in types that are not pg_type names (or are keywords): written as they are.
const SQL_TYPE_NAMES = new Set([
  'int',
  'integer',
  'smallint',
  'bigint',
  'real',
  'float',
  'double precision',
  'numeric',
  'decimal',
  'boolean',
  'bool',
  'text',
  'varchar',
  'char',
  'character',
  'character varying',
  'date',
  'time',
  'timestamp',
  'timestamptz',
  'timestamp with time zone',
  'timestamp without time zone',
  'time with time zone',
  'time without time zone',
  'interval',
  'json',
  'jsonb',
  'uuid',
  'bytea',
  'money',
  'inet',
  'cidr',
  'oid',
  'name',
  'tsvector',
  'tsquery',
]);

/** A cast target from `::type`: a known type name, written so that it cannot be anything but a type. */
export function resolveCastType(cache: SchemaCache, name: string): string {
  const normalized = name.trim().replace(/\s+/g, ' ');
  const lower = normalized.toLowerCase();
  if (SQL_TYPE_NAMES.has(lower)) return lower;
  if (/^[A-Za-z_][A-Za-z0-9_$]*$/.test(normalized)) {
    if (cache.typeNames.has(normalized)) return quoteIdent(normalized);
    if (cache.typeNames.has(lower)) return quoteIdent(lower);
  }
  throw undefinedType(normalized);
}

function describe(rel: Relationship): AmbiguousRelationship {
  const cols = (names: readonly string[]) => `(${names.join(', ')})`;
  if (rel.cardinality === 'many-to-many' && rel.junction) {
    const j = rel.junction;
    return {
      cardinality: 'many-to-many',
      embedding: `${rel.source.name} with ${rel.target.name}`,
      relationship: `${j.table.name} using ${j.constraint1}${cols(j.sourceColumns.map((p) => p[0]))} and ${j.constraint2}${cols(j.targetColumns.map((p) => p[0]))}`,
      hintTarget: rel.target.name,
      hintName: j.table.name,
    };
  }
  return {
    cardinality: rel.cardinality,
    embedding: `${rel.source.name} with ${rel.target.name}`,
    relationship: `${rel.constraint} using ${rel.source.name}${cols(rel.columns.map((p) => p[0]))} and ${rel.target.name}${cols(rel.columns.map((p) => p[1]))}`,
    hintTarget: rel.target.name,
    hintName: rel.constraint,
  };
}

function singleColumn(rel: Relationship, side: 0 | 1): string | undefined {
  return rel.columns.length === 1 ? rel.columns[0]?.[side] : undefined;
}

function matchesHint(rel: Relationship, hint: string): boolean {
  if (rel.cardinality === 'many-to-many') return rel.junction?.table.name === hint || rel.junction?.constraint2 === hint;
  // A self-referencing key is not found by its constraint's name (PostgREST answers PGRST200): its column names it.
  if (rel.constraint === hint) return rel.source !== rel.target;
  return singleColumn(rel, 0) === hint || singleColumn(rel, 1) === hint;
}

/** The candidates whose target is a table, when there are some: a key's own target before views over it. */
function preferBaseTargets(candidates: Relationship[]): Relationship[] {
  const tables = candidates.filter((r) => r.target.kind !== 'view' && r.target.kind !== 'materialized_view');
  return tables.length > 0 ? tables : candidates;
}

/** Which relationship `source → name` (with an optional `!hint`) embeds; PGRST200 when none, PGRST201 when several. */
export function resolveRelationship(cache: SchemaCache, source: TableInfo, name: string, hint: string | undefined): Relationship {
  const rels = cache.relationships.get(qualifiedName(source.schema, source.name)) ?? [];
  // A computed relationship is named by its function; it is chosen before any table of that name.
  const computed = rels.filter((r) => r.computed?.name === name);
  if (computed.length === 1 && hint === undefined) return computed[0] as Relationship;
  let candidates: Relationship[];
  if (hint === undefined) {
    candidates = rels.filter((r) => !r.computed && r.target.name === name && r.target.schema === source.schema);
    if (candidates.length === 0) {
      // `select=fk_column(*)` or `select=constraint_name(*)` name a to-one relationship directly.
      candidates = rels.filter(
        (r) =>
          !r.computed &&
          r.cardinality !== 'many-to-many' &&
          (r.constraint === name || (r.cardinality !== 'one-to-many' && singleColumn(r, 0) === name)),
      );
      if (candidates.length > 1) candidates = candidates.filter((r) => r.cardinality === 'many-to-one' || r.cardinality === 'one-to-one');
      // A key column names the key's own target: the same key inferred through views over it does not compete.
      if (candidates.length > 1) candidates = preferBaseTargets(candidates);
    }
  } else {
    candidates = rels.filter((r) => !r.computed && r.target.name === name && matchesHint(r, hint));
  }
  // Both directions of one self-referencing key, by the table's name or a hint: the children, as PostgREST embeds
  // them (the parent row is embedded by the key column's name, `parent_id(*)`).
  if (
    candidates.length === 2 &&
    candidates[0]?.source === candidates[0]?.target &&
    candidates[0]?.constraint === candidates[1]?.constraint
  ) {
    candidates = candidates.filter((r) => r.cardinality === 'one-to-many');
  }
  if (candidates.length === 1) return candidates[0] as Relationship;
  if (candidates.length > 1) throw ambiguousRelationship(source.name, name, candidates.map(describe));
  const parents = [...cache.relationships.keys()]
    .filter((k) => k.startsWith(`${source.schema}.`))
    .map((k) => k.slice(source.schema.length + 1));
  const parentKnown = rels.length > 0;
  let suggestion: string | null = null;
  if (!parentKnown) {
    const near = bestMatch(source.name, parents, 0.33);
    if (near) suggestion = `Perhaps you meant '${near}' instead of '${source.name}'.`;
  } else if (hint === undefined) {
    const near = bestMatch(name, [...new Set(rels.map((r) => r.target.name))], 0.33);
    if (near && near !== name) suggestion = `Perhaps you meant '${near}' instead of '${name}'.`;
  }
  throw noRelationship(source.name, name, hint, source.schema, suggestion);
}
