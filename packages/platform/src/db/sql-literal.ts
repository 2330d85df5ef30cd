// Quotes a string as a PostgreSQL literal for parameterless SQL (the transaction preamble). Same output as
// node-postgres' escapeLiteral, which builds the result one character at a time; this one uses whole-string
// replacements, a fraction of the cost on the long `request.headers` JSON every /rest/v1 request sends.

/** `'…'` with quotes doubled, or ` E'…'` with backslashes doubled too when there is one; NUL (never storable) dropped. */
export function quoteLiteral(value: string): string {
  const text = value.includes('\0') ? value.replaceAll('\0', '') : value;
  const quoted = `'${text.replaceAll("'", "''")}'`;
  return text.includes('\\') ? ` E${quoted.replaceAll('\\', '\\\\')}` : quoted;
}
