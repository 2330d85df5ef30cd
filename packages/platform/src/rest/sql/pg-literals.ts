// The few literals the SQL builder writes itself: quoted identifiers, string literals for JSON keys, array text.

/** "name" with embedded quotes doubled; NUL cannot appear in an identifier. */
export function quoteIdent(name: string): string {
  return `"${name.replace(/\0/g, '').replace(/"/g, '""')}"`;
}

export function qualified(schema: string, name: string): string {
  return `${quoteIdent(schema)}.${quoteIdent(name)}`;
}

/** An escape-string literal: safe whatever standard_conforming_strings says. */
export function quoteLiteral(value: string): string {
  return `E'${value.replace(/\0/g, '').replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/** The text form of a PostgreSQL array, every element quoted, for a bind parameter. */
export function pgArrayText(values: readonly (string | null)[]): string {
  const items = values.map((v) => (v === null ? 'NULL' : `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`));
  return `{${items.join(',')}}`;
}
