// The shared pieces of PostgREST's query grammar: field names, quoted values, JSON paths, identifiers.
import type { Cursor } from './cursor';
import type { Field, JsonStep } from './ast';

const IDENTIFIER_CHAR = /[\p{L}0-9_ $]/u;
const FIELD_NAME = 'field name (* or [a..z0..9_$])';

function isIdentifierChar(ch: string): boolean {
  return ch !== '' && IDENTIFIER_CHAR.test(ch);
}

/** `"…"` with backslash escapes. */
export function quotedValue(c: Cursor): string {
  c.expect('"');
  let out = '';
  for (;;) {
    const ch = c.peek();
    if (ch === '') c.fail(['"\\""']);
    c.pos += 1;
    if (ch === '"') return out;
    if (ch === '\\') {
      const next = c.peek();
      if (next === '') c.fail(['any character']);
      c.pos += 1;
      out += next;
    } else {
      out += ch;
    }
  }
}

/** letters, digits, `_`, space and `$`, trimmed. */
export function identifier(c: Cursor): string {
  const start = c.pos;
  while (isIdentifierChar(c.peek())) c.pos += 1;
  if (c.pos === start) c.fail(['letter or digit']);
  return c.text.slice(start, c.pos).trim();
}

function isDash(c: Cursor): boolean {
  return c.peek() === '-' && c.peek(1) !== '>';
}

function sepByDash(c: Cursor, part: (c: Cursor) => string): string {
  const parts = [part(c)];
  while (isDash(c)) {
    c.pos += 1;
    parts.push(part(c));
  }
  return parts.join('-');
}

export function fieldName(c: Cursor): string {
  if (c.peek() === '"') return quotedValue(c);
  if (!isIdentifierChar(c.peek())) c.fail([FIELD_NAME]);
  return sepByDash(c, identifier);
}

function jsonKeyIdentifier(c: Cursor): string {
  const start = c.pos;
  while (c.peek() !== '' && !'(-:.,>)'.includes(c.peek())) c.pos += 1;
  if (c.pos === start) c.fail(['any non reserved character different from: .,>()']);
  return c.text.slice(start, c.pos).trim();
}

function atJsonIndexEnd(c: Cursor): boolean {
  return c.eof || c.startsWith('->') || c.startsWith('::') || c.startsWith('.') || c.startsWith(',');
}

function jsonOperand(c: Cursor): { key: string; index: boolean } {
  const index = c.attempt(() => {
    const negative = c.take('-');
    const start = c.pos;
    while (/[0-9]/.test(c.peek())) c.pos += 1;
    if (c.pos === start) c.fail(['digit']);
    if (!atJsonIndexEnd(c)) c.fail(['digit', '"->"', '"::"', '"."', '","', 'end of input']);
    return `${negative ? '-' : '+'}${c.text.slice(start, c.pos)}`;
  });
  if (index !== undefined) return { key: index, index: true };
  const key = c.peek() === '"' ? quotedValue(c) : sepByDash(c, jsonKeyIdentifier);
  return { key, index: false };
}

export function jsonPath(c: Cursor): JsonStep[] {
  const steps: JsonStep[] = [];
  for (;;) {
    let arrow: JsonStep['arrow'];
    if (c.take('->>')) arrow = '->>';
    else if (c.take('->')) arrow = '->';
    else return steps;
    const operand = jsonOperand(c);
    steps.push({ arrow, key: operand.key, index: operand.index });
  }
}

/** A column name with an optional JSON path, surrounded by optional spaces. */
export function field(c: Cursor): Field {
  c.skipSpaces();
  const name = fieldName(c);
  const path = jsonPath(c);
  c.skipSpaces();
  return { name, path };
}
