// Parses a filter `col=op.value` (and the operator part of logic trees): not., in, is, isdistinct, fts, quantifiers.
import type { Cursor } from './cursor';
import { runParser } from './cursor';
import { fieldName, identifier, jsonPath, quotedValue } from './lexemes';
import type { EmbedPath, Field, FtsOperator, IsValue, OpExpr, Operation, QuantOperator, SimpleOperator } from './ast';

const OPERATOR = 'operator (eq, gt, ...)';
const SIMPLE: SimpleOperator[] = ['neq', 'cs', 'cd', 'ov', 'sl', 'sr', 'nxr', 'nxl', 'adj'];
const QUANT: QuantOperator[] = ['eq', 'gte', 'gt', 'lte', 'lt', 'like', 'ilike', 'match', 'imatch'];
const FTS: FtsOperator[] = ['fts', 'plfts', 'phfts', 'wfts'];
const IS_VALUES: IsValue[] = ['null', 'not_null', 'true', 'false', 'unknown'];

export type ValueParser = (c: Cursor) => string;

/** The rest of the parameter, whatever it holds. */
export const singleValue: ValueParser = (c) => {
  const value = c.rest();
  c.pos = c.text.length;
  return value;
};

function listElement(c: Cursor): string {
  if (c.peek() === '"') {
    const quoted = c.attempt(() => {
      const v = quotedValue(c);
      if (c.peek() !== ',' && c.peek() !== ')') c.fail(['","', '")"']);
      return v;
    });
    if (quoted !== undefined) return quoted;
  }
  const start = c.pos;
  while (c.peek() !== '' && c.peek() !== ',' && c.peek() !== ')') c.pos += 1;
  return c.text.slice(start, c.pos);
}

function listValue(c: Cursor): string[] {
  c.skipSpaces();
  c.expect('(');
  c.skipSpaces();
  const values = [listElement(c)];
  while (c.take(',')) values.push(listElement(c));
  c.skipSpaces();
  c.expect(')');
  c.skipSpaces();
  return values;
}

function isValue(c: Cursor): IsValue {
  const rest = c.rest();
  // Longest first, so `not_null` is not read as `null` and the rest left over.
  for (const v of [...IS_VALUES].sort((a, b) => b.length - a.length)) {
    if (rest.slice(0, v.length).toLowerCase() === v) {
      c.pos += v.length;
      return v;
    }
  }
  return c.fail(['isVal: (null, not_null, true, false, unknown)']);
}

function takeWord<T extends string>(c: Cursor, words: readonly T[]): T | undefined {
  // Longer words first where one is a prefix of another (gte before gt, …).
  const sorted = [...words].sort((a, b) => b.length - a.length);
  for (const w of sorted) if (c.startsWith(w)) return w;
  return undefined;
}

function delimiter(c: Cursor): void {
  c.expect('.', 'delimiter (.)');
}

function operation(c: Cursor, value: ValueParser): Operation {
  const start = c.pos;
  const op = c.attempt((): Operation => {
    if (c.take('in.')) return { kind: 'in', values: listValue(c) };
    if (c.take('is.')) return { kind: 'is', value: isValue(c) };
    if (c.take('isdistinct.')) return { kind: 'isdistinct', value: value(c) };
    const fts = takeWord(c, FTS);
    if (fts && (c.text[c.pos + fts.length] === '.' || c.text[c.pos + fts.length] === '(')) {
      c.pos += fts.length;
      let config: string | undefined;
      if (c.take('(')) {
        config = identifier(c);
        c.expect(')');
      }
      delimiter(c);
      return { kind: 'fts', op: fts, value: value(c), ...(config !== undefined ? { config } : {}) };
    }
    const simple = takeWord(c, SIMPLE);
    if (simple && c.text[c.pos + simple.length] === '.') {
      c.pos += simple.length + 1;
      return { kind: 'simple', op: simple, value: value(c) };
    }
    const quant = takeWord(c, QUANT);
    if (quant) {
      c.pos += quant.length;
      let quantifier: 'any' | 'all' | undefined;
      if (c.take('(any)')) quantifier = 'any';
      else if (c.take('(all)')) quantifier = 'all';
      delimiter(c);
      return { kind: 'quant', op: quant, value: value(c), ...(quantifier ? { quantifier } : {}) };
    }
    return c.fail([OPERATOR]);
  });
  if (op) return op;
  c.pos = start;
  return c.fail(['"not"', OPERATOR]);
}

export function opExpr(c: Cursor, value: ValueParser): OpExpr {
  const negated = c.startsWith('not.');
  if (negated) c.pos += 4;
  return { negated, operation: operation(c, value) };
}

/** `a.b.col->x` → embed path ['a','b'] and the field. */
export function treePath(key: string): { path: EmbedPath; field: Field } {
  return runParser('failed to parse tree path', key, (c) => {
    const names = [fieldName(c)];
    while (c.take('.')) names.push(fieldName(c));
    const steps = jsonPath(c);
    const name = names.pop() as string;
    return { path: names, field: { name, path: steps } };
  });
}

export function parseFilterValue(value: string): OpExpr {
  return runParser('failed to parse filter', value, (c) => opExpr(c, singleValue));
}
