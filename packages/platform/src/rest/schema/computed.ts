// Computed fields and computed relationships, as PostgREST 12+ reads them from functions of one row of a relation:
// a scalar result is a field of that relation, a row or set of rows of another relation is an embeddable relationship.
import { qualifiedName, type FunctionInfo, type Relationship, type TableInfo } from './schema-types';

function addRelationship(map: Map<string, Relationship[]>, rel: Relationship): void {
  const key = qualifiedName(rel.source.schema, rel.source.name);
  const list = map.get(key) ?? [];
  list.push(rel);
  map.set(key, list);
}

export function addComputed(
  tables: Map<string, TableInfo>,
  relationships: Map<string, Relationship[]>,
  functions: readonly FunctionInfo[],
): void {
  for (const fn of functions) {
    const source = fn.rowParam ? tables.get(fn.rowParam) : undefined;
    if (!source) continue;
    const target = fn.returnTable ? tables.get(fn.returnTable) : undefined;
    if (target && fn.returnKind === 'composite') {
      addRelationship(relationships, {
        cardinality: fn.returnsSet && !fn.singleRow ? 'one-to-many' : 'many-to-one',
        constraint: fn.name,
        source,
        target,
        columns: [],
        computed: { schema: fn.schema, name: fn.name },
      });
    } else if (fn.returnKind === 'scalar' && !fn.returnsSet && !source.columnsByName.has(fn.name)) {
      source.computedFields ??= new Map();
      source.computedFields.set(fn.name, { schema: fn.schema, name: fn.name, returnType: fn.returnType });
    }
  }
}
