// SQL for a column reference with its JSON path, and the JSON key PostgREST gives it in a response.
import type { Field } from '../parse/ast';
import type { TableInfo } from '../schema/schema-types';
import { qualified, quoteIdent, quoteLiteral } from './pg-literals';
import { resolveColumn } from './resolve';

export function jsonPathSql(field: Field): string {
  return field.path
    .map((step) => {
      if (step.index) return `${step.arrow}(${Number.parseInt(step.key, 10)})`;
      return `${step.arrow}${quoteLiteral(step.key)}`;
    })
    .join('');
}

/** `"t0"."col"->'a'->>'b'`, the column checked against the table; a computed field is its function of the row. */
export function fieldSql(alias: string, table: TableInfo, field: Field): string {
  const computed = table.columnsByName.has(field.name) ? undefined : table.computedFields?.get(field.name);
  if (computed) return `${qualified(computed.schema, computed.name)}(${quoteIdent(alias)})${jsonPathSql(field)}`;
  resolveColumn(table, field.name);
  return `${quoteIdent(alias)}.${quoteIdent(field.name)}${jsonPathSql(field)}`;
}

/** The response key of a selected field without an alias: the last JSON key, else the column name. */
export function fieldOutputName(field: Field): string {
  const last = field.path[field.path.length - 1];
  if (!last) return field.name;
  if (!last.index) return last.key;
  const lastKey = [...field.path].reverse().find((s) => !s.index);
  return lastKey ? lastKey.key : field.name;
}
