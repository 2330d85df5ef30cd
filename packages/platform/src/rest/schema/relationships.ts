// Relationships for embedding, derived from foreign keys: many-to-one, one-to-one, one-to-many, many-to-many,
// and the same through simple views over one table.
import type { ForeignKey, Relationship, TableInfo } from './schema-types';
import { qualifiedName } from './schema-types';

export interface ViewColumnSource {
  view: string;
  table: string;
  column: string;
}

interface RelationAlias {
  relation: string;
  /** base column → column of this relation; absent for the base table itself */
  map?: Map<string, string>;
}

function isUniqueKey(table: TableInfo, columns: readonly string[]): boolean {
  return table.uniqueKeys.some((key) => key.length === columns.length && key.every((c) => columns.includes(c)));
}

/** Base tables and the views that expose their columns unchanged, per base table. */
function relationAliases(tables: Map<string, TableInfo>, viewColumns: readonly ViewColumnSource[]): Map<string, RelationAlias[]> {
  const aliases = new Map<string, RelationAlias[]>();
  for (const key of tables.keys()) aliases.set(key, [{ relation: key }]);
  const byView = new Map<string, ViewColumnSource[]>();
  for (const source of viewColumns) {
    const list = byView.get(source.view) ?? [];
    list.push(source);
    byView.set(source.view, list);
  }
  for (const [view, sources] of byView) {
    const baseTables = new Set(sources.map((s) => s.table));
    const viewInfo = tables.get(view);
    const [base] = [...baseTables];
    if (baseTables.size !== 1 || !viewInfo || !base) continue;
    const baseInfo = tables.get(base);
    if (!baseInfo) continue;
    const map = new Map<string, string>();
    for (const s of sources) if (viewInfo.columnsByName.has(s.column)) map.set(s.column, s.column);
    aliases.get(base)?.push({ relation: view, map });
    if (viewInfo.primaryKey.length === 0 && baseInfo.primaryKey.length > 0 && baseInfo.primaryKey.every((c) => map.has(c))) {
      viewInfo.primaryKey = baseInfo.primaryKey.map((c) => map.get(c) ?? c);
      viewInfo.uniqueKeys.push(viewInfo.primaryKey);
    }
  }
  return aliases;
}

function mapColumns(alias: RelationAlias, columns: readonly string[]): string[] | undefined {
  const map = alias.map;
  if (!map) return [...columns];
  const mapped = columns.map((c) => map.get(c));
  return mapped.every((c): c is string => c !== undefined) ? mapped : undefined;
}

function expandThroughViews(foreignKeys: readonly ForeignKey[], aliases: Map<string, RelationAlias[]>): ForeignKey[] {
  const out: ForeignKey[] = [];
  for (const fk of foreignKeys) {
    for (const from of aliases.get(fk.table) ?? []) {
      const columns = mapColumns(from, fk.columns);
      if (!columns) continue;
      for (const to of aliases.get(fk.refTable) ?? []) {
        const refColumns = mapColumns(to, fk.refColumns);
        if (!refColumns) continue;
        out.push({ constraint: fk.constraint, table: from.relation, columns, refTable: to.relation, refColumns });
      }
    }
  }
  return out;
}

function add(map: Map<string, Relationship[]>, rel: Relationship): void {
  const key = qualifiedName(rel.source.schema, rel.source.name);
  const list = map.get(key) ?? [];
  list.push(rel);
  map.set(key, list);
}

export function deriveRelationships(
  tables: Map<string, TableInfo>,
  foreignKeys: readonly ForeignKey[],
  viewColumns: readonly ViewColumnSource[],
): Map<string, Relationship[]> {
  const relationships = new Map<string, Relationship[]>();
  const all = expandThroughViews(foreignKeys, relationAliases(tables, viewColumns));
  for (const fk of all) {
    const source = tables.get(fk.table);
    const target = tables.get(fk.refTable);
    if (!source || !target) continue;
    const oneToOne = isUniqueKey(source, fk.columns);
    const pairs = fk.columns.map((c, i): [string, string] => [c, fk.refColumns[i] ?? c]);
    add(relationships, { cardinality: oneToOne ? 'one-to-one' : 'many-to-one', constraint: fk.constraint, source, target, columns: pairs });
    add(relationships, {
      cardinality: oneToOne ? 'one-to-one' : 'one-to-many',
      constraint: fk.constraint,
      source: target,
      target: source,
      columns: pairs.map(([a, b]): [string, string] => [b, a]),
    });
  }
  // Many-to-many: a junction whose two foreign keys together lie within one of its unique keys.
  const byTable = new Map<string, ForeignKey[]>();
  for (const fk of all) {
    const list = byTable.get(fk.table) ?? [];
    list.push(fk);
    byTable.set(fk.table, list);
  }
  for (const [junctionName, fks] of byTable) {
    const junction = tables.get(junctionName);
    if (!junction || junction.kind !== 'table') continue;
    for (const fk1 of fks) {
      for (const fk2 of fks) {
        if (fk1 === fk2 || fk1.constraint === fk2.constraint) continue;
        const cols = [...fk1.columns, ...fk2.columns];
        if (!junction.uniqueKeys.some((key) => cols.every((c) => key.includes(c)))) continue;
        const source = tables.get(fk1.refTable);
        const target = tables.get(fk2.refTable);
        if (!source || !target || source === junction || target === junction) continue;
        add(relationships, {
          cardinality: 'many-to-many',
          constraint: fk2.constraint,
          source,
          target,
          columns: [],
          junction: {
            table: junction,
            constraint1: fk1.constraint,
            constraint2: fk2.constraint,
            sourceColumns: fk1.columns.map((c, i): [string, string] => [c, fk1.refColumns[i] ?? c]),
            targetColumns: fk2.columns.map((c, i): [string, string] => [c, fk2.refColumns[i] ?? c]),
          },
        });
      }
    }
  }
  return relationships;
}
