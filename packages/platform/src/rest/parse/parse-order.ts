// Parses `order=`: comma-separated `col[->json].asc|desc[.nullsfirst|nullslast]` and related `rel(col).desc`.
import { runParser, type Cursor } from './cursor';
import { field, fieldName } from './lexemes';
import type { OrderTerm } from './ast';

function atTermEnd(c: Cursor): boolean {
  return c.eof || c.peek() === ',';
}

function modifiers(c: Cursor): Pick<OrderTerm, 'direction' | 'nulls'> {
  const out: Pick<OrderTerm, 'direction' | 'nulls'> = {};
  if (c.startsWith('.asc') || c.startsWith('.desc')) {
    out.direction = c.startsWith('.asc') ? 'asc' : 'desc';
    c.pos += out.direction.length + 1;
  }
  if (c.startsWith('.nullsfirst') || c.startsWith('.nullslast')) {
    out.nulls = c.startsWith('.nullsfirst') ? 'first' : 'last';
    c.pos += out.nulls === 'first' ? 11 : 10;
  }
  c.skipSpaces();
  if (!atTermEnd(c)) {
    if (c.peek() === '.' && out.direction === undefined && out.nulls === undefined) {
      c.fail(['"asc"', '"desc"', '"nullsfirst"', '"nullslast"'], c.pos + 1);
    }
    if (c.peek() === '.' && out.nulls === undefined) c.fail(['"nullsfirst"', '"nullslast"'], c.pos + 1);
    c.fail(['","', 'end of input']);
  }
  return out;
}

function term(c: Cursor): OrderTerm {
  const related = c.attempt(() => {
    c.skipSpaces();
    const relation = fieldName(c);
    c.expect('(');
    const f = field(c);
    c.expect(')');
    return { relation, field: f };
  });
  if (related) return { ...related, ...modifiers(c) };
  const f = field(c);
  return { field: f, ...modifiers(c) };
}

export function parseOrder(text: string): OrderTerm[] {
  return runParser('failed to parse order', text, (c) => {
    const terms = [term(c)];
    while (c.take(',')) terms.push(term(c));
    return terms;
  });
}
