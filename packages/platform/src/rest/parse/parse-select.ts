// Parses `select=`: columns, aliases, casts, JSON paths, aggregates, embeds with hints and join types, spreads.
import { runParser, type Cursor } from './cursor';
import { field, fieldName, identifier } from './lexemes';
import type { AggregateFunction, SelectItem } from './ast';

export interface SelectLimits {
  maxDepth: number;
}

function atItemEnd(c: Cursor): boolean {
  return c.eof || c.peek() === ')' || c.peek() === ',';
}

function requireItemEnd(c: Cursor): void {
  if (!atItemEnd(c)) c.fail(['"::"', '"."', '")"', '","', 'end of input']);
}

function alias(c: Cursor): string | undefined {
  if (c.text.indexOf(':', c.pos) === -1) return undefined;
  return c.attempt(() => {
    const name = fieldName(c);
    if (c.peek() !== ':' || c.peek(1) === ':') c.fail(['":"']);
    c.pos += 1;
    return name;
  });
}

function castSuffix(c: Cursor): string | undefined {
  return c.take('::') ? identifier(c) : undefined;
}

const AGGREGATES: AggregateFunction[] = ['sum', 'avg', 'count', 'max', 'min'];

function aggregate(c: Cursor): AggregateFunction | undefined {
  if (c.peek() !== '.') return undefined;
  return c.attempt(() => {
    c.expect('.');
    const name = AGGREGATES.find((a) => c.startsWith(a));
    if (!name) c.fail(['aggregate function']);
    c.pos += name.length;
    c.expect('()');
    return name;
  });
}

function embedParams(c: Cursor): { hint?: string; joinType?: 'inner' | 'left' } {
  const out: { hint?: string; joinType?: 'inner' | 'left' } = {};
  for (let i = 0; i < 2 && c.peek() === '!'; i += 1) {
    c.pos += 1;
    if (c.take('left')) out.joinType ??= 'left';
    else if (c.take('inner')) out.joinType ??= 'inner';
    else out.hint ??= fieldName(c);
  }
  return out;
}

function relationHead(c: Cursor, spread: boolean): Omit<Extract<SelectItem, { kind: 'embed' }>, 'children'> | undefined {
  if (c.text.indexOf('(', c.pos) === -1) return undefined;
  return c.attempt(() => {
    c.skipSpaces();
    let itemAlias: string | undefined;
    if (spread) {
      c.expect('...');
    } else {
      itemAlias = alias(c);
    }
    const relation = fieldName(c);
    if (!spread && relation === 'count') c.fail(['field']);
    const params = embedParams(c);
    if (c.peek() !== '(') c.fail(['"("']);
    return {
      kind: 'embed' as const,
      relation,
      spread,
      ...(itemAlias !== undefined ? { alias: itemAlias } : {}),
      ...(params.hint !== undefined ? { hint: params.hint } : {}),
      ...(params.joinType !== undefined ? { joinType: params.joinType } : {}),
    };
  });
}

function fieldItem(c: Cursor): SelectItem {
  c.skipSpaces();
  if (c.peek() === '*') {
    const star = c.attempt(() => {
      c.pos += 1;
      c.skipSpaces();
      requireItemEnd(c);
      return { kind: 'star' as const };
    });
    if (star) return star;
  }
  const count =
    c.text.indexOf('count()', c.pos) === -1
      ? undefined
      : c.attempt(() => {
          const a = alias(c);
          c.expect('count()');
          const aggregateCast = castSuffix(c);
          c.skipSpaces();
          requireItemEnd(c);
          return { kind: 'count' as const, ...(a !== undefined ? { alias: a } : {}), ...(aggregateCast ? { aggregateCast } : {}) };
        });
  if (count) return count;
  const a = alias(c);
  const f = field(c);
  const cast = castSuffix(c);
  const agg = aggregate(c);
  const aggregateCast = castSuffix(c);
  c.skipSpaces();
  requireItemEnd(c);
  return {
    kind: 'field',
    field: f,
    ...(a !== undefined ? { alias: a } : {}),
    ...(cast ? { cast } : {}),
    ...(agg ? { aggregate: agg } : {}),
    ...(aggregateCast ? { aggregateCast } : {}),
  };
}

function forest(c: Cursor, depth: number, limits: SelectLimits): SelectItem[] {
  const items: SelectItem[] = [];
  c.skipSpaces();
  if (c.eof || c.peek() === ')') return items;
  for (;;) {
    c.skipSpaces();
    const head = (c.startsWith('...') ? relationHead(c, true) : undefined) ?? relationHead(c, false);
    if (head) {
      if (depth >= limits.maxDepth) c.fail([`at most ${limits.maxDepth} levels of embedding`]);
      c.expect('(');
      const children = forest(c, depth + 1, limits);
      c.expect(')');
      c.skipSpaces();
      items.push({ ...head, children });
    } else {
      items.push(fieldItem(c));
    }
    c.skipSpaces();
    if (!c.take(',')) return items;
    c.skipSpaces();
  }
}

export function parseSelect(text: string, limits: SelectLimits = { maxDepth: 16 }): SelectItem[] {
  return runParser('failed to parse select parameter', text, (c) => forest(c, 0, limits));
}
