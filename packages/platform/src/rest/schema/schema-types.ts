// The shape of the schema cache: relations, columns, keys, relationships and functions of the exposed schemas.

export interface ColumnInfo {
  name: string;
  /** format_type() of the column: SQL that names the type, safe to put in a statement. */
  type: string;
  notNull: boolean;
  hasDefault: boolean;
  generated: boolean;
}

export type RelationKind = 'table' | 'view' | 'materialized_view' | 'foreign_table' | 'partitioned_table';

export interface TableInfo {
  schema: string;
  name: string;
  kind: RelationKind;
  columns: ColumnInfo[];
  columnsByName: Map<string, ColumnInfo>;
  primaryKey: string[];
  /** Primary key and unique constraints, each as its column names. */
  uniqueKeys: string[][];
  /** Computed fields: functions of one row of this relation returning a scalar, selectable and filterable by name. */
  computedFields?: Map<string, ComputedField>;
}

/** A function `schema.name(row)` read as a column of the relation its parameter is a row of. */
export interface ComputedField {
  schema: string;
  name: string;
  returnType: string;
}

export interface ForeignKey {
  constraint: string;
  table: string;
  columns: string[];
  refTable: string;
  refColumns: string[];
}

export type Cardinality = 'many-to-one' | 'one-to-one' | 'one-to-many' | 'many-to-many';

export interface Junction {
  table: TableInfo;
  constraint1: string;
  constraint2: string;
  /** junction column → source column */
  sourceColumns: Array<[string, string]>;
  /** junction column → target column */
  targetColumns: Array<[string, string]>;
}

export interface Relationship {
  cardinality: Cardinality;
  constraint: string;
  source: TableInfo;
  target: TableInfo;
  /** source column → target column (empty for many-to-many and computed relationships) */
  columns: Array<[string, string]>;
  junction?: Junction;
  /** A computed relationship: the function `schema.name(source row)` returns the target row(s). */
  computed?: { schema: string; name: string };
}

export type ParamMode = 'i' | 'o' | 'b' | 'v' | 't';

export interface FunctionParam {
  name: string;
  type: string;
  mode: ParamMode;
  hasDefault: boolean;
}

export type ReturnKind = 'void' | 'scalar' | 'composite';

export interface FunctionInfo {
  schema: string;
  name: string;
  /** Input parameters (i, b, v), in order. */
  params: FunctionParam[];
  volatility: 'i' | 's' | 'v';
  returnsSet: boolean;
  returnType: string;
  returnKind: ReturnKind;
  /** Columns of a composite result (table type, composite type, OUT/TABLE parameters). */
  returnColumns: ColumnInfo[];
  /** `schema.name` of the table or view whose row type the function returns, for embedding. */
  returnTable?: string;
  /**
   * Callable through /rpc, as PostgREST's schema cache has it: every input parameter named, or a single unnamed
   * json, jsonb, text, xml or bytea parameter that takes the whole body.
   */
  callable: boolean;
  /** `schema.name` of the relation whose row type is the function's only input parameter (computed fields and relationships). */
  rowParam?: string;
  /** Declared with `ROWS 1`: a set-returning function that yields at most one row (a to-one computed relationship). */
  singleRow: boolean;
  /**
   * `schema.name` of a function /rpc calls first, in a transaction of its own, when the function is declared with
   * `SET rest.before_call = 'schema.name'` (a rate limit counted in the database: GET and HEAD run read-only).
   */
  beforeCall?: string;
}

export interface SchemaCache {
  schemas: readonly string[];
  tables: Map<string, TableInfo>;
  relationships: Map<string, Relationship[]>;
  functions: Map<string, FunctionInfo[]>;
  typeNames: Set<string>;
}

export function qualifiedName(schema: string, name: string): string {
  return `${schema}.${name}`;
}
