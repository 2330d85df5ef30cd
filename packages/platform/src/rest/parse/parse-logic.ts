// Parses `or=(…)` / `and=(…)` trees with nested and(…), or(…), not.…, and their keys (`embed.not.or`).
import { Cursor, ParseFailure, runParser, toQueryParamError } from './cursor';
import { field, fieldName, quotedValue } from './lexemes';
import { opExpr, type ValueParser } from './parse-filter';
import type { EmbedPath, LogicTree } from './ast';

/** A value inside a logic tree ends at `,` or `)` unless quoted or a `{…}` array. */
const logicValue: ValueParser = (c) => {
  if (c.peek() === '"') {
    const quoted = c.attempt(() => {
      const v = quotedValue(c);
      if (c.peek() !== ',' && c.peek() !== ')') c.fail(['","', '")"']);
      return v;
    });
    if (quoted !== undefined) return quoted;
  }
  if (c.peek() === '{') {
    const array = c.attempt(() => {
      const start = c.pos;
      c.pos += 1;
      while (c.peek() !== '' && c.peek() !== '{' && c.peek() !== '}') c.pos += 1;
      c.expect('}');
      return c.text.slice(start, c.pos);
    });
    if (array !== undefined) return array;
  }
  const start = c.pos;
  while (c.peek() !== '' && c.peek() !== ',' && c.peek() !== ')') c.pos += 1;
  return c.text.slice(start, c.pos);
};

function tree(c: Cursor, depth: number, maxDepth: number): LogicTree {
  const filter = c.attempt(() => {
    const f = field(c);
    c.expect('.', 'delimiter (.)');
    return { field: f, expr: opExpr(c, logicValue) };
  });
  if (filter) return { kind: 'filter', filter };
  const negated =
    c.attempt(() => {
      c.expect('not');
      c.expect('.', 'delimiter (.)');
      return true;
    }) ?? false;
  let operator: 'and' | 'or';
  if (c.take('and')) operator = 'and';
  else if (c.take('or')) operator = 'or';
  else return c.fail(['logic operator (and, or)']);
  if (depth >= maxDepth) c.fail([`at most ${maxDepth} levels of nesting`]);
  c.skipSpaces();
  c.expect('(');
  c.skipSpaces();
  const children = [tree(c, depth + 1, maxDepth)];
  c.skipSpaces();
  while (c.take(',')) {
    c.skipSpaces();
    children.push(tree(c, depth + 1, maxDepth));
    c.skipSpaces();
  }
  c.expect(')');
  c.skipSpaces();
  return { kind: 'expr', negated, operator, children };
}

/** `key` is `or`, `not.and`, `comments.or`…; `value` is `(…)`. */
export function parseLogic(key: string, value: string, maxDepth = 32): { path: EmbedPath; tree: LogicTree } {
  const names = runParser('failed to parse logic path', key, (c) => {
    const out = [fieldName(c)];
    while (c.take('.')) out.push(fieldName(c));
    return out;
  });
  const op = names[names.length - 1] as string;
  const negated = names.includes('not');
  const path = names.slice(0, -1).filter((n) => n !== 'not');
  const text = `${negated ? 'not.' : ''}${op}${value}`;
  const c = new Cursor(text);
  let parsed: LogicTree;
  try {
    parsed = tree(c, 0, maxDepth);
    if (!c.eof) c.fail(['end of input']);
  } catch (error) {
    if (error instanceof ParseFailure) throw toQueryParamError('failed to parse logic tree', value, error);
    throw error;
  }
  return { path, tree: parsed };
}
